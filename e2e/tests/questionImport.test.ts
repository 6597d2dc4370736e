import { DEMO_ACCOUNTS, QUESTION_CSV_COLUMNS } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  downloadFile,
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  screenshot,
  signIn,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { adminApi, chooseOption, screenshotsAtBothWidths } from './questionFixtures';

const { admin } = DEMO_ACCOUNTS;
const en = translations.en;

type Row = Partial<Record<(typeof QUESTION_CSV_COLUMNS)[number], string | number>>;
const quote = (value: string | number | undefined) => {
  const text = String(value ?? '');
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
/** A question CSV in the documented column order. */
const csv = (rows: Row[]) =>
  [QUESTION_CSV_COLUMNS.join(','), ...rows.map((row) => QUESTION_CSV_COLUMNS.map((c) => quote(row[c])).join(','))].join(
    '\n',
  );

const GOOD_QUESTIONS = [
  'Evaluate $x^2$ at $x = 2$.',
  'Which colour has the longest wavelength?',
  'Describe refraction.',
];

const goodRows = (category: number): Row[] => [
  {
    questionDetail: GOOD_QUESTIONS[0],
    questionTypeId: 1,
    questionLavelId: 1,
    questionCategoryId: category,
    optionA: '4',
    optionB: '2',
    correctOption: '4',
  },
  {
    questionDetail: GOOD_QUESTIONS[1],
    questionTypeId: 1,
    questionLavelId: 2,
    questionCategoryId: category,
    optionA: 'Blue',
    optionB: 'Red',
    optionC: 'Green, or "lime"',
    correctOption: 'Red',
    answerExplanation: 'Red light has the longest wavelength of the three.',
  },
  { questionDetail: GOOD_QUESTIONS[2], questionTypeId: 2, questionLavelId: 3, questionCategoryId: category },
];

/** Sets a file on the hidden upload input, as choosing it in the file dialog does. */
async function upload(page: Page, name: string, content: string) {
  await page
    .getByTestId('questions-upload-input')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
}

describe('question import and the questions table exports', () => {
  const env = useE2eEnvironment();

  it('rejects a file with a bad row (row number, nothing imported), then imports a good CSV', async () => {
    const { page, baseUrl } = env;
    const api = await adminApi(baseUrl);
    const category = await api.createCategory('E2E Light');
    const quizId = await api.createQuiz({ quizTitle: 'E2E CSV quiz' });
    await signIn(
      page,
      baseUrl,
      admin.email,
      admin.password,
      `/question/quizQuestions?quizTopicId=${quizId}&from=quizes&upload=1`,
    );
    await page.getByTestId('questions-empty').waitFor();

    // A name the server would refuse is refused in the browser already.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('import-intro-choose').click(),
    ]);
    await chooser.setFiles({ name: 'questions.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
    await page.getByTestId('import-rejected').getByText(en.messages.csvUploadError).waitFor();

    // Row 3 (the second question) names a category that does not exist: the whole file is refused.
    const bad = goodRows(category);
    bad[1] = { ...bad[1], questionCategoryId: 999999 };
    await upload(page, 'bad.csv', csv(bad));
    const rejected = page.getByTestId('import-rejected');
    await rejected.getByText(/rejected at row 3/).waitFor();
    expect(await rejected.innerText()).toContain('999999');
    expect(await rejected.innerText()).toContain('bad.csv');
    await page.getByTestId('questions-empty').waitFor();
    expect((await api.call<unknown[]>('GET', `/Quiz/GetQuizQuestionList/${quizId}`)).data).toHaveLength(0);
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, 'questions-import-rejected', screenshot);

    // The message stays until dismissed.
    await rejected.getByRole('button', { name: en.common.close }).click();
    await rejected.waitFor({ state: 'detached' });

    await upload(page, 'good.csv', csv(goodRows(category)));
    await page
      .getByTestId('import-result')
      .getByText(en.messages.questionsImported.replace('{{count}}', '3'))
      .waitFor();
    const rows = page.getByTestId('questions-row');
    await expect.poll(() => rows.count()).toBe(3);
    await rows.filter({ hasText: 'Evaluate' }).locator('.katex').first().waitFor();
    expect(await rows.filter({ hasText: 'wavelength' }).innerText()).toContain('Green, or "lime"');
    await expectNoRawTranslationKeys(page);
    await screenshotsAtBothWidths(page, 'questions-imported', screenshot);

    // GIFT carries no category or level: the author picks them before the import starts.
    await upload(
      page,
      'moodle.gift',
      '::G1:: Which planet is red? {=Mars ~Venus ~Jupiter}\n\n::G2:: Water boils at 100 °C at sea level. {T}\n',
    );
    await page.getByTestId('import-format-dialog').waitFor();
    expect(await page.getByTestId('import-format-aiken').count()).toBe(0);
    await chooseOption(page, 'import-category', category);
    await chooseOption(page, 'import-level', 1);
    await page.getByTestId('import-format-dialog-submit').click();
    // Checked first (issue 22): the report, then the author's choice; every item is ready, so Import all.
    await page.getByTestId('import-report').waitFor();
    expect(await rows.count()).toBe(3);
    await page.getByTestId('import-report-all').click();
    await page
      .getByTestId('import-result')
      .getByText(en.messages.questionsImported.replace('{{count}}', '2'))
      .waitFor();
    await expect.poll(() => rows.count()).toBe(5);

    // A .txt file may be GIFT or Aiken: the dialog asks.
    await upload(page, 'aiken.txt', 'Is this Aiken?\nA. Yes\nB. No\nANSWER: A\n');
    await page.getByTestId('import-format-aiken').check();
    await chooseOption(page, 'import-category', category);
    await chooseOption(page, 'import-level', 1);
    await page.getByTestId('import-format-dialog-submit').click();
    await page.getByTestId('import-report-all').click();
    await page
      .getByTestId('import-result')
      .getByText(en.messages.questionsImported.replace('{{count}}', '1'))
      .waitFor();
    await expect.poll(() => rows.count()).toBe(6);
  });

  it('downloads the questions table as CSV, Excel and PDF, and serves the sample CSV and the instructions', async () => {
    const { page, baseUrl } = env;
    const api = await adminApi(baseUrl);
    const category = await api.createCategory('E2E Export');
    const quizId = await api.createQuiz({ quizTitle: 'E2E Export quiz' });
    const texts = ['First export question', 'Second, with a comma', 'Third export question'];
    for (const questionDetail of texts)
      await api.createQuestion({ quizTopicId: quizId, questionDetail, questionCategoryId: category });

    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await signIn(page, baseUrl, admin.email, admin.password, `/question/quizQuestions?quizTopicId=${quizId}`);
    await expect.poll(() => page.getByTestId('questions-row').count()).toBe(3);
    // Plain questions: the KaTeX and highlight.js chunks are never fetched.
    expect(requested.filter((url) => /richText(Math|Code)|KaTeX_/.test(url))).toEqual([]);

    const csvFile = await downloadFile(page, 'questions-export-csv');
    expect(csvFile.name).toBe('questions-table.csv');
    const csvText = csvFile.data.toString('utf8');
    for (const text of texts) expect(csvText).toContain(text);
    expect(csvText.trim().split(/\r?\n/).length).toBe(1 + texts.length);
    const xlsx = await downloadFile(page, 'questions-export-xlsx');
    expect(xlsx.name).toBe('questions-table.xlsx');
    expect(xlsx.data.subarray(0, 2).toString()).toBe('PK');
    const pdf = await downloadFile(page, 'questions-export-pdf');
    expect(pdf.name).toBe('questions-table.pdf');
    expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-');

    // The sample CSV downloads from its button; both static files answer 200.
    const sample = await downloadFile(page, 'questions-sample-csv');
    expect(sample.name).toBe('sample-upload.csv');
    expect(sample.data.toString('utf8')).toContain(QUESTION_CSV_COLUMNS.join(','));
    const pdfHref = await page.getByTestId('questions-instructions-pdf').getAttribute('href');
    expect(pdfHref).toBe('/upload/Instructions-to-upload-questions.pdf');
    for (const path of ['/upload/sample-upload.csv', pdfHref!]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
    }
    const instructions = Buffer.from(await (await fetch(`${baseUrl}${pdfHref}`)).arrayBuffer());
    expect(instructions.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
