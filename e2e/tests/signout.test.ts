import { DEMO_ACCOUNTS } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, localStorageItem, screenshot, signIn } from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';

const { candidate } = DEMO_ACCOUNTS;
const en = translations.en;

describe('sign-out', () => {
  const env = useE2eEnvironment();

  it('asks first, stays on "Stay Here", and signs out for good on confirm', async () => {
    const { page, baseUrl } = env;
    await signIn(page, baseUrl, candidate.email, candidate.password);
    const token = await localStorageItem(page, 'token');
    expect(token).toBeTruthy();

    await page.getByTestId('signout-button').click();
    const dialog = page.getByTestId('signout-dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.innerText()).toContain(en.shell.signOutTitle);
    expect(en.shell.signOutTitle).toBe('Want to leave?');
    await screenshot(page, 'signout-dialog');
    await expectNoSeriousAxeViolations(page);

    await page.getByTestId('stay-here').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await localStorageItem(page, 'token')).toBe(token);

    await page.getByTestId('signout-button').click();
    await dialog.waitFor({ state: 'visible' });
    await page.getByTestId('confirm-signout').click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => localStorageItem(page, 'token')).toBeNull();
    // Signing out must end on the landing page, not bounce on to an error screen a moment later
    // (e.g. a query of the closing shell refetching without a token and getting a 401).
    await page.waitForTimeout(2_000);
    expect(new URL(page.url()).pathname, 'after sign-out the page should stay on /').toBe('/');
    await screenshot(page, 'landing-after-signout');

    // The server revoked the session: the old token no longer works.
    const response = await fetch(`${baseUrl}/api/User/GetCurrentUserInfo`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
  });
});
