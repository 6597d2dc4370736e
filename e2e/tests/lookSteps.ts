import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the keyboard focus landed on, and how its ring is drawn. */
interface FocusStop {
  what: string;
  interactive: boolean;
  outlineStyle: string;
  outlineWidth: number;
}

/**
 * Presses Tab `stops` times and checks that every button and link the focus lands on shows a visible
 * ring (issue 20, WCAG 2.2 focus visible): a solid outline of at least 2 px. Answers how many buttons
 * and links were met, so a test can be sure it walked over some.
 */
export async function expectFocusRings(page: Page, stops: number): Promise<number> {
  const seen: FocusStop[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    seen.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return { what: 'body', interactive: false, outlineStyle: '', outlineWidth: 0 };
        const role = el.getAttribute('role') ?? '';
        const interactive =
          el.tagName === 'A' || el.tagName === 'BUTTON' || ['button', 'link', 'tab', 'menuitem'].includes(role);
        const style = getComputedStyle(el);
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        return {
          what: `${el.tagName.toLowerCase()}${role ? `[${role}]` : ''} "${label}"`,
          interactive,
          outlineStyle: style.outlineStyle,
          outlineWidth: parseFloat(style.outlineWidth) || 0,
        };
      }),
    );
  }
  const buttonsAndLinks = seen.filter((stop) => stop.interactive);
  const withoutRing = buttonsAndLinks
    .filter((stop) => stop.outlineStyle === 'none' || stop.outlineWidth < 2)
    .map((stop) => `${stop.what}: outline ${stop.outlineStyle} ${stop.outlineWidth}px`);
  expect(withoutRing).toEqual([]);
  return buttonsAndLinks.length;
}
