import type { AiStandIn } from '@assessly/server/test/helpers/aiStandIn';
import { LANGUAGE_STORAGE_KEY } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  pageWidth,
  screenshot,
  signIn,
} from '../harness/browser';
import { ROOT_DIR } from '../harness/server';
import { openDrawerMenu, type E2eEnvironment } from '../harness/setup';
import { fill, shots, signInAsAdmin, tallShot, useAiE2eEnvironment } from './aiSteps';
import type { AdminApi } from './questionFixtures';

const en = translations.en;

/** A text field or textarea by the test id on the element itself. */
const box = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]`).first();
const notice = (page: Page) => page.getByTestId('notice');
async function expectNotice(page: Page, text: string) {
  await expect.poll(() => notice(page).innerText(), { timeout: 30_000 }).toBe(text);
  await notice(page).getByRole('button').click();
  await notice(page).waitFor({ state: 'detached' });
}
async function openSettings(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/settings/appSettings`);
  await page.getByTestId('settings-panels').waitFor();
}
async function signInToSettings(env: E2eEnvironment) {
  await signInAsAdmin(env, '/settings/appSettings');
  await env.page.getByTestId('settings-panels').waitFor();
}
/** The helper or error text under a field. */
async function helperOf(page: Page, testId: string) {
  const id = await box(page, testId).getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).innerText() : '';
}

/**
 * The AI text helper, the AI choice of the add-instruction dialog and the AI panel of Site settings
 * (issue 8), through the real server whose SDKs reach the provider stand-in started here over HTTP.
 */
describe('AI text helper, AI instructions and the AI settings panel', () => {
  const aiE2e = useAiE2eEnvironment();
  const { env, holdReplies } = aiE2e;
  let ai: AiStandIn;
  let api: AdminApi;
  beforeAll(() => {
    ({ ai, api } = aiE2e);
  });
  const dialog = () => env.page.getByTestId('ai-text-dialog');

  it('a General text field: help icon → instruction → Generate fills the field; saved, it is there after a reload', async () => {
    const { page } = env;
    await signInToSettings(env);
    const help = page.getByTestId('settings-footerText-ai');
    expect(await help.getAttribute('aria-label')).toBe(
      fill(en.ai.helpButtonFor, { field: en.siteSettings.footerText }),
    );
    await help.click();
    await dialog().waitFor();
    expect(await page.getByTestId('ai-text-provider').innerText()).toBe(
      fill(en.ai.providerInUse, { provider: 'Gemini AI' }),
    );

    // Required and at most 250 characters, with the counter.
    const instruction = box(page, 'ai-text-instruction');
    await instruction.fill('x'.repeat(251));
    await expect.poll(() => helperOf(page, 'ai-text-instruction')).toContain(en.messages.max250characters);
    expect(await page.getByTestId('ai-text-instruction-count').innerText()).toBe('251/250');
    await page.getByTestId('ai-text-dialog-submit').click();
    expect(await dialog().isVisible()).toBe(true);
    expect(ai.requests).toHaveLength(0);

    const asked = 'A one-line footer for a school exam site';
    await instruction.fill(asked);
    expect(await page.getByTestId('ai-text-instruction-count').innerText()).toBe(`${asked.length}/250`);
    await expectNoRawTranslationKeys(page);
    await shots(page, 'ai-text-dialog', false);
    await page.getByTestId('ai-text-dialog-submit').click();
    await dialog().waitFor({ state: 'detached' });
    const generated = `Generated: ${asked}`;
    expect(await box(page, 'settings-footerText').inputValue()).toBe(generated);
    expect(ai.requests.at(-1)).toMatchObject({ provider: 'gemini' });
    expect(await page.getByTestId('settings-status-general').innerText()).toBe(en.siteSettings.unsaved);

    // The helper was cleared: opened again, its instruction is empty.
    await page.getByTestId('settings-footerText-ai').click();
    await dialog().waitFor();
    expect(await box(page, 'ai-text-instruction').inputValue()).toBe('');
    await page.getByTestId('ai-text-dialog-cancel').click();
    await dialog().waitFor({ state: 'detached' });

    await page.getByTestId('settings-save-general').click();
    await expectNotice(page, en.messages.successfullyUpdated);
    await page.reload();
    await page.getByTestId('settings-panels').waitFor();
    expect(await box(page, 'settings-footerText').inputValue()).toBe(generated);
  });

  it('a refused key shows the translated aiKeyRejected in the dialog and keeps the instruction; Cancel works while generating', async () => {
    const { page, baseUrl } = env;
    ai.setReply(() => ({ status: 401, message: 'Incorrect API key provided' }));
    await signInToSettings(env);
    await page.getByTestId('settings-copyRightText-ai').click();
    await box(page, 'ai-text-instruction').fill('A copyright line');
    await page.getByTestId('ai-text-dialog-submit').click();
    const error = page.getByTestId('ai-text-error');
    await error.waitFor();
    expect(await error.innerText()).toContain(fill(en.messages.aiKeyRejected, { provider: 'Gemini AI' }));
    expect(await box(page, 'ai-text-instruction').inputValue()).toBe('A copyright line');
    expect(await dialog().isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'ai-text-error-1280');

    // Cancel while generating closes at once, and the late answer fills nothing.
    const release = holdReplies();
    const asked = ai.requests.length;
    await page.getByTestId('ai-text-dialog-submit').click();
    await page.getByTestId('ai-text-progress').waitFor();
    expect(await page.getByTestId('ai-text-dialog-submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('ai-text-dialog-submit').innerText()).toBe(en.ai.generating);
    await expect.poll(() => ai.requests.length).toBe(asked + 1);
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('ai-text-dialog-cancel').click();
    await dialog().waitFor({ state: 'detached' });
    const late = page.waitForResponse((r) => r.url().endsWith('/api/Quiz/GenerateGeminiText'));
    release();
    expect((await late).status()).toBe(200);
    expect(await box(page, 'settings-copyRightText').inputValue()).toBe('© Assessly');
    expect(await page.getByTestId('settings-status-general').innerText()).toBe('');

    // In Spanish, at phone width.
    ai.setReply(null);
    await page.evaluate((key) => localStorage.setItem(key, 'es'), LANGUAGE_STORAGE_KEY);
    await openSettings(page, baseUrl);
    await page.getByTestId('settings-welComeMessage-ai').click();
    await box(page, 'ai-text-instruction').fill('Un saludo breve para la página de acceso');
    expect(await dialog().innerText()).toContain(translations.es.ai.instructionHint);
    await expectNoRawTranslationKeys(page);
    await tallShot(page, 'ai-text-dialog-es-375', 375, false);
    await page.getByTestId('ai-text-dialog-submit').click();
    await dialog().waitFor({ state: 'detached' });
    expect(await box(page, 'settings-welComeMessage').inputValue()).toBe(
      'Generated: Un saludo breve para la página de acceso',
    );
  });

  it('adds instructions with the AI choice; a second run replaces them and lists the dropped one', async () => {
    const { page } = env;
    const quizId = await api.createQuiz({ quizTitle: 'E2E AI Safety briefing' });
    await signInAsAdmin(env, `/quiz/instruction?quizTopicId=${quizId}`);
    await page.getByTestId('instruction-table-empty').waitFor();
    await page.getByTestId('instruction-add').click();
    await page.getByTestId('instruction-mode-ai').click();
    expect(await page.getByTestId('ai-instruction-delete').isDisabled()).toBe(true);
    await box(page, 'ai-instruction-text').fill('Rules for a short safety quiz');
    await box(page, 'ai-instruction-count').fill('51');
    await expect.poll(() => helperOf(page, 'ai-instruction-count')).toBe(en.messages.min1andMax50);
    await box(page, 'ai-instruction-count').fill('3');
    await expectNoRawTranslationKeys(page);
    await shots(page, 'ai-instruction-dialog', false);

    // While generating: the progress, the button disabled; Cancel closes and the result still lands.
    const release = holdReplies();
    await page.getByTestId('instruction-dialog-submit').click();
    await page.getByTestId('ai-instruction-progress').waitFor();
    expect(await page.getByTestId('instruction-dialog-submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('instruction-dialog-submit').innerText()).toBe(en.ai.generating);
    await shots(page, 'ai-instruction-generating', false);
    await page.getByTestId('instruction-dialog-cancel').click();
    await page.getByTestId('instruction-dialog').waitFor({ state: 'hidden' });
    release();
    await expectNotice(page, fill(en.messages.aiInstructionsGenerated, { count: 3 }));
    await expect.poll(() => page.getByTestId('instruction-table-row').count()).toBe(3);
    expect(await page.getByTestId('instruction-table').innerText()).toContain('Stand-in instruction');

    // Again, deleting the three; the provider repeats one item, which is dropped with its reason.
    ai.setReply(() => ({ text: JSON.stringify({ instructions: ['Bring a pen.', 'bring a pen.', 'No phones.'] }) }));
    await page.getByTestId('instruction-add').click();
    await page.getByTestId('instruction-mode-ai').click();
    await box(page, 'ai-instruction-text').fill('Two rules about what to bring');
    await box(page, 'ai-instruction-count').fill('3');
    expect(await helperOf(page, 'ai-instruction-delete')).toBe(fill(en.ai.deletePreviousCount, { count: 3 }));
    await page.getByTestId('ai-instruction-delete').check();
    await page.getByTestId('instruction-dialog-submit').click();
    await expectNotice(page, fill(en.messages.aiInstructionsGenerated, { count: 2 }));
    const dropped = page.getByTestId('ai-instruction-dropped');
    await dropped.waitFor();
    expect(await dropped.innerText()).toContain(en.messages.duplicateInstruction);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'ai-instruction-dropped-1280');
    await page.getByTestId('instruction-dialog-cancel').click();
    await page.getByTestId('instruction-dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('instruction-table-row').count()).toBe(2);
    const rows = await page.getByTestId('instruction-table').innerText();
    expect(rows).toContain('Bring a pen.');
    expect(rows).toContain('No phones.');

    // The AI choice in Spanish, on a phone.
    await page.evaluate((key) => localStorage.setItem(key, 'es'), LANGUAGE_STORAGE_KEY);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByTestId('instruction-table-row').first().waitFor();
    await page.getByTestId('instruction-add').click();
    await page.getByTestId('instruction-mode-ai').click();
    await box(page, 'ai-instruction-text').waitFor();
    expect(await page.getByTestId('instruction-dialog').innerText()).toContain(translations.es.ai.deletePrevious);
    await expectNoRawTranslationKeys(page);
    await tallShot(page, 'ai-instruction-dialog-es-375', 375, false);
  });

  it('with Open AI chosen in the drawer the count stops at 25 and the text goes to Open AI', async () => {
    const { page, baseUrl } = env;
    const quizId = await api.createQuiz({ quizTitle: 'E2E AI Open provider' });
    await signInAsAdmin(env);
    await openDrawerMenu(page);
    await page.getByTestId('ai-model-button').click();
    await page.getByTestId('ai-model-dialog').getByRole('button', { name: 'Open AI' }).click();
    await expect.poll(() => page.getByTestId('ai-model-button').innerText()).toContain('Open AI');
    try {
      await page.goto(`${baseUrl}/quiz/instruction?quizTopicId=${quizId}`);
      await page.getByTestId('instruction-add').click();
      await page.getByTestId('instruction-mode-ai').click();
      expect(await page.getByTestId('ai-instruction-provider').innerText()).toBe(
        fill(en.ai.providerInUse, { provider: 'Open AI' }),
      );
      await box(page, 'ai-instruction-text').fill('Rules for a short quiz');
      await box(page, 'ai-instruction-count').fill('26');
      await expect.poll(() => helperOf(page, 'ai-instruction-count')).toBe(en.messages.min1andMax25);
      await box(page, 'ai-instruction-count').fill('25');
      await expect
        .poll(() => helperOf(page, 'ai-instruction-count'))
        .toBe(fill(en.ai.noOfInstructionsHint, { max: 25, provider: 'Open AI' }));

      // The manual description's help icon writes through Open AI.
      await page.getByTestId('instruction-mode-manual').click();
      await page.getByTestId('instruction-description-ai').click();
      await box(page, 'ai-text-instruction').fill('No calculators');
      await page.getByTestId('ai-text-dialog-submit').click();
      await dialog().waitFor({ state: 'detached' });
      expect(await box(page, 'instruction-description').inputValue()).toBe('Generated: No calculators');
      expect(ai.requests.at(-1)).toMatchObject({ provider: 'openai' });
    } finally {
      await api.call('PUT', '/Settings/UpdateAiProvider', { aiProvider: 'Gemini AI' });
    }
  });

  it('the AI panel: a real admin saves a key that is never shown back; the demo admin sees it locked', async () => {
    const { page, baseUrl, server } = env;
    await signInToSettings(env);
    await page.getByTestId('settings-panel-ai-summary').click();
    await page.getByTestId('settings-locked-ai').waitFor();
    expect(await inputByTestId(page, 'settings-geminiKey').isDisabled()).toBe(true);
    expect(await page.getByTestId('settings-save-ai').isDisabled()).toBe(true);

    const owner = { email: 'ai.owner@acme.test', password: 'owner-pass-123' };
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/create-admin.ts', '--email', owner.email, '--password', owner.password],
      { cwd: ROOT_DIR, env: { ...process.env, DATABASE_URL: `file:${server.databasePath}`, LOG_LEVEL: 'warn' } },
    );
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, owner.email, owner.password, '/settings/appSettings');
    await page.getByTestId('settings-panels').waitFor();
    await page.getByTestId('settings-panel-ai-summary').click();
    await page.getByTestId('settings-save-ai').waitFor({ state: 'visible' });
    const status = page.getByTestId('settings-geminiKey-status');
    expect(await status.innerText()).toBe(fill(en.ai.keyFromEnvironment, { name: 'GEMINI_API_KEY' }));
    expect(await helperOf(page, 'settings-geminiModel')).toMatch(/^Empty: \S+/);
    await expectNoRawTranslationKeys(page);
    await page.getByTestId('settings-panel-general-summary').click();
    await shots(page, 'ai-settings-panel');

    await inputByTestId(page, 'settings-openAiBaseUrl').fill('ftp://models.local');
    await expect.poll(() => helperOf(page, 'settings-openAiBaseUrl')).toBe(en.messages.baseUrlInvalid);
    expect(await page.getByTestId('settings-save-ai').isDisabled()).toBe(true);
    await inputByTestId(page, 'settings-openAiBaseUrl').fill(ai.openAiBaseUrl);

    await inputByTestId(page, 'settings-geminiKey').fill(ai.apiKey);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/Settings/GetAdminSettings'));
    await page.getByTestId('settings-save-ai').click();
    await expectNotice(page, en.messages.successfullyUpdated);
    expect(await (await saved).text()).not.toContain(ai.apiKey);
    await expect.poll(() => status.innerText()).toBe(en.ai.keyFromSettings);
    expect(await inputByTestId(page, 'settings-geminiKey').inputValue()).toBe('');

    await page.reload();
    await page.getByTestId('settings-panel-ai-summary').click();
    await expect.poll(() => status.innerText()).toBe(en.ai.keyFromSettings);
    expect(await inputByTestId(page, 'settings-geminiKey').inputValue()).toBe('');
    expect(await inputByTestId(page, 'settings-openAiBaseUrl').inputValue()).toBe(ai.openAiBaseUrl);
    expect(await page.content()).not.toContain(ai.apiKey);

    // In Hindi and Spanish, on a phone (the screenshot in Spanish: the test machine has no Devanagari font).
    for (const locale of ['in', 'es']) {
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_STORAGE_KEY, locale]);
      await page.setViewportSize({ width: 375, height: 800 });
      await openSettings(page, baseUrl);
      await page.getByTestId('settings-panel-general-summary').click();
      await page.getByTestId('settings-panel-ai-summary').click();
      await page.getByTestId('settings-save-ai').waitFor({ state: 'visible' });
      expect(await status.innerText()).toBe(translations[locale as 'in' | 'es'].ai.keyFromSettings);
      await expectNoRawTranslationKeys(page);
      await tallShot(page, `ai-settings-panel-${locale}-375`, 375);
      await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
    }
  });
});
