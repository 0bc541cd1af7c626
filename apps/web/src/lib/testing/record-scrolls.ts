/**
 * Tests only: records each element asked to scroll itself into view (jsdom has no
 * scrollIntoView), so a test can say that an error was brought on screen.
 */
export function recordScrollsIntoView(): Element[] {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  return scrolled;
}
