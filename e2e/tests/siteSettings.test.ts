import { DEMO_ACCOUNTS } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  pageWidth,
  screenshot,
  signIn,
} from '../harness/browser';
import { ROOT_DIR } from '../harness/server';
import { useE2eEnvironment } from '../harness/setup';
import { registerCandidate, setDemoFlag, setEmailSettings, startSmtp, type LocalSmtp } from './reportSteps';

const { admin } = DEMO_ACCOUNTS;
const SETTINGS = '/settings/appSettings';
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const notice = (page: Page) => page.getByTestId('notice');
async function expectNotice(page: Page, text: string) {
  await expect.poll(() => notice(page).innerText(), { timeout: 15_000 }).toBe(text);
  await notice(page).getByRole('button').click();
  await notice(page).waitFor({ state: 'detached' });
}
const appBarBackground = (page: Page) =>
  page.getByTestId('app-bar').evaluate((el) => getComputedStyle(el).backgroundColor);

async function openSettings(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}${SETTINGS}`);
  await page.getByTestId('settings-panels').waitFor();
}
async function openPanel(page: Page, id: string) {
  await page.getByTestId(`settings-panel-${id}-summary`).click();
  await page.getByTestId(`settings-save-${id}`).waitFor({ state: 'visible' });
}

/** A loopback port where nothing listens. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Points the Email settings at `port`, or clears them (no mail server). */
function mailServerAt(databasePath: string, port: number | null) {
  if (port !== null) return setEmailSettings(databasePath, port);
  const db = new Database(databasePath, { timeout: 10_000 });
  try {
    db.prepare('UPDATE site_settings SET host = NULL, port = 0, smtpPassword = NULL WHERE siteSettingsId = 1').run();
  } finally {
    db.close();
  }
}

describe('site settings', () => {
  const env = useE2eEnvironment();
  let smtp: LocalSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('changes the title, logo and app bar colour; the shell, the tab title and the sign-in page follow without a reload', async () => {
    const { page, baseUrl } = env;
    await signIn(page, baseUrl, admin.email, admin.password, SETTINGS);
    await page.getByTestId('settings-panels').waitFor();
    // Set once; a reload would lose it.
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    expect(await appBarBackground(page)).toBe('rgb(54, 54, 54)');

    await inputByTestId(page, 'settings-siteTitle').fill('Acme Academy');
    await page
      .getByTestId('settings-logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('settings-logo-preview').waitFor();
    await page
      .getByTestId('settings-favicon-input')
      .setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('settings-favicon-preview').waitFor();
    await page.getByTestId('settings-save-general').click();
    await expectNotice(page, 'Successfully updated');
    await expect.poll(() => page.title()).toBe('Settings | Acme Academy');
    await expect.poll(() => page.getByTestId('app-bar').innerText()).toContain('Acme Academy');
    const logo = page.getByTestId('app-bar').locator('img');
    await expect.poll(() => logo.getAttribute('src')).toMatch(/^\/upload\/settings\/[0-9a-f-]+\.png$/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await page.getByTestId('settings-save-general').isDisabled()).toBe(true);
    const favicon = () => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '');
    await expect.poll(favicon).toMatch(/\/upload\/settings\/[0-9a-f-]+\.png$/);

    await openPanel(page, 'color');
    await page.getByTestId('color-appBarColor-swatch-455A64').click();
    expect(
      await page.getByTestId('settings-color-preview-appbar').evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(69, 90, 100)');
    // Only the preview changes before saving.
    expect(await appBarBackground(page)).toBe('rgb(54, 54, 54)');
    await inputByTestId(page, 'color-bodyColor').fill('#EEEEEE');
    await page.getByTestId('settings-save-color').click();
    await expectNotice(page, 'Successfully updated');
    await expect.poll(() => appBarBackground(page)).toBe('rgb(69, 90, 100)');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(238, 238, 238)');
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await screenshot(page, 'site-settings-colour-saved');
    await expectNoSeriousAxeViolations(page);

    // The sign-in page shows the new logo and title.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/signIn`);
    const brand = page.locator('img[src^="/upload/settings/"]').first();
    await brand.waitFor();
    expect(await brand.getAttribute('alt')).toBe('Acme Academy');
    await expect.poll(() => page.title()).toContain('Acme Academy');
  });

  it('primary colour: refused when white text is unreadable, then drives buttons, landing and sign-in; texts per language', async () => {
    const { page, baseUrl } = env;
    const en = translations.en;
    const field = (testId: string) => page.locator(`[data-testid="${testId}"]`).first();
    const background = (testId: string) =>
      page.getByTestId(testId).evaluate((el) => getComputedStyle(el).backgroundColor);
    await signIn(page, baseUrl, admin.email, admin.password, SETTINGS);
    await page.getByTestId('settings-panels').waitFor();
    await openPanel(page, 'color');
    const primary = inputByTestId(page, 'color-primaryColor');
    expect(await primary.inputValue()).toBe('#1565C0');
    // A light teal: white button text on it is below 4.5:1, said at once and refused.
    await primary.fill('#26A69A');
    await expect.poll(() => page.getByTestId('primary-contrast-whiteText').getAttribute('data-passes')).toBe('false');
    await expect
      .poll(() => page.getByTestId('settings-panel-color').innerText())
      .toContain(en.messages.primaryColorContrast);
    expect(await page.getByTestId('settings-save-color').isDisabled()).toBe(true);
    await screenshot(page, 'settings-primary-colour-refused');
    await page.getByTestId('color-primaryColor-swatch-00695C').click();
    await expect.poll(() => page.getByTestId('primary-contrast-whiteText').getAttribute('data-passes')).toBe('true');
    expect(await background('settings-color-preview-button')).toBe('rgb(0, 105, 92)');
    // Checked with a valid colour: while a refused one is typed, the preview shows its unreadable pair on purpose.
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('settings-save-color').click();
    await expectNotice(page, 'Successfully updated');

    // Texts per language: a Spanish landing heading and a Spanish footer text.
    await openPanel(page, 'landing');
    await page.getByTestId('settings-landing-language-es').click();
    await field('settings-homeHeader1-es').fill('Evaluaciones de Acme para ti');
    await page.getByTestId('settings-save-landing').click();
    await expectNotice(page, 'Successfully updated');
    await field('settings-footerText-es').fill('Acme, en español');
    await page.getByTestId('settings-save-general').click();
    await expectNotice(page, 'Successfully updated');
    await expectNoSeriousAxeViolations(page);

    // The Spanish shell's footer; the landing page in Spanish and English, its buttons in the new colour.
    await signIn(page, baseUrl, admin.email, admin.password, '/dashboard', 'es');
    await expect.poll(() => page.getByTestId('footer').innerText()).toBe('Acme, en español');
    await page.goto(`${baseUrl}/`);
    await page.locator('#home h1').waitFor();
    expect(await page.locator('#home h1').innerText()).toBe('Evaluaciones de Acme para ti');
    await expect.poll(() => page.getByTestId('landing-footer-text').innerText()).toBe('Acme, en español');
    expect(await background('get-started')).toBe('rgb(0, 105, 92)');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.locator('#home h1').waitFor();
    expect(await page.locator('#home h1').innerText()).not.toBe('Evaluaciones de Acme para ti');
    // The sign-in page's brand panel is drawn in the primary colour too.
    await page.goto(`${baseUrl}/signIn`);
    const panel = page.locator('aside').first();
    await panel.waitFor();
    expect(await panel.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('rgb(0, 105, 92)');
    await expectNoSeriousAxeViolations(page);
  });

  it('an invalid version shows its message and disables Save; the demo admin sees Email locked; no axe violation', async () => {
    const { page, baseUrl } = env;
    await signIn(page, baseUrl, admin.email, admin.password, SETTINGS);
    await page.getByTestId('settings-panels').waitFor();
    const version = inputByTestId(page, 'settings-version');
    await version.fill('1.5');
    const helper = page.locator(`#${await version.getAttribute('aria-describedby')}`);
    await expect.poll(() => helper.innerText()).toBe('Enter a whole number greater than 0');
    expect(await page.getByTestId('settings-save-general').isDisabled()).toBe(true);
    expect(await page.getByTestId('settings-status-general').innerText()).toBe('Correct the marked fields to save');
    await version.fill('2');
    await expect.poll(() => page.getByTestId('settings-save-general').isDisabled()).toBe(false);
    await version.fill('');
    await expect.poll(() => helper.innerText()).toBe('Required');
    expect(await page.getByTestId('settings-save-general').isDisabled()).toBe(true);

    await openPanel(page, 'email');
    await page.getByTestId('settings-locked-email').waitFor();
    expect(await inputByTestId(page, 'settings-host').isDisabled()).toBe(true);
    expect(await page.getByTestId('settings-save-email').isDisabled()).toBe(true);
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'site-settings-desktop');

    // A phone in Hindi: panels full width, nothing untranslated, still accessible.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => localStorage.setItem('language', 'in'));
    await openSettings(page, baseUrl);
    await openPanel(page, 'landing');
    const width = await page.getByTestId('settings-panel-landing').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(330);
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'site-settings-phone-hi');
  });

  it('a real admin saves the Email panel: the password is never shown again and the status says complete', async () => {
    const { page, baseUrl, server } = env;
    const owner = { email: 'owner@acme.test', password: 'owner-pass-123' };
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/create-admin.ts', '--email', owner.email, '--password', owner.password],
      { cwd: ROOT_DIR, env: { ...process.env, DATABASE_URL: `file:${server.databasePath}`, LOG_LEVEL: 'warn' } },
    );
    await signIn(page, baseUrl, owner.email, owner.password, SETTINGS);
    await page.getByTestId('settings-panels').waitFor();
    await openPanel(page, 'email');
    expect(await page.getByTestId('settings-email-status').innerText()).toBe('Email settings not done yet');
    await inputByTestId(page, 'settings-defaultEmail').fill('mailer@acme.test');
    await inputByTestId(page, 'settings-smtpPassword').fill('smtp-Browser-Secret-1');
    await inputByTestId(page, 'settings-host').fill('smtp.acme.test');
    await inputByTestId(page, 'settings-port').fill('abc');
    expect(await page.getByTestId('settings-save-email').isDisabled()).toBe(true);
    await inputByTestId(page, 'settings-port').fill('587');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/Settings/GetAdminSettings'));
    await page.getByTestId('settings-save-email').click();
    await expectNotice(page, 'Successfully updated');
    expect(await (await answer).text()).not.toContain('smtp-Browser-Secret-1');
    await expect.poll(() => page.getByTestId('settings-email-status').innerText()).toBe('Email settings complete');
    expect(await inputByTestId(page, 'settings-smtpPassword').inputValue()).toBe('');
    expect(await page.getByTestId('settings-smtpPassword-status').innerText()).toBe('A password is set');
    expect(await page.getByTestId('settings-save-email').isDisabled()).toBe(true);
    await openPanel(page, 'payment');
    expect(await page.getByTestId('settings-stripeSecretKey-status').innerText()).toBe('Not set');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'site-settings-email-saved');
  });

  it('the Mail log explains mail without a server, links to the Email panel, whose test mail reports the answer', async () => {
    const { page, baseUrl, server } = env;
    const en = translations.en;
    // The demo admin may not send mail (its password is public): this test plays the site's real admin.
    setDemoFlag(server.databasePath, admin.email, false);
    try {
      mailServerAt(server.databasePath, null);
      await signIn(page, baseUrl, admin.email, admin.password, '/settings/mailLog');
      const notReady = page.getByTestId('mail-log-not-ready');
      await notReady.waitFor();
      expect(await notReady.innerText()).toContain(en.mailLog.notReadyTitle);
      await page.getByTestId('mail-log-empty').waitFor();
      await expectNoRawTranslationKeys(page);
      await expectNoSeriousAxeViolations(page);

      // Its link opens Site settings with the Email panel open, and the test mail says what is missing.
      await notReady.getByRole('link', { name: en.mailLog.openEmailSettings }).click();
      await page.waitForURL((url) => url.pathname === SETTINGS && url.search === '?panel=email');
      await page.getByTestId('settings-save-email').waitFor({ state: 'visible' });
      await page.getByTestId('test-mail-send').click();
      const result = page.getByTestId('test-mail-result');
      await expect.poll(() => result.innerText()).toBe(en.messages.emailSettingsNotDoneYet);

      // A working mail server: the mail arrives and the panel says so.
      mailServerAt(server.databasePath, smtp.port);
      await openSettings(page, baseUrl);
      await openPanel(page, 'email');
      await page.getByTestId('test-mail-send').click();
      await expect.poll(() => result.innerText()).toContain(`A test mail was sent to ${admin.email}`);
      await smtp.waitFor((m) => m.includes(`To: ${admin.email}`) && m.includes('Subject: Test mail from '));

      // Nothing listens on the port: the mail server's reason, in Spanish.
      mailServerAt(server.databasePath, await closedPort());
      await page.evaluate(() => localStorage.setItem('language', 'es'));
      await page.goto(`${baseUrl}${SETTINGS}?panel=email`);
      await page.getByTestId('settings-save-email').waitFor({ state: 'visible' });
      await inputByTestId(page, 'test-mail-to').fill('alguien@example.com');
      await page.getByTestId('test-mail-send').click();
      await expect
        .poll(() => result.innerText())
        .toMatch(/^No se pudo conectar con el servidor de correo: .*\(connect ECONNREFUSED 127\.0\.0\.1:\d+\)$/);
      await expectNoRawTranslationKeys(page);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'email-panel-test-mail-1280-es');
      await page.setViewportSize({ width: 375, height: 812 });
      await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
      await screenshot(page, 'email-panel-test-mail-375-es');

      // A password reset waiting in the outbox: the log shows it masked, beside the two test mails.
      const candidate = { fullName: 'Rita Reset', email: 'rita@example.com', password: 'rita-pass-123' };
      await registerCandidate(baseUrl, candidate);
      const reset = await fetch(`${baseUrl}/api/Settings/SendPasswordMail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ toEmail: candidate.email }),
      });
      expect(await reset.json()).toEqual({ responseMsg: 'pleaseCheckyouremail' });
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${baseUrl}/settings/mailLog`);
      const rows = page.getByTestId('mail-log-row');
      await expect.poll(() => rows.count()).toBe(4);
      const failed = rows.filter({ hasText: 'alguien@example.com' });
      expect(await failed.getByTestId('mail-reason').innerText()).toMatch(
        /^Could not connect to the mail server: check the host and the port \(connect ECONNREFUSED/,
      );
      await failed.getByTestId('mail-state-failed').waitFor();
      await rows.filter({ hasText: 'Test mail from ' }).getByTestId('mail-state-sent').waitFor();
      await expectNoRawTranslationKeys(page);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'mail-log-1280-en');

      // The reset mail as it looks: in a sandboxed frame, its link masked.
      await rows
        .filter({ hasText: 'Reset your password' })
        .getByRole('button', { name: /^Show the mail/ })
        .click();
      const frame = page.getByTestId('mail-preview-frame');
      await frame.waitFor();
      expect(await frame.getAttribute('sandbox')).toBe('');
      await page.getByTestId('mail-preview-masked').waitFor();
      const body = page.frameLocator('[data-testid="mail-preview-frame"]').locator('body');
      await expect.poll(() => body.innerText()).toContain('/resetPassword?token=••••••••');
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'mail-log-preview-1280-en');
      await page.getByTestId('mail-preview-close').click();

      // Send again: the failed mail is queued for its next try.
      await failed.getByRole('button', { name: /^Send the mail to alguien@example.com again/ }).click();
      await expect.poll(() => page.getByTestId('notice').innerText()).toContain(en.messages.mailRetryQueued);
      await failed.getByTestId('mail-state-retrying').waitFor();
      await page.getByTestId('mail-log-filter-sent').click();
      await expect.poll(() => rows.count()).toBe(1);

      // A phone, in Spanish.
      await page.evaluate(() => localStorage.setItem('language', 'es'));
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${baseUrl}/settings/mailLog`);
      await page.getByTestId('mail-log-row').first().waitFor();
      await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
      await expectNoRawTranslationKeys(page);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'mail-log-375-es');
    } finally {
      setDemoFlag(server.databasePath, admin.email, true);
    }
  });
});
