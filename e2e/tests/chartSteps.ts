import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Every axis title is whole, and every tick label lies inside its chart's drawing (issue 20). Rotated SVG
 * titles lost the tops of their letters or ran over the tick figures in Spanish and Hindi at 375 px; the
 * titles are text around the drawing now, so none may be cut (scrollWidth) or reach out of its card, and
 * no figure of an axis (a money amount on the value axis) may cross the drawing's edge. A glyph's box
 * reaches a little past its letters, so a tick may cross the edge by up to a pixel.
 */
export async function expectAxisTitlesWhole(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const titles = Array.from(document.querySelectorAll<HTMLElement>('[data-testid$="-axis-title"]'));
    if (titles.length === 0) found.push('no axis titles');
    for (const title of titles) {
      const box = title.getBoundingClientRect();
      const card = title.closest('section')!.getBoundingClientRect();
      if (title.scrollWidth > title.clientWidth + 1 || box.left < card.left || box.right > card.right)
        found.push(`title ${title.textContent} is cut`);
    }
    for (const tick of Array.from(document.querySelectorAll('[data-testid$="-drawing"] svg text'))) {
      const box = tick.getBoundingClientRect();
      const svg = tick.closest('svg')!.getBoundingClientRect();
      const room = [box.left - svg.left, svg.right - box.right, box.top - svg.top, svg.bottom - box.bottom];
      if (room.some((r) => r < -1)) found.push(`${tick.textContent}: ${room.map((r) => r.toFixed(1)).join(' ')}`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/**
 * Issue 20: the month chart names every month of its axis (one tick each), and counts per day are bars:
 * no smoothed area or line is drawn anywhere.
 */
export async function expectMonthsAndBars(page: Page, months: number) {
  const ticks = page.locator('[data-testid="chart-loginsMonth-drawing"] [data-testid="month-tick"]');
  await expect.poll(() => ticks.count()).toBe(months);
  expect((await ticks.allTextContents()).every((text) => text.trim() !== '')).toBe(true);
  expect(await page.locator('path.recharts-area-area, path.recharts-line-curve').count()).toBe(0);
  for (const id of ['attempts', 'loginsDate'])
    expect(
      await page.locator(`[data-testid="chart-${id}-drawing"] .recharts-bar-rectangle`).count(),
      id,
    ).toBeGreaterThan(0);
}
