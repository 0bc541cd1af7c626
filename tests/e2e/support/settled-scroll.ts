import { expect, type Locator } from '@playwright/test';

/** Resolves after the browser has rendered two more frames. */
const twoFrames = (locator: Locator) =>
  locator
    .page()
    .evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );

/**
 * Scrolls `locator` into view and waits until it stays put there. Result cards are
 * `content-visibility: auto` (ADR 0048): the ones a jump-scroll brings near the screen take their
 * real height a frame or two later, and what lies below them moves (the pager 120-170 px on the
 * sample data with a 15rem placeholder; less since ADR 0370, but not nothing). Playwright's click checks that an element is still before it scrolls to it, not
 * after: a click whose press lands on Next before that frame and whose release lands after it
 * presses the link and releases on whatever has moved under the pointer, and the browser clicks
 * no link at all: the URL stays on page 1 ('pages forward and back' failed so 1 of 15 runs).
 */
export async function scrollIntoViewSettled(locator: Locator): Promise<void> {
  await expect(async () => {
    await locator.scrollIntoViewIfNeeded();
    const before = await locator.boundingBox();
    await twoFrames(locator);
    await expect(locator).toBeInViewport({ timeout: 0 });
    expect(await locator.boundingBox()).toEqual(before);
  }).toPass({ timeout: 10_000 });
}
