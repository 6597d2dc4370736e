import { DEMO_ACCOUNTS } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  screenshot,
  signIn,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';

const { admin } = DEMO_ACCOUNTS;

describe('lock screen', () => {
  const env = useE2eEnvironment();

  it('locks, refuses a wrong password, and unlocks with the right one', async () => {
    const { page, baseUrl } = env;
    await signIn(page, baseUrl, admin.email, admin.password);
    await page.getByTestId('lock-button').click();
    const overlay = page.getByTestId('lock-overlay');
    await overlay.waitFor({ state: 'visible' });
    await screenshot(page, 'lock-overlay');
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);

    const password = inputByTestId(page, 'lock-password');
    await password.fill('not-the-password');
    await page.getByTestId('unlock-button').click();
    await page.getByTestId('lock-error').waitFor({ state: 'visible' });
    expect(await overlay.isVisible()).toBe(true);
    await screenshot(page, 'lock-wrong-password');

    await password.fill(admin.password);
    await page.getByTestId('unlock-button').click();
    await overlay.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByTestId('app-bar').waitFor({ state: 'visible' });
  });
});
