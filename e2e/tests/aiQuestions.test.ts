import type { AiStandIn } from '@assessly/server/test/helpers/aiStandIn';
import { LANGUAGE_STORAGE_KEY, type Question } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoRawTranslationKeys, inputByTestId } from '../harness/browser';
import { fill, shots, signInAsAdmin, useAiE2eEnvironment } from './aiSteps';
import { chooseOption, type AdminApi } from './questionFixtures';

const en = translations.en;

/**
 * The AI question parameter window of All Assessments (issue 8), through the real server whose SDKs reach
 * the provider stand-in started here (GEMINI_BASE_URL / OPENAI_BASE_URL) over HTTP.
 */
describe('AI question generation from All Assessments', () => {
  const aiE2e = useAiE2eEnvironment();
  const { env, holdReplies } = aiE2e;
  let ai: AiStandIn;
  let api: AdminApi;
  beforeAll(() => {
    ({ ai, api } = aiE2e);
  });
  let category: number;
  let medium: number;
  beforeAll(async () => {
    category = await api.createCategory('E2E AI Optics');
    const levels = await api.call<{ questionLavelId: number; questionLavelName: string }[]>(
      'GET',
      '/Quiz/GetQuestionLavel',
    );
    medium = levels.data.find((l) => /medium/i.test(l.questionLavelName))!.questionLavelId;
  });

  const dialog = () => env.page.getByTestId('ai-questions-dialog');
  const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
  const questionsOf = async (quizId: number) =>
    (await api.call<Question[]>('GET', `/Quiz/GetQuizQuestionList/${quizId}`)).data;

  /** Signs in, opens All Assessments and the AI window of this assessment. */
  async function openAiWindow(quizId: number) {
    const { page } = env;
    await signInAsAdmin(env, '/question/quizes');
    await page.getByTestId(`quiz-card-add-${quizId}`).click();
    await page.getByTestId('add-questions-ai').click();
    await dialog().waitFor();
    await page.getByTestId('add-questions-dialog').waitFor({ state: 'detached' });
  }

  async function fillParameters(type: number, count: string) {
    const { page } = env;
    await chooseOption(page, 'ai-questions-type', type);
    await chooseOption(page, 'ai-questions-level', medium);
    await chooseOption(page, 'ai-questions-category', category);
    await inputByTestId(page, 'ai-questions-count').fill(count);
  }

  it('generates 3 option-based questions into a stopped assessment, shows progress and the result, and opens them', async () => {
    const { page } = env;
    const quizId = await api.createQuiz({ quizTitle: 'E2E AI Light and lenses' });
    await api.createQuestion({ quizTopicId: quizId, questionDetail: 'Is light a wave?', questionCategoryId: category });
    await openAiWindow(quizId);
    expect(await page.getByTestId('ai-questions-provider').innerText()).toContain('Gemini AI');
    expect(await dialog().innerText()).toContain(fill(en.aiQuestions.countHint, { max: 50, provider: 'Gemini AI' }));
    expect(await dialog().innerText()).toContain(fill(en.aiQuestions.deletePrevious, { count: 1 }));
    await fillParameters(1, '3');
    await page.getByTestId('ai-questions-instruction').fill('Focus on converging lenses.');
    expect(await page.getByTestId('ai-questions-instruction-count').innerText()).toBe('27/250');
    await expectNoRawTranslationKeys(page);
    await shots(page, 'ai-questions-window', false);

    const release = holdReplies();
    const before = ai.requests.length;
    await page.getByTestId('ai-questions-submit').click();
    await page.getByTestId('ai-questions-progress').waitFor();
    // The fields and buttons are disabled now: the focus moves to the progress.
    await expect.poll(() => focusedTestId(page)).toBe('ai-questions-progress');
    expect(await page.getByTestId('ai-questions-progress').innerText()).toContain(
      fill(en.aiQuestions.generating_other, { provider: 'Gemini AI', count: 3, seconds: 30 }),
    );
    expect(await page.getByTestId('ai-questions-submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('ai-questions-cancel').isDisabled()).toBe(true);
    expect(await inputByTestId(page, 'ai-questions-count').isDisabled()).toBe(true);
    await expectNoRawTranslationKeys(page);
    await shots(page, 'ai-questions-progress', false);
    release();

    await page.getByTestId('ai-questions-result').waitFor({ timeout: 30_000 });
    ai.setReply(null);
    const sent = ai.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.provider).toBe('gemini');
    expect(sent[0]!.prompt).toContain('Count: 3');
    expect(sent[0]!.prompt).toContain('Focus on converging lenses.');
    expect(await page.getByTestId('ai-questions-result-message').innerText()).toBe(
      fill(en.messages.aiQuestionsGenerated, { count: 3 }),
    );
    expect(await page.getByTestId('ai-questions-result-total').innerText()).toBe(
      fill(en.aiQuestions.totalNow, { title: 'E2E AI Light and lenses', count: 4 }),
    );
    expect(await page.getByTestId('ai-questions-dropped').count()).toBe(0);
    // The card behind the window shows the new count.
    const card = page.locator(`[data-testid="quiz-card"][data-quiz-id="${quizId}"]`);
    await expect.poll(() => card.getByTestId('quiz-card-count').innerText()).toBe('4');
    await expectNoRawTranslationKeys(page);
    await shots(page, 'ai-questions-result', false);

    const generated = (await questionsOf(quizId)).filter((q) => q.questionDetail !== 'Is light a wave?');
    expect(generated).toHaveLength(3);
    for (const q of generated) {
      expect(q).toMatchObject({ questionTypeId: 1, questionLavelId: medium, questionCategoryId: category });
      expect(q.optionA).toBeTruthy();
      expect(q.optionB).toBeTruthy();
      expect(q.correctOptionText).toBeTruthy();
    }
    await page.getByTestId('ai-questions-open').click();
    await page.waitForURL((url) => url.pathname === '/question/quizQuestions' && url.search.includes(`=${quizId}`));
    const rows = page.getByTestId('questions-row');
    await expect.poll(() => rows.count()).toBe(4);
    const table = await page.getByTestId('questions').innerText();
    for (const q of generated) {
      for (const text of [q.questionDetail, q.optionA!, q.optionB!, q.correctOptionText]) expect(table).toContain(text);
    }
    expect(table).toContain('E2E AI Optics');
  });

  it('True/False replaces the previous questions with two-option questions', async () => {
    const { page } = env;
    const quizId = await api.createQuiz({ quizTitle: 'E2E AI True or false' });
    await api.createQuestion({ quizTopicId: quizId, questionDetail: 'Old one?', questionCategoryId: category });
    await api.createQuestion({ quizTopicId: quizId, questionDetail: 'Old two?', questionCategoryId: category });
    await openAiWindow(quizId);
    await fillParameters(3, '2');
    await inputByTestId(page, 'ai-questions-delete-previous').check();
    expect(await page.getByTestId('ai-questions-delete-warning').innerText()).toBe(
      fill(en.aiQuestions.deleteWarning, { title: 'E2E AI True or false', count: 2 }),
    );
    await page.getByTestId('ai-questions-submit').click();
    await page.getByTestId('ai-questions-result').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('ai-questions-result-total').innerText()).toBe(
      fill(en.aiQuestions.totalNow, { title: 'E2E AI True or false', count: 2 }),
    );
    const saved = await questionsOf(quizId);
    expect(saved).toHaveLength(2);
    for (const q of saved) {
      expect(q.questionTypeId).toBe(1);
      expect([q.optionA, q.optionB]).toEqual([en.messages.aiTrue, en.messages.aiFalse]);
      expect(q.optionC ?? '').toBe('');
      expect([en.messages.aiTrue, en.messages.aiFalse]).toContain(q.correctOptionText);
    }
    await page.getByTestId('ai-questions-open').click();
    await expect.poll(() => page.getByTestId('questions-row').count()).toBe(2);
    expect(await page.getByTestId('questions').innerText()).not.toContain('Old one?');
  });

  it('reports a generated item that breaks the rules, with its reason, and saves the others', async () => {
    const { page } = env;
    const quizId = await api.createQuiz({ quizTitle: 'E2E AI Dropped item' });
    // The provider's usual answer, with the second question's correct answer pointing at no option.
    ai.setReply((request) => {
      const reply = ai.defaultReply(request);
      if (!('text' in reply)) return reply;
      const body = JSON.parse(reply.text) as { questions: { question: string; correctOptions: number[] }[] };
      body.questions[1]!.correctOptions = [9];
      return { ...reply, text: JSON.stringify(body) };
    });
    await openAiWindow(quizId);
    await fillParameters(1, '3');
    await page.getByTestId('ai-questions-submit').click();
    await page.getByTestId('ai-questions-result').waitFor({ timeout: 30_000 });
    ai.setReply(null);
    expect(await page.getByTestId('ai-questions-result-message').innerText()).toBe(
      fill(en.messages.aiQuestionsGenerated, { count: 2 }),
    );
    const dropped = page.getByTestId('ai-questions-dropped-item');
    expect(await dropped.count()).toBe(1);
    const item = await dropped.innerText();
    expect(item).toContain(`${fill(en.aiQuestions.droppedItem, { index: 2 })}: `);
    // A reason follows the item's number.
    expect(item.split(': ')[1]!.trim().length).toBeGreaterThan(3);
    expect(await questionsOf(quizId)).toHaveLength(2);
    await expectNoRawTranslationKeys(page);
    await shots(page, 'ai-questions-dropped', false);
  });

  it('generates a matching question, shows it readably per type and saves it; every type is offered', async () => {
    const { page } = env;
    const quizId = await api.createQuiz({ quizTitle: 'E2E AI Matching capitals' });
    await openAiWindow(quizId);
    // The type list: the spec's two, True/False and the question engine's four (issue 22), no cloze.
    await page.getByTestId('ai-questions-type').click();
    const typeNames = en.questions.typeNames;
    expect(await page.getByRole('listbox').getByRole('option').allInnerTexts()).toEqual([
      typeNames.choice,
      typeNames.descriptive,
      typeNames.trueFalse,
      typeNames.shortAnswer,
      typeNames.numerical,
      typeNames.matching,
      typeNames.ordering,
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await fillParameters(6, '1');
    const before = ai.requests.length;
    await page.getByTestId('ai-questions-submit').click();
    await page.getByTestId('ai-questions-result').waitFor({ timeout: 30_000 });
    const sent = ai.requests.slice(before);
    expect(sent.map((r) => r.provider)).toEqual(['gemini']);
    expect(sent[0]!.prompt).toContain('Question type: matching');

    // The saved question, read as a matching question: its pairs one per line, the wrong answer after them.
    const saved = await questionsOf(quizId);
    expect(saved).toHaveLength(1);
    const body = saved[0]!.body;
    expect(saved[0]!.questionTypeId).toBe(6);
    if (body?.type !== 'matching') throw new Error(`expected a matching body, got ${JSON.stringify(body)}`);
    expect(body.pairs).toHaveLength(3);
    const shown = page.getByTestId('ai-saved-question');
    expect(await shown.count()).toBe(1);
    expect(await shown.getAttribute('data-type')).toBe('6');
    expect(await shown.getByTestId('ai-saved-text').innerText()).toBe(saved[0]!.questionDetail);
    expect(await shown.getByTestId('ai-saved-key').getByRole('listitem').allInnerTexts()).toEqual(
      body.pairs.map((p) => `${p.stem} → ${p.choice}`),
    );
    expect(await shown.innerText()).toContain(fill(en.aiQuestions.wrongAnswers, { list: body.distractors.join(', ') }));
    expect(await shown.innerText()).toContain(typeNames.matching);
    await expectNoRawTranslationKeys(page);
    await shots(page, 'ai-questions-matching', false);

    // The Questions screen lists it with its type's summary.
    await page.getByTestId('ai-questions-open').click();
    await expect.poll(() => page.getByTestId('questions-row').count()).toBe(1);
    expect(await page.getByTestId('questions').innerText()).toContain(saved[0]!.questionDetail);

    // In Spanish an ordering question, its items in their order.
    const es = translations.es;
    await page.evaluate((key) => localStorage.setItem(key, 'es'), LANGUAGE_STORAGE_KEY);
    try {
      await page.goto(`${env.baseUrl}/question/quizes`);
      await page.getByTestId(`quiz-card-add-${quizId}`).click();
      await page.getByTestId('add-questions-ai').click();
      await dialog().waitFor();
      // The type list in Spanish.
      await page.getByTestId('ai-questions-type').click();
      const esNames = es.questions.typeNames;
      expect(await page.getByRole('listbox').getByRole('option').allInnerTexts()).toEqual([
        esNames.choice,
        esNames.descriptive,
        esNames.trueFalse,
        esNames.shortAnswer,
        esNames.numerical,
        esNames.matching,
        esNames.ordering,
      ]);
      await shots(page, 'ai-questions-types-es', false);
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await fillParameters(7, '1');
      expect(await page.getByTestId('ai-questions-type').innerText()).toContain(es.questions.typeNames.ordering);
      await page.getByTestId('ai-questions-submit').click();
      await page.getByTestId('ai-questions-result').waitFor({ timeout: 30_000 });
      const ordering = (await questionsOf(quizId)).find((q) => q.questionTypeId === 7);
      if (ordering?.body?.type !== 'ordering') throw new Error('expected a saved ordering question');
      const item = page.getByTestId('ai-saved-question');
      expect(await item.innerText()).toContain(es.questions.orderItems);
      expect(await item.getByTestId('ai-saved-key').getByRole('listitem').allInnerTexts()).toEqual(ordering.body.items);
      await expectNoRawTranslationKeys(page);
      await shots(page, 'ai-questions-ordering-es', false);
    } finally {
      await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
    }
  });

  it('checks the count and the instruction as the admin types, and keeps the form with the reason on a failure', async () => {
    const { page } = env;
    const quizId = await api.createQuiz({ quizTitle: 'E2E AI Validation' });
    await openAiWindow(quizId);
    const count = inputByTestId(page, 'ai-questions-count');
    for (const [value, message] of [
      ['0', en.messages.positiveInteger],
      ['2.5', en.messages.positiveInteger],
      ['51', en.messages.minMaxQuestions50],
    ] as const) {
      await count.fill(value);
      await dialog().getByText(message, { exact: true }).waitFor();
    }
    await count.fill('50');
    await dialog().getByText(en.messages.minMaxQuestions50, { exact: true }).waitFor({ state: 'detached' });
    await page.getByTestId('ai-questions-instruction').fill('x'.repeat(251));
    await page.getByTestId('ai-questions-instruction-error').getByText(en.messages.max250characters).waitFor();
    await page.getByTestId('ai-questions-instruction').fill('');
    // Level and category are required: nothing is sent without them.
    const before = ai.requests.length;
    await count.fill('2');
    await page.getByTestId('ai-questions-submit').click();
    await expect.poll(() => dialog().getByText(en.messages.required, { exact: true }).count()).toBe(2);
    expect(ai.requests.length).toBe(before);

    // The provider fails: the reason shows in the window, the parameters stay.
    await fillParameters(2, '2');
    ai.setReply(() => ({ status: 500, message: 'overloaded' }));
    await page.getByTestId('ai-questions-submit').click();
    const error = page.getByTestId('ai-questions-error');
    await error.waitFor({ timeout: 30_000 });
    await expect.poll(() => focusedTestId(page)).toBe('ai-questions-error');
    ai.setReply(null);
    expect(await error.innerText()).toContain(en.aiQuestions.failedTitle);
    expect(await error.innerText()).toContain('Gemini AI');
    expect(await count.inputValue()).toBe('2');
    expect(await page.getByTestId('ai-questions-submit').isEnabled()).toBe(true);
    expect(await questionsOf(quizId)).toHaveLength(0);
    await expectNoRawTranslationKeys(page);
    await shots(page, 'ai-questions-failure', false);

    // The same window in Spanish, with a count message.
    const es = translations.es;
    await page.evaluate((key) => localStorage.setItem(key, 'es'), LANGUAGE_STORAGE_KEY);
    await page.goto(`${env.baseUrl}/question/quizes`);
    await page.getByTestId(`quiz-card-add-${quizId}`).click();
    expect(await page.getByTestId('add-questions-ai').innerText()).toContain(es.aiQuestions.choice);
    await page.getByTestId('add-questions-ai').click();
    expect(await dialog().innerText()).toContain(es.aiQuestions.title);
    expect(await dialog().innerText()).toContain(fill(es.aiQuestions.countHint, { max: 50, provider: 'Gemini AI' }));
    await inputByTestId(page, 'ai-questions-count').fill('51');
    await dialog().getByText(es.messages.minMaxQuestions50, { exact: true }).waitFor();
    await expectNoRawTranslationKeys(page);
    await shots(page, 'ai-questions-window-es', false);
  });

  it('with Open AI chosen, counts up to 25 and asks Open AI', async () => {
    const { page } = env;
    expect((await api.call('PUT', '/Settings/UpdateAiProvider', { aiProvider: 'Open AI' })).status).toBe(200);
    try {
      const quizId = await api.createQuiz({ quizTitle: 'E2E AI Open AI' });
      await openAiWindow(quizId);
      expect(await page.getByTestId('ai-questions-provider').innerText()).toContain('Open AI');
      expect(await dialog().innerText()).toContain(fill(en.aiQuestions.countHint, { max: 25, provider: 'Open AI' }));
      await fillParameters(1, '26');
      await dialog().getByText(en.messages.minMaxQuestions25, { exact: true }).waitFor();
      await inputByTestId(page, 'ai-questions-count').fill('2');
      const before = ai.requests.length;
      await page.getByTestId('ai-questions-submit').click();
      await page.getByTestId('ai-questions-result').waitFor({ timeout: 30_000 });
      expect(ai.requests.slice(before).map((r) => r.provider)).toEqual(['openai']);
      expect(await questionsOf(quizId)).toHaveLength(2);
    } finally {
      await api.call('PUT', '/Settings/UpdateAiProvider', { aiProvider: 'Gemini AI' });
    }
  });

  it('a running assessment explains that it must be stopped first, with no AI button', async () => {
    const { page } = env;
    const quizId = await api.createQuiz({ quizTitle: 'E2E AI Live quiz' });
    await api.createQuestion({ quizTopicId: quizId, questionDetail: 'Live question?', questionCategoryId: category });
    expect((await api.call('PUT', '/Quiz/StartQuiz', { quizTopicId: quizId })).status).toBe(200);
    await signInAsAdmin(env, '/question/quizes');
    await page.getByTestId(`quiz-card-add-${quizId}`).click();
    const blocked = page.getByTestId('ai-questions-running');
    await blocked.waitFor();
    expect(await blocked.innerText()).toContain(en.aiQuestions.runningHint);
    expect(await page.getByTestId('add-questions-ai').count()).toBe(0);
    expect(await page.getByTestId('ai-questions-running-manage').getAttribute('href')).toBe('/quiz/topics');
    await expectNoRawTranslationKeys(page);
    await shots(page, 'ai-questions-running', false);
    // The server refuses it too, whatever the client does.
    const refused = await api.call<{ responseMsg: string }>('POST', '/Quiz/GenerateGeminiQuestions', {
      quizTopicId: quizId,
      numOfQuestions: 2,
      questionTypeId: 1,
      questionLavelId: medium,
      questionCategoryId: category,
    });
    expect(refused).toMatchObject({ status: 202, data: { responseMsg: 'aiRunningAssessment' } });
  });
});
