// Reports /report/students (spec 001 §2 "Students results", §6): the candidate's own results only, 5 a
// page, the assessment filter, the details (correct answers and explanations only where the assessment
// allows them), and the certificate action only for examined results with a template that reached the
// pass mark; nothing for admins. Attempts are taken through the real API; the screen runs in Chromium.
import { DEMO_ACCOUNTS } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { Page } from 'playwright-core';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  screenshot,
  SCREENSHOT_DIR,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { candidateApi, fixtures, viewportScreenshot, type NewQuestion } from './candidateExamFixtures';
import { descriptive } from './examSteps';
import {
  apiAs,
  pickFilter,
  registerCandidate,
  shownRows,
  signInAs,
  takeAttempt,
  tokenOf,
  waitForRows,
} from './reportSteps';

const en = translations.en;
const { admin, candidate } = DEMO_ACCOUNTS;
const other = { fullName: 'Olga Other', email: 'olga.student@example.com', password: 'Olga-pass-1234' };

interface Data {
  templateId: number;
  certTopicId: number;
  historyTopicId: number;
  olgaOnlyTopicId: number;
  candidateId: number;
  olgaId: number;
  /** Attempt ids of the certificate assessment: the passed first attempt, the failed second. */
  certPassed: number;
  /** The essay attempt (with a certificate template) that waits for grading. */
  essayAttempt: number;
  essayTopicId: number;
}

/**
 * The demo candidate's seven results: Cert Physics passed then failed (template, pass 2 of 4), History
 * three times (no template, correct answers and explanations shown), Cert Zero (template, no pass mark,
 * answered wrong) and a pending essay with a template. Olga takes History and an assessment of her own.
 */
async function takeAttempts(baseUrl: string): Promise<Data> {
  const f = await fixtures(baseUrl);
  const created = await f.admin.call<{ certificateTemplateId: number }>('POST', '/Quiz/CreateCertificateTemplate', {
    title: 'Course certificate',
    heading: 'Certificate of achievement',
    mainText: 'This certifies that [fullName] passed [quizTitle].',
  });
  if (created.status !== 200) throw new Error(`CreateCertificateTemplate answered ${created.status}`);
  const templateId = created.data.certificateTemplateId;
  const question: NewQuestion = {
    questionDetail: 'How much is 2 + 2?',
    optionA: '4',
    optionB: '5',
    correctOption: ['A'],
  };
  const multi = { quizTotalMarks: 4, quizPassMarks: 2, allowMultipleAttempt: true };
  const cert = await f.quiz({ quizTitle: 'Cert Physics', certificateTemplateId: templateId, ...multi }, [question]);
  const history = await f.quiz(
    { quizTitle: 'History', allowCorrectOption: true, allowAnswerExplation: true, ...multi },
    [
      {
        ...question,
        questionDetail: 'When did the Berlin wall fall?',
        optionA: '1989',
        optionB: '1991',
        answerExplanation: 'In November 1989.',
      },
    ],
  );
  const zero = await f.quiz({ quizTitle: 'Cert Zero', certificateTemplateId: templateId, quizPassMarks: 0 }, [
    question,
  ]);
  const essay = await f.quiz({ quizTitle: 'Cert Essay', certificateTemplateId: templateId }, [
    descriptive('Explain gravity.'),
  ]);
  const olgaOnly = await f.quiz({ quizTitle: 'Olga Only' }, [question]);

  const demo = await candidateApi(baseUrl);
  const olga = await registerCandidate(baseUrl, other);
  const right = (id: number, answer: string) => ({ [id]: { userAnswer: answer } });
  const certPassed = await demo.takeAndFinish(cert.quizTopicId, right(cert.questionIds[0]!, '4'));
  await demo.takeAndFinish(cert.quizTopicId, right(cert.questionIds[0]!, '5'));
  for (let i = 0; i < 3; i++) await demo.takeAndFinish(history.quizTopicId, right(history.questionIds[0]!, '1989'));
  await demo.takeAndFinish(zero.quizTopicId, right(zero.questionIds[0]!, '5'));
  const essayAttempt = await demo.takeAndFinish(
    essay.quizTopicId,
    right(essay.questionIds[0]!, 'Masses attract each other.'),
  );
  await takeAttempt(olga, history.quizTopicId, right(history.questionIds[0]!, '1991'));
  await takeAttempt(olga, olgaOnly.quizTopicId, right(olgaOnly.questionIds[0]!, '4'));

  const ids = async (email: string, password: string) =>
    (
      await apiAs(baseUrl, await tokenOf(baseUrl, email, password))<{ userId: number }>(
        'GET',
        '/User/GetCurrentUserInfo',
      )
    ).data.userId;
  return {
    templateId,
    certTopicId: cert.quizTopicId,
    historyTopicId: history.quizTopicId,
    olgaOnlyTopicId: olgaOnly.quizTopicId,
    candidateId: await ids(candidate.email, candidate.password),
    olgaId: await ids(other.email, other.password),
    certPassed,
    essayAttempt,
    essayTopicId: essay.quizTopicId,
  };
}

async function openReports(page: Page, baseUrl: string, language?: string) {
  await signInAs(page, baseUrl, candidate, language);
  await page.goto(`${baseUrl}/report/students`);
  await waitForRows(page, 5);
}

/** The row of an assessment's attempt (by its attempt number) on the current page. */
const rowOf = (page: Page, title: string, attempt: number) =>
  page
    .getByTestId('results-row')
    .filter({ has: page.getByTestId('report-title').getByText(title, { exact: true }) })
    .filter({ has: page.getByTestId('report-attempt').getByText(String(attempt), { exact: true }) });

describe('Reports (candidate)', () => {
  const env = useE2eEnvironment();
  let data: Data;
  beforeAll(async () => {
    data = await takeAttempts(env.baseUrl);
  }, 120_000);

  it('shows only the candidate’s own results, 5 a page, with the actions last', async () => {
    const { page, baseUrl } = env;
    await openReports(page, baseUrl);
    expect(await page.getByTestId('page-title').innerText()).toBe(en.pages.reportStudents);
    const headers = (await page.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
    expect(headers[0]).toBe(en.reports.colName);
    expect(headers[headers.length - 1]).toBe(en.table.actions);
    expect(await page.getByTestId('results-pagination').innerText()).toContain('1–5 of 7');
    expect(await page.getByRole('checkbox').count()).toBe(0);
    const firstPage = await shownRows(page);
    await page.getByRole('button', { name: en.table.nextPage }).click();
    await waitForRows(page, 2);
    const all = [...firstPage, ...(await shownRows(page))];
    expect(new Set(all.map((r) => r.name))).toEqual(new Set(['Cara Candidate']));
    expect(all.map((r) => r.title).sort()).toEqual(
      ['Cert Essay', 'Cert Physics', 'Cert Physics', 'Cert Zero', 'History', 'History', 'History'].sort(),
    );
    // The server refuses another candidate's results to a candidate (the screen never asks).
    const token = await tokenOf(baseUrl, candidate.email, candidate.password);
    const foreign = await apiAs(baseUrl, token)('GET', `/Report/GetResultsById/1/5/${data.olgaId}/0`);
    expect(foreign.status).toBe(403);

    await page.getByRole('button', { name: en.table.previousPage }).click();
    await waitForRows(page, 5);
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'report-students-en-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await waitForRows(page, 5);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'report-students-en-375');
  });

  it('filters by the candidate’s own assessments', async () => {
    const { page, baseUrl } = env;
    await openReports(page, baseUrl);
    await page.getByTestId('report-quiz-filter').click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options.sort()).toEqual(['Cert Essay', 'Cert Physics', 'Cert Zero', 'History']);
    await page.getByTestId(`report-quiz-filter-option-${data.historyTopicId}`).click();
    await waitForRows(page, 3);
    expect((await shownRows(page)).map((r) => r.attempt)).toEqual(['3', '2', '1']);
    expect(await page.getByTestId('results-pagination').count()).toBe(0);
    await pickFilter(page, 'report-quiz-filter', null);
    await waitForRows(page, 5);
  });

  it('shows the certificate action only for earned certificates and leads to the certificate', async () => {
    const { page, baseUrl } = env;
    await openReports(page, baseUrl);
    await pickFilter(page, 'report-quiz-filter', data.certTopicId);
    await waitForRows(page, 2);
    const certificates = async (title: string, attempt: number) =>
      rowOf(page, title, attempt).getByTestId('report-certificate').count();
    expect(await certificates('Cert Physics', 1)).toBe(1);
    expect(await certificates('Cert Physics', 2)).toBe(0);
    expect(await rowOf(page, 'Cert Physics', 2).getByTestId('report-status').getAttribute('data-status')).toBe(
      'failed',
    );
    await pickFilter(page, 'report-quiz-filter', null);
    await waitForRows(page, 5);
    // Every History attempt passed, but History has no template.
    for (const attempt of [1, 2, 3]) {
      const row = rowOf(page, 'History', attempt);
      expect(await row.getByTestId('report-status').getAttribute('data-status')).toBe('passed');
      expect(await row.getByTestId('report-certificate').count()).toBe(0);
    }
    // No pass mark: earned even with 0; the pending essay: not yet.
    expect(await certificates('Cert Zero', 1)).toBe(1);
    expect(await certificates('Cert Essay', 1)).toBe(0);
    expect(await rowOf(page, 'Cert Essay', 1).getByTestId('report-status').getAttribute('data-status')).toBe('pending');

    await pickFilter(page, 'report-quiz-filter', data.certTopicId);
    await waitForRows(page, 2);
    // Spec 001 §7: the certificate opens in a new window, signed in like this one.
    const opened = page.context().waitForEvent('page');
    await rowOf(page, 'Cert Physics', 1).getByTestId('report-certificate').click();
    const popup = await opened;
    await popup.waitForURL((url) => url.pathname === '/report/certificates');
    expect(Object.fromEntries(new URL(popup.url()).searchParams)).toEqual({
      templateId: String(data.templateId),
      userId: String(data.candidateId),
      attemptId: String(data.certPassed),
    });
    await popup.getByTestId('certificate-sheet').waitFor();
    expect(await popup.getByTestId('certificate-number').innerText()).toBe(
      `Certificate No. CERT-${String(data.templateId).padStart(2, '0')}`,
    );
    await popup.close();
    expect(new URL(page.url()).pathname).toBe('/report/students');
  });

  it('downloads Result.pdf and the certificate from the list once examined, also after manual grading (issue 20)', async () => {
    const { page, baseUrl } = env;
    await openReports(page, baseUrl);
    await pickFilter(page, 'report-quiz-filter', data.certTopicId);
    await waitForRows(page, 2);
    const passed = rowOf(page, 'Cert Physics', 1);
    const failed = rowOf(page, 'Cert Physics', 2);
    expect(await passed.getByTestId('result-pdf-download').count()).toBe(1);
    expect(await passed.getByTestId('certificate-pdf-download').count()).toBe(1);
    expect(await failed.getByTestId('result-pdf-download').count()).toBe(1);
    expect(await failed.getByTestId('certificate-pdf-download').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'report-students-downloads-en-1280');

    const save = async (testId: string, name: string) => {
      const download = page.waitForEvent('download', { timeout: 60_000 });
      await passed.getByTestId(testId).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(name);
      const bytes = readFileSync((await file.path())!);
      expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
      // Kept next to the screenshots (gitignored) for a look at the pages.
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      writeFileSync(join(SCREENSHOT_DIR, `reports-${name}`), bytes);
      return bytes.toString('latin1');
    };
    // Result.pdf: A4 portrait pages; Certificate.pdf: one landscape page. Nothing is left off-screen.
    expect(await save('result-pdf-download', 'Result.pdf')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    const certificate = await save('certificate-pdf-download', 'Certificate.pdf');
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(certificate)!;
    expect(Number(box[1])).toBeGreaterThan(Number(box[2]));
    await expect.poll(() => page.getByTestId('pdf-offscreen').count()).toBe(0);

    // The pending essay offers neither, until an examiner has marked it.
    await pickFilter(page, 'report-quiz-filter', data.essayTopicId);
    await waitForRows(page, 1);
    const essay = rowOf(page, 'Cert Essay', 1);
    expect(await essay.getByTestId('result-pdf-download').count()).toBe(0);
    const adminCall = apiAs(baseUrl, await tokenOf(baseUrl, admin.email, admin.password));
    const pending = await adminCall<{ quizResponseDetailId: number; questionMark: number }[]>(
      'GET',
      `/Report/GetPendingExamine/${data.essayAttempt}`,
    );
    const [answer] = pending.data;
    const graded = await adminCall(
      'PUT',
      `/Report/UpdateMarksObtain/${answer!.quizResponseDetailId}/${answer!.questionMark}`,
      {},
    );
    expect(graded.status).toBe(200);
    await page.reload();
    await waitForRows(page, 5);
    await pickFilter(page, 'report-quiz-filter', data.essayTopicId);
    await waitForRows(page, 1);
    await essay.getByTestId('result-pdf-download').waitFor();
    expect(await essay.getByTestId('certificate-pdf-download').count()).toBe(1);

    // Below 960 px the downloads give way, as on the result and certificate pages (spec 001 §9).
    await page.setViewportSize({ width: 959, height: 800 });
    await essay.getByTestId('result-pdf-download').waitFor({ state: 'detached' });
    expect(await essay.getByTestId('report-certificate').count()).toBe(1);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'report-students-downloads-en-375');

    // In Spanish, with its names for the downloads.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReports(page, baseUrl, 'es');
    await pickFilter(page, 'report-quiz-filter', data.certTopicId);
    await waitForRows(page, 2);
    await passed.getByTestId('result-pdf-download').hover();
    await page.getByRole('tooltip', { name: translations.es.reports.downloadResultPdf }).waitFor();
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'report-students-downloads-es-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await waitForRows(page, 2);
    await screenshot(page, 'report-students-downloads-es-375');
  });

  it('shows the details with correct answers and explanations only where the assessment allows them', async () => {
    const { page, baseUrl } = env;
    await openReports(page, baseUrl);
    await pickFilter(page, 'report-quiz-filter', data.certTopicId);
    await waitForRows(page, 2);
    await rowOf(page, 'Cert Physics', 2).getByTestId('report-detail-open').click();
    const detail = page.getByTestId('report-detail');
    await detail.getByTestId('result-table-row').first().waitFor({ state: 'visible' });
    expect(await detail.getByTestId('result-fullName').innerText()).toBe('Cara Candidate');
    expect(await detail.getByTestId('result-answer').innerText()).toBe('5');
    expect(await detail.getByTestId('result-correct').count()).toBe(0);
    expect(await detail.getByTestId('result-explanation').count()).toBe(0);
    await detail.getByTestId('report-detail-close').click();
    await detail.waitFor({ state: 'detached' });

    await pickFilter(page, 'report-quiz-filter', data.historyTopicId);
    await waitForRows(page, 3);
    await rowOf(page, 'History', 1).getByTestId('report-detail-open').click();
    await detail.getByTestId('result-table-row').first().waitFor({ state: 'visible' });
    expect(await detail.getByTestId('result-correct').innerText()).toBe('1989');
    expect(await detail.getByTestId('result-explanation').innerText()).toBe('In November 1989.');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'report-students-detail-en-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await viewportScreenshot(page, 'report-students-detail-en-375');
  });

  it('shows the screen in Bengali at both widths', async () => {
    const { page, baseUrl } = env;
    const bn = translations.bn;
    await openReports(page, baseUrl, 'bn');
    expect(await page.getByTestId('page-title').innerText()).toBe(bn.pages.reportStudents);
    // Numbers in the user's language: Bengali digits.
    expect(await page.getByTestId('report-attempt').allInnerTexts()).toEqual(['১', '১', '৩', '২', '১']);
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'report-students-bn-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await waitForRows(page, 5);
    await screenshot(page, 'report-students-bn-375');
  });

  it('loads nothing for an admin and offers no certificate', async () => {
    const { page, baseUrl } = env;
    await signInAs(page, baseUrl, admin);
    await page.goto(`${baseUrl}/report/students`);
    await page.getByTestId('results-not-student-empty').waitFor({ state: 'visible' });
    expect(await page.getByTestId('results-row').count()).toBe(0);
    expect(await page.getByTestId('report-certificate').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('results-open-admin').click();
    await page.waitForURL((url) => url.pathname === '/report/admin');
  });
});
