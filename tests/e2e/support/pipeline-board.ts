import { expect, type Page } from '@playwright/test';

/** A stage's column on the pipeline board. */
export const column = (page: Page, stage: string) =>
  page.locator('section[data-pipeline-stage]', {
    has: page.getByRole('heading', { name: new RegExp(`^${stage}`) }),
  });

/** Drags a card by its grip with the mouse, in small steps, onto a stage's column. */
export async function dragByMouse(page: Page, title: string, stage: string) {
  const grip = page.getByRole('button', { name: `Move ${title}`, exact: true });
  await grip.scrollIntoViewIfNeeded();
  const from = await grip.boundingBox();
  const target = await column(page, stage).boundingBox();
  if (!from || !target) throw new Error('the grip or the column is not on screen');
  const viewport = page.viewportSize()!;
  // On a phone the next column shows only its edge: aim inside the part on screen.
  const x = Math.min(target.x + target.width / 2, viewport.width - 12);
  const y = Math.min(target.y + 60, viewport.height - 12);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(x, y, { steps: 15 });
  await expect(page.getByText(`is over ${stage}.`)).toBeAttached();
  await page.mouse.up();
}

/** Moves a card one stage to the right from the keyboard: pick up, arrow, drop. */
export async function moveRightByKeyboard(page: Page, title: string, from: string, to: string) {
  await page.getByRole('button', { name: `Move ${title}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${title} is over ${from}.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${title} is over ${to}.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${title} dropped in ${to}.`)).toBeAttached();
}
