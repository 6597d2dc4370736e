import { DEMO_ACCOUNTS, LANGUAGE_STORAGE_KEY } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  screenshot,
  signIn,
} from '../harness/browser';
import { openDrawerMenu, useE2eEnvironment } from '../harness/setup';
import { screenshotsAtBothWidths } from './questionFixtures';

const { candidate } = DEMO_ACCOUNTS;
const en = translations.en;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('Profile screen', () => {
  const env = useE2eEnvironment();
  const notice = () => env.page.getByTestId('notice');

  async function openProfile(page: Page, baseUrl: string) {
    await signIn(page, baseUrl, candidate.email, candidate.password, '/user/profile');
    await inputByTestId(page, 'profile-fullname').waitFor();
    // Filled once the profile has loaded (the first test renames the demo candidate).
    await expect.poll(() => inputByTestId(page, 'profile-fullname').inputValue()).not.toBe('');
  }

  it('a candidate uploads a picture and saves a new name; the drawer shows both at once', async () => {
    const { page, baseUrl } = env;
    await openProfile(page, baseUrl);
    expect(await inputByTestId(page, 'profile-fullname').inputValue()).toBe(candidate.fullName);
    // A candidate's e-mail is read-only, and the page says why.
    expect(await inputByTestId(page, 'profile-email').isEditable()).toBe(false);
    await page.getByText(en.profile.emailHintCandidate).waitFor();
    expect(await page.getByTestId('profile-save').isDisabled()).toBe(true);
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);

    // A text file that claims to be a PNG is refused by the server, with the reason under the picture.
    const input = page.getByTestId('profile-picture-input');
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await page.getByTestId('profile-picture-message').filter({ hasText: en.messages.onlyImageFile }).waitFor();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('profile-picture-message').filter({ hasText: en.profile.pictureReady }).waitFor();
    const src = await page.getByTestId('profile-picture-avatar').locator('img').getAttribute('src');
    expect(src).toMatch(/^\/upload\/profile\/[0-9a-f-]{36}\.png$/);

    await inputByTestId(page, 'profile-fullname').fill('Cara Pictured');
    await inputByTestId(page, 'profile-mobile').fill('+44 20 7946 0000');
    await inputByTestId(page, 'profile-dob').fill('2001-07-15');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => notice().innerText()).toContain(en.messages.successfullyUpdated);

    // The shell follows without a reload: name and picture in the drawer.
    await openDrawerMenu(page);
    const avatar = page.getByRole('img', { name: en.shell.userAvatar.replace('{{name}}', 'Cara Pictured') }).first();
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toBe(src);
    await page.getByText('Cara Pictured', { exact: true }).first().waitFor();
    // The picture is served.
    const served = await page.request.get(`${baseUrl}${src}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');

    // And after a reload everything is still there.
    await page.reload();
    await expect.poll(() => inputByTestId(page, 'profile-fullname').inputValue()).toBe('Cara Pictured');
    expect(await inputByTestId(page, 'profile-dob').inputValue()).toBe('2001-07-15');
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'profile-en', screenshot);
  });

  it('reads well in Spanish on a phone and a laptop and links to Change password', async () => {
    const { page, baseUrl } = env;
    await page.goto(`${baseUrl}/signIn`);
    await page.evaluate((key) => localStorage.setItem(key, 'es'), LANGUAGE_STORAGE_KEY);
    await openProfile(page, baseUrl);
    const es = translations.es;
    expect(await page.getByTestId('page-title').innerText()).toBe(es.pages.profile);
    await page.getByText(es.profile.emailHintCandidate).waitFor();
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'profile-es', screenshot);
    await page.getByTestId('profile-change-password').click();
    await page.waitForURL((url) => url.pathname === '/user/password');
  });
});
