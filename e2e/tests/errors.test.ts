import { DEMO_ACCOUNTS } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  localStorageItem,
  screenshot,
  signIn,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';

const { admin } = DEMO_ACCOUNTS;
const texts = translations.en.errorPages;

describe('error screens', () => {
  const env = useE2eEnvironment();

  it('shows the 404 screen for an unknown URL', async () => {
    const { page, baseUrl } = env;
    await page.goto(`${baseUrl}/this/does/not/exist`);
    const screen = page.getByTestId('error-screen');
    await screen.getByRole('heading', { name: texts.notFoundTitle }).waitFor({ state: 'visible' });
    expect(texts.notFoundTitle).toBe('Page not found');
    await screenshot(page, 'error-not-found');
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
  });

  it('lands on Token Expired when the session was revoked, and clears the token', async () => {
    const { page, baseUrl } = env;
    await signIn(page, baseUrl, admin.email, admin.password);
    const token = await localStorageItem(page, 'token');
    expect(token).toBeTruthy();

    // Revoke the session on the server (the sign-out call), behind the page's back.
    const revoked = await fetch(`${baseUrl}/api/User/UpdateLoginHistory/x`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);

    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/unauthorized');
    await page
      .getByTestId('error-screen')
      .getByRole('heading', { name: texts.unauthorizedTitle })
      .waitFor({ state: 'visible' });
    expect(texts.unauthorizedTitle).toBe('Token Expired');
    await expect.poll(() => localStorageItem(page, 'token')).toBeNull();
    await screenshot(page, 'error-unauthorized');
    await expectNoRawTranslationKeys(page);
  });

  it('shows Entry Restricted on /forbidden', async () => {
    const { page, baseUrl } = env;
    await page.goto(`${baseUrl}/forbidden`);
    await page
      .getByTestId('error-screen')
      .getByRole('heading', { name: texts.forbiddenTitle })
      .waitFor({ state: 'visible' });
    expect(texts.forbiddenTitle).toBe('Entry Restricted');
    await screenshot(page, 'error-forbidden');
    await expectNoRawTranslationKeys(page);
  });

  it('shows Internet Disruption on /noInternet', async () => {
    const { page, baseUrl } = env;
    await page.goto(`${baseUrl}/noInternet`);
    await page
      .getByTestId('error-screen')
      .getByRole('heading', { name: texts.noInternetTitle })
      .waitFor({ state: 'visible' });
    expect(texts.noInternetTitle).toBe('Internet Disruption');
    await screenshot(page, 'error-no-internet');
    await expectNoRawTranslationKeys(page);
  });
});
