import { DEMO_ACCOUNTS } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  screenshot,
  signIn,
} from '../harness/browser';
import { openDrawerMenu, useE2eEnvironment } from '../harness/setup';
import { adminApi, chooseOption, screenshotsAtBothWidths } from './questionFixtures';

const { admin } = DEMO_ACCOUNTS;
const en = translations.en;
/** A 1×1 PNG. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('question categories, All Assessments and the question dialog', () => {
  const env = useE2eEnvironment();
  const signInAdmin = () => signIn(env.page, env.baseUrl, admin.email, admin.password);
  const notice = () => env.page.getByTestId('notice');

  it('adds a category, refuses a duplicate and a category in use, deletes an unused one', async () => {
    const { page, baseUrl } = env;
    const api = await adminApi(baseUrl);
    const usedId = await api.createCategory('E2E Used category');
    const quizId = await api.createQuiz({ quizTitle: 'E2E Category quiz' });
    await api.createQuestion({ quizTopicId: quizId, questionDetail: 'Uses the category?', questionCategoryId: usedId });

    await signInAdmin();
    await page.goto(`${baseUrl}/question/category`);
    await page.getByTestId('categories-row').first().waitFor();
    await page.getByTestId('category-new').click();
    const name = inputByTestId(page, 'category-name');
    // Validates as the user types.
    await name.fill('x');
    await name.fill('');
    await page.getByTestId('category-dialog').getByText(en.messages.required).waitFor();
    await name.fill('E2E Geometry');
    await page.getByTestId('category-dialog-submit').click();
    await page.getByTestId('categories-row').filter({ hasText: 'E2E Geometry' }).waitFor();
    await expect.poll(() => notice().innerText()).toContain(en.messages.successfullySaved);

    // Unique names ignore case and spaces: refused, and the dialog keeps the text.
    await page.getByTestId('category-new').click();
    await name.fill('  e2e geometry ');
    await page.getByTestId('category-dialog-submit').click();
    await expect.poll(() => notice().innerText()).toContain('This Category already exists!');
    await page.getByTestId('category-dialog').getByText('This Category already exists!').waitFor();
    expect(await name.inputValue()).toBe('  e2e geometry ');
    await page.getByTestId('category-dialog-cancel').click();
    await page.getByTestId('category-dialog-discard-confirm').click();

    // In use: refused with a clear message, the row stays.
    await page.getByTestId(`category-delete-${usedId}`).click();
    await page.getByTestId('category-delete').getByText(en.messages.deleteConfirmMessage).waitFor();
    await page.getByTestId('category-delete-confirm').click();
    await expect.poll(() => notice().innerText()).toContain(en.messages.categoryInUse.replace('{{count}}', '1'));
    await page.getByTestId('categories-row').filter({ hasText: 'E2E Used category' }).waitFor();

    const unused = page.getByTestId('categories-row').filter({ hasText: 'E2E Geometry' });
    await unused.getByRole('button', { name: 'Delete category E2E Geometry' }).click();
    await page.getByTestId('category-delete-confirm').click();
    await unused.waitFor({ state: 'detached' });
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'question-categories', screenshot);
  });

  it('shows one card per assessment with its figures, On-live, the category filter and the Add questions choice', async () => {
    const { page, baseUrl } = env;
    const api = await adminApi(baseUrl);
    const optics = await api.createCategory('E2E Optics');
    const light = await api.createQuiz({ quizTitle: 'E2E Light quiz', quizTime: 25, quizTotalMarks: 50 });
    await api.createQuestion({ quizTopicId: light, questionDetail: 'Is light a wave?', questionCategoryId: optics });
    expect((await api.call('PUT', '/Quiz/StartQuiz', { quizTopicId: light })).status).toBe(200);
    const survey = await api.createQuiz({
      quizTitle: 'E2E Survey',
      quizMarkOptionId: 2,
      quizTime: 0,
      quizTotalMarks: 0,
    });

    await signInAdmin();
    await page.goto(`${baseUrl}/question/quizes`);
    const card = (id: number) => page.locator(`[data-testid="quiz-card"][data-quiz-id="${id}"]`);
    await card(light).waitFor();
    expect(await card(light).getByTestId('quiz-card-time').innerText()).toBe('25 minutes');
    expect(await card(light).getByTestId('quiz-card-marks').innerText()).toBe('50');
    expect(await card(light).getByTestId('quiz-card-count').innerText()).toBe('1');
    expect(await card(light).getByTestId('quiz-card-onlive').innerText()).toBe('On-live');
    expect(await card(survey).getByTestId('quiz-card-time').innerText()).toBe('');
    expect(await card(survey).getByTestId('quiz-card-marks').innerText()).toBe('');
    expect(await card(survey).getByTestId('quiz-card-onlive').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    // Filter by category: only assessments with questions in it; clearing shows them all again.
    const all = await page.getByTestId('quiz-card').count();
    expect(all).toBeGreaterThan(2);
    await inputByTestId(page, 'category-filter').fill('E2E Opt');
    await page.getByRole('option', { name: 'E2E Optics' }).click();
    await expect.poll(() => page.getByTestId('quiz-card').count()).toBe(1);
    await card(light).waitFor();
    await screenshotsAtBothWidths(page, 'all-assessments-filtered', screenshot);
    await page.getByRole('button', { name: en.questionBank.clearFilter }).click();
    await expect.poll(() => page.getByTestId('quiz-card').count()).toBe(all);

    // Add questions: two link choices (the AI choice is a button, or a stop-first note on a live assessment); the file choice opens the upload panel.
    await page.getByTestId(`quiz-card-add-${light}`).click();
    const choices = page.getByTestId('add-questions-dialog').locator('[data-testid^="add-questions-"][href]');
    await expect.poll(() => choices.count()).toBe(2);
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('add-questions-upload').click();
    await page.waitForURL((url) => url.searchParams.get('upload') === '1' && url.searchParams.get('from') === 'quizes');
    await page.getByTestId('import-intro').waitFor();
    await expect.poll(() => page.getByTestId('page-title').innerText()).toBe('E2E Light quiz');
    await page.getByTestId('questions-live-note').waitFor();
    await page.getByTestId('page-back').click();
    await page.waitForURL((url) => url.pathname === '/question/quizes');
    await expectNoRawTranslationKeys(page);
  });

  it('adds an option-based question with multiple answers and math, and a descriptive one, by dialog', async () => {
    const { page, baseUrl } = env;
    const api = await adminApi(baseUrl);
    const algebra = await api.createCategory('E2E Algebra');
    const quizId = await api.createQuiz({
      quizTitle: 'E2E Multi quiz',
      quizMarkOptionId: 3,
      quizTotalMarks: 0,
      allowMultipleAnswer: true,
    });
    await signInAdmin();
    await page.goto(`${baseUrl}/question/quizQuestions?quizTopicId=${quizId}`);
    await page.getByTestId('questions-empty').waitFor();
    expect(await page.getByTestId('page-back').getAttribute('href')).toBe('/quiz/topics');

    await page.getByTestId('question-new').click();
    const dialog = page.getByTestId('question-dialog');
    await page.getByTestId('question-detail').fill('What is $x^2$ when $x = 3$? Pick every form.');
    await dialog.getByTestId('question-preview').locator('.katex').first().waitFor();
    // Marks per question (mark option 3): checked as the user types.
    await inputByTestId(page, 'question-marks').fill('0');
    await dialog.getByText(en.messages.mustBeAboveZero).waitFor();
    await inputByTestId(page, 'question-marks').fill('2');
    await dialog.getByText(en.messages.mustBeAboveZero).waitFor({ state: 'detached' });
    await chooseOption(page, 'question-level', 1);
    await chooseOption(page, 'question-category', algebra);
    await inputByTestId(page, 'question-option-A').fill('9');
    await inputByTestId(page, 'question-option-B').fill('6');
    await inputByTestId(page, 'question-option-C').fill('$3^2$');
    // The assessment allows several answers: checkboxes.
    expect(await inputByTestId(page, 'question-correct-A').getAttribute('type')).toBe('checkbox');
    await inputByTestId(page, 'question-correct-A').check();
    await inputByTestId(page, 'question-correct-D').check();
    await dialog.getByText(en.messages.emptyCorrectAnswer).waitFor();
    await inputByTestId(page, 'question-correct-D').uncheck();
    await inputByTestId(page, 'question-correct-C').check();
    await dialog.getByText(en.messages.emptyCorrectAnswer).waitFor({ state: 'detached' });
    await inputByTestId(page, 'question-video').fill('https://youtu.be/abcdefgh');
    await dialog.getByText(en.messages.onlyYouTubeVideo).waitFor();
    await inputByTestId(page, 'question-video').fill('');
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'question-dialog', screenshot);
    await page.getByTestId('question-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });

    const rows = page.getByTestId('questions-row');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByTestId('question-cell').locator('.katex').first().waitFor();
    expect(await rows.first().innerText()).toContain('E2E Algebra');

    // A second question with the same text is refused; the dialog keeps what was typed.
    await page.getByTestId('question-new').click();
    await page.getByTestId('question-detail').fill('What is $x^2$ when $x = 3$? Pick every form.');
    await chooseOption(page, 'question-type', 2);
    expect(await inputByTestId(page, 'question-option-A').count()).toBe(0);
    await inputByTestId(page, 'question-marks').fill('5');
    await chooseOption(page, 'question-level', 2);
    await chooseOption(page, 'question-category', algebra);
    await page.getByTestId('question-dialog-submit').click();
    await expect.poll(() => notice().innerText()).toContain('Duplicate Question!');
    expect(await page.getByTestId('question-detail').inputValue()).toContain('Pick every form.');

    // Made unique, the descriptive question is saved.
    await page.getByTestId('question-detail').fill('Explain why $(-3)^2 = 9$.');
    await page.getByTestId('question-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => rows.count()).toBe(2);

    // Edit mode prefills from the row; delete asks first.
    const first = await api.call<{ quizQuestionId: number; correctOption: string[] }[]>(
      'GET',
      `/Quiz/GetQuizQuestionList/${quizId}`,
    );
    const multi = first.data.find((q) => q.correctOption.length === 2)!;
    expect(multi.correctOption).toEqual(['A', 'C']);
    await page.getByTestId(`question-edit-${multi.quizQuestionId}`).click();
    expect(await inputByTestId(page, 'question-option-C').inputValue()).toBe('$3^2$');
    expect(await inputByTestId(page, 'question-correct-C').isChecked()).toBe(true);
    await page.getByTestId('question-dialog-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId(`question-delete-${multi.quizQuestionId}`).click();
    await page.getByTestId('question-delete').getByText(en.messages.deleteConfirmMessage).waitFor();
    await page.getByTestId('question-delete-confirm').click();
    await expect.poll(() => rows.count()).toBe(1);
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'questions-table', screenshot);
  });

  it('saves a single-answer question with an image to a live assessment (which stops), and none in a survey', async () => {
    const { page, baseUrl } = env;
    const api = await adminApi(baseUrl);
    const single = await api.createQuiz({ quizTitle: 'E2E Single quiz' });
    await api.createQuestion({ quizTopicId: single, questionDetail: 'Already there?', questionCategoryId: 1 });
    expect((await api.call('PUT', '/Quiz/StartQuiz', { quizTopicId: single })).status).toBe(200);
    const survey = await api.createQuiz({ quizTitle: 'E2E Survey form', quizMarkOptionId: 2, quizTime: 0 });
    await signInAdmin();
    await page.goto(`${baseUrl}/question/quizQuestions?quizTopicId=${single}&from=quizes`);
    await page.getByTestId('questions-live-note').waitFor();
    expect(await page.getByTestId('page-back').getAttribute('href')).toBe('/question/quizes');
    await page.getByTestId('question-new').click();
    expect(await inputByTestId(page, 'question-correct-A').getAttribute('type')).toBe('radio');
    expect(await inputByTestId(page, 'question-marks').count()).toBe(0);
    await page.getByTestId('question-detail').fill('Which shape is shown?');
    await chooseOption(page, 'question-level', 1);
    await chooseOption(page, 'question-category', 1);
    await inputByTestId(page, 'question-option-A').fill('A square');
    await inputByTestId(page, 'question-option-B').fill('A dot');
    await inputByTestId(page, 'question-correct-B').check();
    // Images only, checked in the browser; a real image shows as a thumbnail and is uploaded on save.
    const image = page.getByTestId('question-image-input');
    await image.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByTestId('question-image-message').getByText(en.messages.onlyImageFile).waitFor();
    await image.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
    await page.getByTestId('question-image-preview').waitFor();
    await page.getByTestId('question-dialog-submit').click();
    await expect.poll(() => notice().innerText()).toContain(en.messages.liveInterruptionForRunningAssessment);
    await page.getByTestId('questions-live-note').waitFor({ state: 'detached' });
    const saved = await api.call<{ questionDetail: string; imagePath: string | null }[]>(
      'GET',
      `/Quiz/GetQuizQuestionList/${single}`,
    );
    const withImage = saved.data.find((q) => q.questionDetail === 'Which shape is shown?')!;
    expect(withImage.imagePath).toBeTruthy();
    const stored = await fetch(new URL(withImage.imagePath!, `${baseUrl}/`));
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/png');

    await page.goto(`${baseUrl}/question/quizQuestions?quizTopicId=${survey}`);
    await page.getByTestId('questions-survey-note').waitFor();
    await page.getByTestId('question-new').click();
    await inputByTestId(page, 'question-option-A').waitFor();
    expect(await page.getByTestId('question-correct').count()).toBe(0);
    expect(await inputByTestId(page, 'question-marks').count()).toBe(0);
  });

  it('fits every question column at 1280 px with the drawer open; a card menu on phones; AI says no key first', async () => {
    const { page, baseUrl } = env;
    const api = await adminApi(baseUrl);
    const title = 'E2E Wide table quiz';
    const quiz = await api.createQuiz({ quizTitle: title });
    const category = await api.createCategory('E2E Earth science');
    await api.createQuestion({
      quizTopicId: quiz,
      questionCategoryId: category,
      questionDetail: 'Which of these sentences describes the water cycle of the Earth best?',
      optionA: 'Water evaporates from the sea, condenses into clouds and falls back as rain or snow',
      optionB: 'Rivers carry the water uphill into the mountains every night',
      optionC: 'The water of the oceans never leaves them',
      optionD: 'Clouds are made of smoke from volcanoes',
      correctOption: ['A'],
    });
    await signInAdmin();
    for (const language of ['en', 'es', 'in']) {
      await page.evaluate((l) => localStorage.setItem('language', l), language);
      await page.goto(`${baseUrl}/question/quizQuestions?quizTopicId=${quiz}`);
      await page.getByTestId('question-cell').first().waitFor();
      await openDrawerMenu(page);
      // No column cut off or behind a horizontal scroll: the table is as wide as its box, every heading inside.
      const layout = await page.evaluate(() => {
        const box = document.querySelector('[data-testid="questions"] .MuiTableContainer-root')!;
        const right = box.getBoundingClientRect().right;
        const headings = Array.from(box.querySelectorAll('thead th'));
        return {
          overflow: box.scrollWidth - box.clientWidth,
          headings: headings.length,
          outside: headings.filter((th) => th.getBoundingClientRect().right > right + 0.5).map((th) => th.textContent),
        };
      });
      // Nine columns and the selection's checkboxes (issue 23).
      expect(layout, language).toEqual({ overflow: 0, headings: 10, outside: [] });
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `questions-table-1280-${language}`);
    }

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl}/question/quizes`);
    const card = page.locator(`[data-testid="quiz-card"][data-quiz-id="${quiz}"]`);
    await card.waitFor();
    expect(await card.getByTestId(`quiz-card-add-${quiz}`).count()).toBe(0);
    await card.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: en.questionBank.openQuestionsItem }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('menuitem', { name: en.questionBank.addQuestions }).click();
    await page.getByTestId('add-questions-dialog').waitFor();
    // The test server has no AI key (unless the environment gives one): the window says so before any typing.
    await page.getByTestId('add-questions-ai').click();
    await page.getByTestId('ai-questions-dialog').waitFor();
    if (!process.env.GEMINI_API_KEY) {
      await page.getByTestId('ai-questions-no-key').waitFor();
      expect(await page.getByTestId('ai-questions-no-key').innerText()).toContain('No Gemini AI key yet');
    }
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'ai-questions-no-key-375');
    await page.getByTestId('ai-questions-cancel').click();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('shows the question screens in Spanish', async () => {
    const { page, baseUrl } = env;
    await signInAdmin();
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    for (const [path, name, ready] of [
      ['/question/category', 'question-categories-es', 'categories-row'],
      ['/question/quizes', 'all-assessments-es', 'quiz-card'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByTestId(ready).first().waitFor();
      await expectNoRawTranslationKeys(page);
      await expectNoSeriousAxeViolations(page);
      await screenshotsAtBothWidths(page, name, screenshot);
    }
    await page
      .getByTestId('quiz-card')
      .first()
      .getByRole('button', { name: /Añadir preguntas/ })
      .click();
    await page.getByTestId('add-questions-one').click();
    await page.getByTestId('question-new').click();
    await page.getByTestId('question-dialog').getByText('Vista previa', { exact: true }).waitFor();
    await expectNoRawTranslationKeys(page);
    await screenshotsAtBothWidths(page, 'question-dialog-es', screenshot);
  });
});
