import { DEMO_ACCOUNTS } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { describe, expect, it } from 'vitest';
import { localStorageItem, screenshot, signInThroughUi } from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';

const { candidate } = DEMO_ACCOUNTS;
const en = translations.en;

describe('sign-out', () => {
  const env = useE2eEnvironment();

  it('asks first, stays on "Stay Here", and signs out for good on confirm', async () => {
    const { page, baseUrl } = env;
    await signInThroughUi(page, baseUrl, candidate.email, candidate.password);
    const token = await localStorageItem(page, 'token');
    expect(token).toBeTruthy();

    await page.getByTestId('signout-button').click();
    const dialog = page.getByTestId('signout-dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.innerText()).toContain(en.shell.signOutTitle);
    expect(en.shell.signOutTitle).toBe('Want to leave?');
    await screenshot(page, 'signout-dialog');

    await page.getByTestId('stay-here').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await localStorageItem(page, 'token')).toBe(token);

    await page.getByTestId('signout-button').click();
    await dialog.waitFor({ state: 'visible' });
    await page.getByTestId('confirm-signout').click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => localStorageItem(page, 'token')).toBeNull();
    await screenshot(page, 'landing-after-signout');

    // The server revoked the session: the old token no longer works.
    const response = await fetch(`${baseUrl}/api/User/GetCurrentUserInfo`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
  });
});
