import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The colour tokens of both themes, read from index.css itself, checked against WCAG 2.1
 * contrast: text 4.5:1 (1.4.3), the shape that shows a control's state 3:1 (1.4.11).
 */
const css = readFileSync(new URL('./index.css', import.meta.url), 'utf8');

function tokensOf(selector: string): Record<string, string> {
  const block = css.slice(css.indexOf(`${selector} {`));
  const body = block.slice(block.indexOf('{') + 1, block.indexOf('}'));
  return Object.fromEntries(
    [...body.matchAll(/--wac-([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe.each([
  ['light', ':root'],
  ['dark', '.dark'],
])('the %s theme', (_name, selector) => {
  const tokens = tokensOf(selector);

  it("shows a segmented control's chosen option (the radar's window) at AA contrast", () => {
    // The chosen option against the track it sits on and the panel around it.
    expect(contrast(tokens.selected!, tokens['surface-muted']!)).toBeGreaterThanOrEqual(3);
    expect(contrast(tokens.selected!, tokens.surface!)).toBeGreaterThanOrEqual(3);
    expect(contrast(tokens['on-selected']!, tokens.selected!)).toBeGreaterThanOrEqual(4.5);
    // The options not chosen, and the focus ring (drawn outside the option, on the track).
    expect(contrast(tokens['fg-muted']!, tokens['surface-muted']!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.focus!, tokens['surface-muted']!)).toBeGreaterThanOrEqual(3);
  });

  it('keeps a primary button readable at rest and under the pointer', () => {
    expect(contrast(tokens['on-brand']!, tokens.brand!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens['on-brand']!, tokens['brand-hover']!)).toBeGreaterThanOrEqual(4.5);
  });
});
