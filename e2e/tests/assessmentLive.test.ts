// Manage Assessments, continued: the Instructions screen, Go Live / Stop Live with the 'On-live' label,
// a scheduled start, the exports and the invitation link of the sign-in page (spec 001 §2, §4, §5).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  screenshot,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import {
  adminToken,
  apiCall,
  choose,
  confirm,
  en,
  expectNotice,
  field,
  fillNewQuiz,
  helperTextOf,
  openTopics,
  quizRow,
  rowCells,
  submitQuiz,
  textarea,
} from './assessmentSteps';

const a = en.assessments;
const m = en.messages;

/** Adds one option-based question with a correct answer through the API, as the Questions screen would. */
async function addQuestion(page: Page, baseUrl: string, title: string, categoryName: string) {
  const token = await adminToken(page);
  const list = await apiCall<{ responseMsg: { quizTopicId: number; quizTitle: string }[] }>(
    baseUrl,
    token,
    'GET',
    '/Quiz/GetQuizList/1/100',
  );
  const quizTopicId = list.responseMsg.find((q) => q.quizTitle === title)!.quizTopicId;
  const category = await apiCall<{ questionCategoryId: number }>(
    baseUrl,
    token,
    'POST',
    '/Quiz/CreateQuestionCategory',
    {
      questionCategoryName: categoryName,
    },
  );
  await apiCall(baseUrl, token, 'POST', '/Quiz/CreateQuizQuestion', {
    quizTopicId,
    questionDetail: `What is 2 + 2? (${title})`,
    questionTypeId: 1,
    questionLavelId: 1,
    questionCategoryId: category.questionCategoryId,
    optionA: '4',
    optionB: '5',
    correctOption: ['A'],
  });
}

/** A datetime-local value one year ahead. */
function nextYear(): string {
  const d = new Date();
  return `${d.getFullYear() + 1}-06-15T09:30`;
}

describe('Manage Assessments: instructions, live, exports', () => {
  const env = useE2eEnvironment();

  it('adds, refuses a duplicate, edits and deletes instructions of one assessment', async () => {
    const { page, baseUrl } = env;
    await openTopics(page, baseUrl);
    await fillNewQuiz(page, { title: 'Chemistry', time: '20', total: '10' });
    await submitQuiz(page, m.successfullySaved);
    await quizRow(page, 'Chemistry').getByTestId('quiz-instructions').click();
    await page.waitForURL((url) => url.pathname === '/quiz/instruction' && url.searchParams.has('quizTopicId'));
    await expect
      .poll(() => page.getByTestId('page-title').innerText())
      .toBe(en.instructions.heading.replace('{{title}}', 'Chemistry'));
    await page.getByTestId('instruction-table-empty').waitFor({ state: 'visible' });
    await expectNoSeriousAxeViolations(page);

    const add = async (text: string) => {
      await page.getByTestId('instruction-add').click();
      await textarea(page, 'instruction-description').fill(text);
      await page.getByTestId('instruction-dialog-submit').click();
    };
    // Required, said as the user types.
    await page.getByTestId('instruction-add').click();
    await textarea(page, 'instruction-description').fill('x');
    await textarea(page, 'instruction-description').fill('');
    await expect.poll(() => page.getByTestId('instruction-dialog').getByText(m.required).count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
    // Emptied again: nothing to lose, so Cancel closes without asking.
    await page.getByTestId('instruction-dialog-cancel').click();
    await page.getByTestId('instruction-dialog').waitFor({ state: 'hidden' });

    await add('Calculators are not allowed.');
    await expectNotice(page, m.successfullySaved);
    await add('Calculators are not allowed.');
    await expectNotice(page, m.duplicateInstruction);
    expect(await page.getByTestId('instruction-dialog').isVisible()).toBe(true);
    await page.getByTestId('instruction-dialog-cancel').click();
    await page.getByTestId('instruction-dialog-discard-confirm').click();
    await page.getByTestId('instruction-dialog').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('instruction-table-row').count()).toBe(1);

    await page.getByTestId('instruction-edit').click();
    const description = textarea(page, 'instruction-description');
    await expect.poll(() => description.inputValue()).toBe('Calculators are not allowed.');
    await description.fill('Calculators and phones are not allowed.');
    await page.getByTestId('instruction-dialog-submit').click();
    await expectNotice(page, m.successfullyUpdated);
    await page.getByTestId('instruction-table-row').filter({ hasText: 'phones' }).waitFor({ state: 'visible' });
    await screenshot(page, 'instructions');
    await expectNoRawTranslationKeys(page);

    await page.getByTestId('instruction-delete').click();
    await confirm(page, 'instruction-confirm');
    await expectNotice(page, m.successfullyDeleted);
    await page.getByTestId('instruction-table-empty').waitFor({ state: 'visible' });

    await page.getByTestId('page-back').click();
    await page.waitForURL((url) => url.pathname === '/quiz/topics');
    // Without a valid assessment id the screen sends the user back to the list.
    await page.goto(`${baseUrl}/quiz/instruction?quizTopicId=abc`);
    await page.waitForURL((url) => url.pathname === '/quiz/topics');
  });

  it('refuses Go Live without questions, then goes live and stops with confirmation', async () => {
    const { page, baseUrl } = env;
    await openTopics(page, baseUrl);
    await fillNewQuiz(page, { title: 'Biology', time: '10', total: '10', pass: '5' });
    await submitQuiz(page, m.successfullySaved);

    await quizRow(page, 'Biology').getByTestId('quiz-go-live').click();
    const dialog = page.getByTestId('quiz-confirm');
    expect(await dialog.innerText()).toContain(a.goLiveMessage.replace('{{title}}', 'Biology'));
    await confirm(page);
    await expectNotice(page, m.noQuestionsInAssessment);
    expect((await rowCells(page, 'Biology'))[6]).toBe('');

    await addQuestion(page, baseUrl, 'Biology', 'Cells');
    await page.reload();
    await quizRow(page, 'Biology').getByTestId('quiz-go-live').click();
    await confirm(page);
    await expectNotice(page, m.assessmentIsLive);
    const row = quizRow(page, 'Biology');
    await expect.poll(() => row.getByTestId('quiz-on-live').innerText()).toBe(a.onLive);
    expect(await row.getByTestId('quiz-edit').isDisabled()).toBe(true);
    await screenshot(page, 'assessment-live');
    await expectNoSeriousAxeViolations(page);

    await row.getByTestId('quiz-stop-live').click();
    expect(await dialog.innerText()).toContain(a.stopLiveTitle);
    await confirm(page);
    await expectNotice(page, m.assessmentStopped);
    await expect.poll(() => row.getByTestId('quiz-on-live').count()).toBe(0);
    expect((await rowCells(page, 'Biology'))[6]).toBe('');
    expect(await row.getByTestId('quiz-edit').isDisabled()).toBe(false);
  });

  it('says when a scheduled assessment will go live and shows it as scheduled, not On-live', async () => {
    const { page, baseUrl } = env;
    await openTopics(page, baseUrl);
    await fillNewQuiz(page, { title: 'Scheduled history', time: '10', total: '10' });
    await field(page, 'quiz-schedule-start').fill(nextYear());
    await submitQuiz(page, m.successfullySaved);
    // The stored start shows again in local time.
    await quizRow(page, 'Scheduled history').getByTestId('quiz-edit').click();
    await expect.poll(() => field(page, 'quiz-schedule-start').inputValue()).toBe(nextYear());
    await page.getByTestId('quiz-dialog-cancel').click();
    await page.getByTestId('quiz-dialog').waitFor({ state: 'hidden' });

    await addQuestion(page, baseUrl, 'Scheduled history', 'Dates');
    await page.reload();
    await quizRow(page, 'Scheduled history').getByTestId('quiz-go-live').click();
    await confirm(page);
    const year = String(new Date().getFullYear() + 1);
    const notice = page.getByTestId('notice').filter({ hasText: a.willGoLiveAt.replace(' {{date}}', '') });
    await notice.waitFor({ state: 'visible' });
    expect(await notice.innerText()).toContain(year);
    const row = quizRow(page, 'Scheduled history');
    await row.getByTestId('quiz-scheduled').waitFor({ state: 'visible' });
    expect(await row.getByTestId('quiz-on-live').count()).toBe(0);
  });

  it('asks before saving a survey switched to marks while questions lack a correct answer (issue 20)', async () => {
    const { page, baseUrl } = env;
    await openTopics(page, baseUrl);
    await fillNewQuiz(page, { title: 'Survey turned quiz', markOption: 2 });
    await submitQuiz(page, m.successfullySaved);
    // A survey keeps no correct answers: the one sent with the question is cleared.
    await addQuestion(page, baseUrl, 'Survey turned quiz', 'Opinions');
    await page.reload();

    await quizRow(page, 'Survey turned quiz').getByTestId('quiz-edit').click();
    await expect.poll(() => field(page, 'quiz-title').inputValue()).toBe('Survey turned quiz');
    await choose(page, 'quiz-mark-option', 1);
    await field(page, 'quiz-time').fill('10');
    await field(page, 'quiz-total-marks').fill('10');
    // Pass marks left empty: everyone who finishes passes, and the dialog says so (issue 20 item 10).
    await expect.poll(() => helperTextOf(page, 'quiz-pass-marks')).toBe(a.quizPassMarksZeroHint);
    await screenshot(page, 'assessment-dialog-pass-marks-zero');
    await page.getByTestId('quiz-dialog-submit').click();

    const question = page.getByTestId('quiz-marks-confirm');
    await question.waitFor({ state: 'visible' });
    const text = await question.innerText();
    expect(text).toContain(a.marksNeedAnswersTitle);
    expect(text).toContain('Questions without a correct answer: 1 (the first: "What is 2 + 2? (Survey turned quiz)")');
    await screenshot(page, 'assessment-dialog-marks-need-answers');
    await expectNoSeriousAxeViolations(page);
    await expectNoRawTranslationKeys(page);
    // Cancel goes back to the form with the changes kept; nothing was saved.
    await page.getByTestId('quiz-marks-confirm-cancel').click();
    await question.waitFor({ state: 'hidden' });
    expect(await field(page, 'quiz-total-marks').inputValue()).toBe('10');
    // Saved anyway: the list shows the marks, and Go Live names the question to fix.
    await page.getByTestId('quiz-dialog-submit').click();
    await page.getByTestId('quiz-marks-confirm-confirm').click();
    await expectNotice(page, m.successfullyUpdated);
    await page.getByTestId('quiz-dialog').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await rowCells(page, 'Survey turned quiz')).slice(2, 5)).toEqual(['10', '10', '0']);
    await quizRow(page, 'Survey turned quiz').getByTestId('quiz-go-live').click();
    await confirm(page);
    await expectNotice(page, m.correctAnswerMissing.replace('{{question}}', 'What is 2 + 2? (Survey turned quiz)'));
  });

  it('downloads the list as PDF, Excel and CSV, the CSV with every assessment', async () => {
    const { page, baseUrl } = env;
    await openTopics(page, baseUrl);
    const names: Record<string, string> = {};
    for (const format of ['pdf', 'xlsx', 'csv']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId(`quiz-export-${format}`).click(),
      ]);
      names[format] = download.suggestedFilename();
      const path = await download.path();
      const bytes = readFileSync(path);
      if (format === 'pdf') expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      if (format === 'xlsx') expect(bytes.subarray(0, 2).toString()).toBe('PK');
      if (format === 'csv') {
        const lines = bytes
          .toString('utf8')
          .replace(/^\uFEFF/, '')
          .trim()
          .split(/\r?\n/);
        const token = await adminToken(page);
        const all = await apiCall<{ responseMsg: { quizTitle: string }[]; count: number }>(
          baseUrl,
          token,
          'GET',
          '/Quiz/GetQuizList/1/100',
        );
        expect(lines.length).toBe(all.count + 1); // the header and one line per assessment
        for (const quiz of all.responseMsg)
          expect(
            lines.some((l) => l.includes(quiz.quizTitle)),
            quiz.quizTitle,
          ).toBe(true);
      }
    }
    expect(names).toEqual({ pdf: 'assessments.pdf', xlsx: 'assessments.xlsx', csv: 'assessments.csv' });
  });

  it('opens the registration with the address filled in from an invitation link', async () => {
    const { page, baseUrl } = env;
    await page.goto(`${baseUrl}/signIn?ad=2&email=${encodeURIComponent('invitee@example.com')}`);
    await expect.poll(() => inputByTestId(page, 'register-email').inputValue()).toBe('invitee@example.com');
    expect(await page.getByTestId('register-submit').isVisible()).toBe(true);
  });
});
