import { DEMO_ACCOUNTS, LANGUAGE_STORAGE_KEY } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  screenshot,
  signInThroughUi,
} from '../harness/browser';
import { drawerLinkNames, openDrawerMenu, useE2eEnvironment } from '../harness/setup';

const { admin, candidate } = DEMO_ACCOUNTS;
const en = translations.en;

describe('sign-in', () => {
  const env = useE2eEnvironment();

  it('shows the admin menus in the drawer after an admin signs in', async () => {
    const { page, baseUrl } = env;
    await signInThroughUi(page, baseUrl, admin.email, admin.password);
    const menu = await openDrawerMenu(page);
    for (const name of ['Dashboard', 'Users', 'Menus', 'App Settings', 'Assessments']) {
      await menu.getByRole('link', { name, exact: true }).waitFor({ state: 'visible' });
    }
    expect(await drawerLinkNames(page)).not.toContain('Reports');
    await page.getByTestId('dashboard-welcome').waitFor({ state: 'visible' });
    await screenshot(page, 'dashboard-admin');
    await expectNoRawTranslationKeys(page);
  });

  it('shows exactly Dashboard and Reports in the drawer after a candidate signs in', async () => {
    const { page, baseUrl } = env;
    await signInThroughUi(page, baseUrl, candidate.email, candidate.password);
    const names = await drawerLinkNames(page);
    expect(names).toEqual(['Dashboard', 'Reports']);
    expect(names).not.toContain('Users');
    await page.getByTestId('dashboard-welcome').waitFor({ state: 'visible' });
    await screenshot(page, 'dashboard-candidate');
    await expectNoRawTranslationKeys(page);
  });

  it('says "Incorrect Email/Password!" on a wrong password and stays on /signIn', async () => {
    const { page, baseUrl } = env;
    await page.goto(`${baseUrl}/signIn`);
    await inputByTestId(page, 'signin-email').fill(admin.email);
    await inputByTestId(page, 'signin-password').fill('not-the-password');
    await page.getByTestId('signin-submit').click();
    const notice = page.getByTestId('notice');
    await notice.waitFor({ state: 'visible' });
    await expect.poll(() => notice.innerText()).toContain(en.messages.incorrectEmailPassword);
    expect(en.messages.incorrectEmailPassword).toBe('Incorrect Email/Password!');
    expect(new URL(page.url()).pathname).toBe('/signIn');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'signin-wrong-password');
  });

  it('prefills the e-mail with the demo shortcut links', async () => {
    const { page, baseUrl } = env;
    await page.goto(`${baseUrl}/signIn`);
    const email = inputByTestId(page, 'signin-email');
    await page.getByTestId('demo-admin').click();
    await expect.poll(() => email.inputValue()).toBe(admin.email);
    await page.getByTestId('demo-candidate').click();
    await expect.poll(() => email.inputValue()).toBe(candidate.email);
    // The password field is filled too, so the shortcut signs straight in.
    expect(await inputByTestId(page, 'signin-password').inputValue()).toBe(candidate.password);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('fits each demo shortcut label inside its button in every language at 1280 px', async () => {
    const { page, baseUrl } = env;
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const language of ['en', 'es', 'it', 'in', 'bn']) {
      await page.goto(`${baseUrl}/signIn`);
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_STORAGE_KEY, language]);
      await page.reload();
      for (const id of ['demo-admin', 'demo-candidate']) {
        const button = page.getByTestId(id);
        await button.waitFor({ state: 'visible' });
        // Nothing of the label runs past the button's border (it did in Spanish).
        const overflow = await button.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow, `${id} in ${language}`).toBeLessThanOrEqual(0);
      }
    }
  });

  it('checks the 8-character minimum as the password is typed, and explains the public demo accounts', async () => {
    const { page, baseUrl } = env;
    let logins = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/User/GetLoginInfo')) logins += 1;
    });
    await page.goto(`${baseUrl}/signIn`);
    await inputByTestId(page, 'signin-email').fill(admin.email);
    const password = inputByTestId(page, 'signin-password');
    await password.fill('1234567');
    const form = page.getByRole('form', { name: en.signIn.title });
    // Spec 000 §5: at least 8 characters, said while typing, and nothing is sent.
    await form.getByText(en.messages.min8Character, { exact: true }).waitFor();
    await page.getByTestId('signin-submit').click();
    expect(logins).toBe(0);
    await password.fill('12345678');
    await form.getByText(en.messages.min8Character, { exact: true }).waitFor({ state: 'detached' });

    // Issue 20: the demo accounts are public, and the page says how a real admin is made.
    const demo = page.getByTestId('demo-explained');
    expect(await demo.innerText()).toContain(en.signIn.demoExplained);
    expect(await demo.innerText()).toContain('npm run create-admin -- --email you@example.com --password');
  });

  it('titles the pages "Sign in | Assessly" and "Dashboard | Assessly"', async () => {
    const { page, baseUrl } = env;
    await page.goto(`${baseUrl}/signIn`);
    await expect.poll(() => page.title()).toBe('Sign in | Assessly');
    await signInThroughUi(page, baseUrl, admin.email, admin.password);
    await expect.poll(() => page.title()).toBe('Dashboard | Assessly');
  });

  it('has no serious or critical axe violations on /signIn', async () => {
    const { page, baseUrl } = env;
    await page.goto(`${baseUrl}/signIn`);
    await page.getByTestId('signin-submit').waitFor({ state: 'visible' });
    await screenshot(page, 'signin');
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
  });

  it('has no serious or critical axe violations on the signed-in dashboard shell', async () => {
    const { page, baseUrl } = env;
    await signInThroughUi(page, baseUrl, admin.email, admin.password);
    await openDrawerMenu(page);
    await page.getByTestId('drawer-menu').getByRole('link').first().waitFor({ state: 'visible' });
    await page.getByTestId('dashboard-welcome').waitFor({ state: 'visible' });
    await expectNoSeriousAxeViolations(page);
  });
});
