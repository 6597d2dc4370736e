// FAQ, Contacts, Browse History and AI Consumption (spec 000 §2 "Other admin lists", issue 6), through
// the personalize menu as a user reaches them.
import { DEMO_ACCOUNTS } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  downloadFile,
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  screenshot,
  settle,
  signIn,
  xlsxSheet,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { adminApi, screenshotsAtBothWidths } from './questionFixtures';

const { admin, candidate } = DEMO_ACCOUNTS;
const en = translations.en;
const bn = translations.bn;

/** Opens the personalize menu and answers the test ids of its entries, in order. */
async function personalizeEntries(page: Page): Promise<string[]> {
  await page.getByTestId('personalize-button').click();
  const items = page.locator('[role="menu"] [data-testid^="personalize-"]');
  await items.first().waitFor({ state: 'visible' });
  return items.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
}

/** Goes to a screen through the personalize menu (the menu must be open). */
async function openFromMenu(page: Page, entry: string, path: string) {
  await page.getByTestId(`personalize-${entry}`).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** The same screen in Bengali: the choice is stored and the page reloads (spec 000 §4). */
async function inBengali(page: Page, shoot: () => Promise<void>) {
  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await page.reload();
  await shoot();
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
}

describe('FAQ, contacts and the logs', () => {
  const env = useE2eEnvironment();

  it("lets the admin add a FAQ, refuses a second with the same title ('Duplicate FAQ!'), and shows the six personalize links", async () => {
    const { page, baseUrl } = env;
    await signIn(page, baseUrl, admin.email, admin.password);
    expect(await personalizeEntries(page)).toEqual([
      'personalize-profile',
      'personalize-password',
      'personalize-faq',
      'personalize-contacts',
      'personalize-browseList',
      'personalize-aiConsumption',
    ]);
    await openFromMenu(page, 'faq', '/settings/faq');
    await page.getByTestId('faq-empty').waitFor();
    expect(await page.getByTestId('faq-empty').innerText()).toBe(en.siteContent.faqEmpty);
    // PDF and Excel only (spec 000 §2), no CSV.
    await page.getByTestId('faq-export-pdf').waitFor();
    expect(await page.getByTestId('faq-export-xlsx').isVisible()).toBe(true);
    expect(await page.getByTestId('faq-export-csv').count()).toBe(0);

    await page.getByTestId('faq-new').click();
    const submit = page.getByTestId('faq-dialog-submit');
    await inputByTestId(page, 'faq-title').fill('How long does an exam take?');
    await page
      .locator('textarea[data-testid="faq-description"]')
      .fill('Each assessment shows its time limit.\nThe timer starts when you press Start.');
    await submit.click();
    await page.getByTestId('faq-dialog').waitFor({ state: 'detached' });
    const rows = page.getByTestId('faq-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('How long does an exam take?');
    await expectNoSeriousAxeViolations(page);

    // The same title with other capitals and spaces: refused, the dialog stays open with the text.
    await page.getByTestId('faq-new').click();
    await inputByTestId(page, 'faq-title').fill('  how LONG does an   exam take? ');
    await page.locator('textarea[data-testid="faq-description"]').fill('Another answer.');
    await submit.click();
    // The notice of the first save may still be showing: wait for the refusal's own.
    await page.getByTestId('notice').filter({ hasText: 'Duplicate FAQ!' }).waitFor();
    expect(await page.getByTestId('faq-dialog').innerText()).toContain('Duplicate FAQ!');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'faq-duplicate-1280');
    await page.getByTestId('faq-dialog-cancel').click();
    await page.getByTestId('faq-dialog-discard-confirm').click();
    await page.getByTestId('faq-dialog').waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);

    // A required field left empty keeps Save from reaching the server and says why.
    await page.getByTestId('faq-new').click();
    await inputByTestId(page, 'faq-title').fill('Only a title');
    await submit.click();
    await page.getByText(en.messages.required).first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('faq-dialog-discard-confirm').click();

    await screenshotsAtBothWidths(page, 'faq-admin', screenshot);
    await inBengali(page, async () => {
      await page.getByTestId('faq-row').first().waitFor();
      expect(await page.getByTestId('page-title').innerText()).toBe(bn.pages.faq);
      await expectNoRawTranslationKeys(page);
      await screenshotsAtBothWidths(page, 'faq-admin-bn', screenshot);
    });
  });

  it('shows the candidate the FAQ as a read-only accordion, reached through the personalize menu', async () => {
    const { page, baseUrl } = env;
    const api = await adminApi(baseUrl);
    const created = await api.call('POST', '/Settings/CreateFaq', {
      title: 'Can I use a calculator?',
      description: 'Only when the instructions of the assessment say so.',
    });
    expect(created.status).toBe(200);
    await signIn(page, baseUrl, candidate.email, candidate.password);
    // allowFaq is on by default (spec 000 §9): profile, password and FAQ, nothing of the admin's.
    expect(await personalizeEntries(page)).toEqual(['personalize-profile', 'personalize-password', 'personalize-faq']);
    await openFromMenu(page, 'faq', '/settings/faq');
    const item = page.getByTestId('faq-item').filter({ hasText: 'Can I use a calculator?' });
    await item.waitFor();
    expect(await page.getByTestId('faq-new').count()).toBe(0);
    expect(await page.getByTestId('faq-export').count()).toBe(0);
    const answer = page.getByText('Only when the instructions of the assessment say so.');
    expect(await answer.isVisible()).toBe(false);
    await item.getByRole('button', { name: 'Can I use a calculator?' }).click();
    await answer.waitFor({ state: 'visible' });
    await expectNoSeriousAxeViolations(page);
    await expectNoRawTranslationKeys(page);
    await screenshotsAtBothWidths(page, 'faq-candidate', screenshot);
    await inBengali(page, async () => {
      await page.getByTestId('faq-item').first().waitFor();
      await expectNoSeriousAxeViolations(page);
      await screenshotsAtBothWidths(page, 'faq-candidate-bn', screenshot);
    });
  });

  it('shows a message sent through the public contact call in Contacts, and exports it as Excel', async () => {
    const { page, baseUrl } = env;
    const message = 'We would like a demo for our school of 300 pupils next week, please.';
    const sent = await fetch(`${baseUrl}/api/Settings/CreateContacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Grace Hopper', email: 'grace@example.edu', message }),
    });
    expect(await sent.json()).toEqual({ responseMsg: 'contactMessageSent' });

    await signIn(page, baseUrl, admin.email, admin.password);
    await personalizeEntries(page);
    await openFromMenu(page, 'contacts', '/settings/contacts');
    const row = page.getByTestId('contacts-row').filter({ hasText: 'Grace Hopper' });
    await row.waitFor();
    expect(await row.innerText()).toContain(message);
    expect(await row.getByTestId('contact-email').getAttribute('href')).toBe('mailto:grace@example.edu');
    expect(await row.innerText()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(await page.getByTestId('contacts-export-csv').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    const download = await downloadFile(page, 'contacts-export-xlsx');
    expect(download.name).toBe('contacts.xlsx');
    const { values } = await xlsxSheet(download.data);
    expect(values(1)).toEqual([
      en.siteContent.colName,
      en.siteContent.colEmail,
      en.siteContent.colMessage,
      en.siteContent.colDate,
    ]);
    expect(values(2).slice(0, 3)).toEqual(['Grace Hopper', 'grace@example.edu', message]);
    expect(values(2)[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await screenshotsAtBothWidths(page, 'contacts', screenshot);
    await inBengali(page, async () => {
      await page.getByTestId('contacts-row').first().waitFor();
      await expectNoRawTranslationKeys(page);
      await screenshotsAtBothWidths(page, 'contacts-bn', screenshot);
    });
  });

  it("shows the admin's own sign-in in Browse History and a friendly empty AI Consumption log", async () => {
    const { page, baseUrl } = env;
    await signIn(page, baseUrl, admin.email, admin.password);
    await personalizeEntries(page);
    await openFromMenu(page, 'browseList', '/user/browseList');
    const first = page.getByTestId('browse-row').first();
    await first.waitFor();
    // Newest first: this very session, still open, with the admin's name and e-mail.
    expect(await first.getByTestId('browse-email').innerText()).toBe(admin.email);
    expect(await first.innerText()).toContain(admin.fullName);
    expect(await first.innerText()).toContain(en.siteContent.stillSignedIn);
    const loginTime = (await first.getByTestId('browse-login-time').textContent()) ?? '';
    expect(loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Math.abs(Date.parse(`${loginTime.replace(' ', 'T')}Z`) - Date.now())).toBeLessThan(5 * 60_000);
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'browse-history', screenshot);

    await personalizeEntries(page);
    await openFromMenu(page, 'aiConsumption', '/user/aiConsumption');
    await page.getByTestId('ai-usage-empty').waitFor();
    expect(await page.getByTestId('ai-usage-empty').innerText()).toBe(en.siteContent.aiEmpty);
    await expectNoSeriousAxeViolations(page);
    await settle(page);
    await screenshotsAtBothWidths(page, 'ai-consumption-empty', screenshot);
    await inBengali(page, async () => {
      await page.getByTestId('ai-usage-empty').waitFor();
      expect(await page.getByTestId('ai-usage-empty').innerText()).toBe(bn.siteContent.aiEmpty);
      await screenshot(page, 'ai-consumption-empty-bn-1280');
      await page.goto(`${baseUrl}/user/browseList`);
      await page.getByTestId('browse-row').first().waitFor();
      await expectNoRawTranslationKeys(page);
      await screenshotsAtBothWidths(page, 'browse-history-bn', screenshot);
    });
  });
});
