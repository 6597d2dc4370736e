import { DEMO_ACCOUNTS, LANGUAGE_STORAGE_KEY } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  localStorageItem,
  screenshot,
  signIn,
} from '../harness/browser';
import { openDrawerMenu, useE2eEnvironment } from '../harness/setup';
import { expectFocusRings } from './lookSteps';

const { admin } = DEMO_ACCOUNTS;
const es = translations.es;

describe('language menu', () => {
  const env = useE2eEnvironment();

  it('switches the shell to Spanish, reloads, and keeps it after another reload', async () => {
    const { page, baseUrl } = env;
    await signIn(page, baseUrl, admin.email, admin.password);
    const menu = await openDrawerMenu(page);
    await menu.getByRole('link', { name: translations.en.menus.Dashboard, exact: true }).waitFor({ state: 'visible' });

    await page.getByTestId('language-button').click();
    const choice = page.getByRole('menuitem', { name: 'Español' });
    await choice.waitFor({ state: 'visible' });
    // Choosing a language stores it and reloads the page (spec 000 §4).
    const reloaded = page.waitForEvent('load');
    await choice.click();
    await reloaded;

    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await localStorageItem(page, LANGUAGE_STORAGE_KEY)).toBe('es');
    const spanishMenu = await openDrawerMenu(page);
    await spanishMenu.getByRole('link', { name: es.menus.Dashboard, exact: true }).waitFor({ state: 'visible' });
    expect(await spanishMenu.getByRole('link', { name: translations.en.menus.Dashboard, exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect.poll(() => page.title()).toBe(`${es.pages.dashboard} | Assessly`);
    await page.getByTestId('dashboard-welcome').waitFor({ state: 'visible' });
    await screenshot(page, 'dashboard-spanish');
    await expectNoRawTranslationKeys(page);
  });

  it('marks Hindi pages as hi (BCP 47) while the app keeps the code in; every button and link shows its focus', async () => {
    const { page, baseUrl } = env;
    await signIn(page, baseUrl, admin.email, admin.password, '/dashboard', 'in');
    await page.getByTestId('dashboard-welcome').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await localStorageItem(page, LANGUAGE_STORAGE_KEY)).toBe('in');
    const menu = await openDrawerMenu(page);
    await menu.getByRole('link', { name: translations.in.menus.Dashboard, exact: true }).waitFor({ state: 'visible' });
    // The skip link, the app bar's buttons (the ring takes the bar's text colour there) and the drawer's links.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await expectFocusRings(page, 14)).toBeGreaterThanOrEqual(10);
    await expectNoSeriousAxeViolations(page);
    await expectNoRawTranslationKeys(page);
  });
});
