// How an exam ends besides the last answer (spec 001 §4 "Exam flow", §9, issue 4): the server's timer
// runs out, the tab-change and end-on-refresh settings, and an answer given offline (or refused with a
// 503) that is kept and sent when the connection (or the server) returns. The exam settings and a near
// deadline are written to the server's SQLite file: no screen offers them yet, and there are no
// test-only routes.
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, screenshot } from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import {
  answersOf,
  draftsOf,
  en,
  expectQuestion,
  latestAttempt,
  leaveTab,
  liveAssessment,
  moveDeadline,
  optionRow,
  setExamSettings,
  signInCandidate,
  startFromDashboard,
  waitForResultSheet,
  type ExamSettings,
  type NewQuestion,
} from './examSteps';

const twoQuestions: NewQuestion[] = [
  {
    questionDetail: 'Which gas do plants take in?',
    optionA: 'Carbon dioxide',
    optionB: 'Helium',
    correctOption: ['A'],
  },
  {
    questionDetail: 'Which metal is liquid at room temperature?',
    optionA: 'Mercury',
    optionB: 'Iron',
    correctOption: ['A'],
  },
];
const SETTINGS_OFF: ExamSettings = { endExam: 0, tabChangeEndExam: 0, logoOnExamPage: 1, logoPath: null };

describe('Exam endings', () => {
  const env = useE2eEnvironment();

  it("lets the timer run out on the server's deadline, then records the time and opens the result", async () => {
    const { page, baseUrl, server } = env;
    const title = 'One minute sprint';
    const { quizTopicId } = await liveAssessment(baseUrl, { quizTitle: title, quizTime: 1 }, twoQuestions);
    await signInCandidate(page, baseUrl);
    await startFromDashboard(page, baseUrl, title);
    await expectQuestion(page, 1, 2);
    // One minute: urgent from the start.
    const timer = page.getByTestId('exam-timer');
    expect(Number(await timer.getAttribute('data-seconds'))).toBeLessThanOrEqual(60);
    expect(await timer.getAttribute('data-urgent')).toBe('true');

    // Bring the server's deadline close; the screen re-reads the attempt on reload and follows it.
    const attempt = latestAttempt(server.databasePath, quizTopicId);
    moveDeadline(server.databasePath, attempt.quizResponseInitialId, new Date(Date.now() + 8_000));
    await page.reload();
    await expectQuestion(page, 1, 2);
    await expect.poll(async () => Number(await timer.getAttribute('data-seconds'))).toBeLessThanOrEqual(8);
    await screenshot(page, 'exam-timer-urgent');
    await expectNoSeriousAxeViolations(page);
    // Each of the last ten seconds is announced to screen readers.
    await expect
      .poll(() => page.getByTestId('exam-timer-announcement').innerText(), { timeout: 10_000 })
      .toMatch(/^(\d+ seconds left|One second left)$/);
    await waitForResultSheet(page);

    const finished = latestAttempt(server.databasePath, quizTopicId);
    expect(finished.finishedAt).not.toBeNull();
    // Unanswered questions become skipped rows of the result.
    expect(answersOf(server.databasePath, attempt.quizResponseInitialId).map((a) => a.isAnswerSkipped)).toEqual([1, 1]);
  });

  it('with tab-change-ends-exam on, leaving the tab ends the exam at once; the site logo is shown small', async () => {
    const { page, baseUrl, server } = env;
    setExamSettings(server.databasePath, { tabChangeEndExam: 1, logoOnExamPage: 1, logoPath: '/favicon.svg' });
    try {
      const title = 'Stay on this tab';
      const { quizTopicId } = await liveAssessment(baseUrl, { quizTitle: title, quizTime: 10 }, twoQuestions);
      await signInCandidate(page, baseUrl);
      await startFromDashboard(page, baseUrl, title);
      await expectQuestion(page, 1, 2);
      const logo = page.getByTestId('exam-logo');
      await logo.waitFor({ state: 'visible' });
      const box = (await logo.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(50);
      expect(box.width).toBeLessThanOrEqual(100);
      await screenshot(page, 'exam-logo');

      await leaveTab(page);
      await waitForResultSheet(page);
      expect(latestAttempt(server.databasePath, quizTopicId).finishedAt).not.toBeNull();
    } finally {
      setExamSettings(server.databasePath, SETTINGS_OFF);
    }
  });

  it('with end-exam-on-refresh on, the first reload resumes and the second ends the exam', async () => {
    const { page, baseUrl, server } = env;
    setExamSettings(server.databasePath, { endExam: 1 });
    try {
      const title = 'Do not reload twice';
      const { quizTopicId } = await liveAssessment(baseUrl, { quizTitle: title, quizTime: 10 }, twoQuestions);
      await signInCandidate(page, baseUrl);
      await startFromDashboard(page, baseUrl, title);
      await expectQuestion(page, 1, 2);
      await optionRow(page, 'Carbon dioxide').click();
      await page.getByTestId('exam-submit').click();
      await expectQuestion(page, 2, 2);
      await page.reload();
      await expectQuestion(page, 2, 2);
      expect(latestAttempt(server.databasePath, quizTopicId).finishedAt).toBeNull();
      await page.reload();
      await waitForResultSheet(page);
      expect(latestAttempt(server.databasePath, quizTopicId).finishedAt).not.toBeNull();
    } finally {
      setExamSettings(server.databasePath, SETTINGS_OFF);
    }
  });

  it('the answer on screen counts: chosen but not submitted when the time runs out (issue 20)', async () => {
    const { page, baseUrl, server } = env;
    const title = 'Chosen, never submitted';
    const { quizTopicId, questionIds } = await liveAssessment(baseUrl, { quizTitle: title, quizTime: 5 }, twoQuestions);
    await signInCandidate(page, baseUrl);
    await startFromDashboard(page, baseUrl, title);
    await expectQuestion(page, 1, 2);
    await optionRow(page, 'Carbon dioxide').click();
    await page.getByTestId('exam-submit').click();
    await expectQuestion(page, 2, 2);
    const { quizResponseInitialId: attemptId } = latestAttempt(server.databasePath, quizTopicId);

    // The candidate chooses Iron, then Mercury, and never presses Submit: the server keeps the choice.
    await optionRow(page, 'Iron').click();
    await optionRow(page, 'Mercury').click();
    await expect
      .poll(() => draftsOf(server.databasePath, attemptId).map((a) => [a.quizQuestionId, a.userAnswer]))
      .toEqual([[questionIds[1], 'Mercury']]);
    // Still on question 2: a draft does not move on.
    expect(latestAttempt(server.databasePath, quizTopicId).currentSerial).toBe(1);

    // The deadline comes close; the next draft's acknowledgement brings it to the screen's timer.
    moveDeadline(server.databasePath, attemptId, new Date(Date.now() + 6_000));
    await optionRow(page, 'Iron').click();
    await optionRow(page, 'Mercury').click();
    const timer = page.getByTestId('exam-timer');
    await expect.poll(async () => Number(await timer.getAttribute('data-seconds'))).toBeLessThanOrEqual(6);
    await waitForResultSheet(page);

    expect(answersOf(server.databasePath, attemptId).map((a) => [a.userAnswer, a.isAnswerSkipped])).toEqual([
      ['Carbon dioxide', 0],
      ['Mercury', 0],
    ]);
    expect(draftsOf(server.databasePath, attemptId)).toEqual([]);
    // The result sheet shows it as answered, not skipped.
    await expect
      .poll(async () => (await page.getByTestId('result-answer').allInnerTexts()).map((text) => text.trim()))
      .toEqual(['Carbon dioxide', 'Mercury']);
  });

  it('a reload is not leaving the window: no visibility count, and tab-change-ends-exam does not fire', async () => {
    const { page, baseUrl, server } = env;
    setExamSettings(server.databasePath, { tabChangeEndExam: 1 });
    try {
      const title = 'Reload is not a tab switch';
      const { quizTopicId, questionIds } = await liveAssessment(
        baseUrl,
        { quizTitle: title, quizTime: 10 },
        twoQuestions,
      );
      await signInCandidate(page, baseUrl);
      await startFromDashboard(page, baseUrl, title);
      await expectQuestion(page, 1, 2);
      await page.reload();
      await expectQuestion(page, 1, 2);
      const attempt = latestAttempt(server.databasePath, quizTopicId);
      expect(attempt.finishedAt).toBeNull();
      await optionRow(page, 'Carbon dioxide').click();
      await page.getByTestId('exam-submit').click();
      await expectQuestion(page, 2, 2);
      expect(answersOf(server.databasePath, attempt.quizResponseInitialId)).toEqual([
        expect.objectContaining({ quizQuestionId: questionIds[0], visibilitychangeCount: 0 }),
      ]);
      // A real tab switch still counts, and with this setting ends the exam.
      await leaveTab(page);
      await waitForResultSheet(page);
    } finally {
      setExamSettings(server.databasePath, SETTINGS_OFF);
    }
  });

  it('asks before Skip on the last question ends the exam; the dashboard then shows it as Completed', async () => {
    const { page, baseUrl, server } = env;
    const title = 'Skip with care';
    const { quizTopicId } = await liveAssessment(
      baseUrl,
      { quizTitle: title, quizTime: 10, quizTotalMarks: 10, allowQuizSkip: true },
      twoQuestions,
    );
    await signInCandidate(page, baseUrl);
    await startFromDashboard(page, baseUrl, title);
    await expectQuestion(page, 1, 2);
    // Not the last question: Skip moves on at once.
    await page.getByTestId('exam-skip').click();
    await expectQuestion(page, 2, 2);
    await page.getByTestId('exam-skip').click();
    const dialog = page.getByTestId('exam-skip-last-confirm');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.innerText()).toContain(en.exam.skipLastMessage);
    await screenshot(page, 'exam-skip-last');
    await expectNoSeriousAxeViolations(page);
    // The focus starts on staying; staying keeps the exam open.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'exam-skip-last-confirm-cancel',
    );
    await page.getByTestId('exam-skip-last-confirm-cancel').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(latestAttempt(server.databasePath, quizTopicId).finishedAt).toBeNull();
    await optionRow(page, 'Mercury').click();
    await page.getByTestId('exam-submit').click();
    await waitForResultSheet(page);

    // Back on the dashboard the assessment stays, as Completed, with its result (no retakes allowed).
    await page.goto(`${baseUrl}/dashboard`);
    const card = page.getByTestId('completed-quiz-card').filter({ hasText: title });
    await card.waitFor({ state: 'visible' });
    expect(await card.getByTestId('completed-quiz-chip').innerText()).toBe(en.dashboard.completed);
    expect(await card.getByTestId('completed-quiz-marks').innerText()).toBe('5 of 10');
    expect(await card.getByTestId('completed-quiz-status').innerText()).toBe(en.examResult.passed);
    expect(await page.getByTestId('running-quiz-card').filter({ hasText: title }).count()).toBe(0);
    await screenshot(page, 'dashboard-completed');
    await expectNoSeriousAxeViolations(page);
    await card.getByTestId('completed-quiz-results').click();
    await page.waitForURL((url) => url.pathname === '/report/students');
  });

  /** The answers the exam screen keeps in the browser for an attempt until the server acknowledges them. */
  const outboxOf = (attemptId: number) =>
    env.page.evaluate((id) => localStorage.getItem(`exam.outbox.${id}`), attemptId);

  /** A live ten-minute assessment of the two questions, started by the candidate and at question 1. */
  async function startTwoQuestionExam(title: string) {
    const { page, baseUrl, server } = env;
    const { quizTopicId, questionIds } = await liveAssessment(baseUrl, { quizTitle: title, quizTime: 10 }, [
      ...twoQuestions,
    ]);
    await signInCandidate(page, baseUrl);
    await startFromDashboard(page, baseUrl, title);
    await expectQuestion(page, 1, 2);
    return { questionIds, attemptId: latestAttempt(server.databasePath, quizTopicId).quizResponseInitialId };
  }

  it('keeps an answer given offline, says so calmly, and sends it when the connection returns', async () => {
    const { page, server, browser } = env;
    const { questionIds, attemptId } = await startTwoQuestionExam('Offline safe');

    await optionRow(page, 'Carbon dioxide').click();
    await browser.context.setOffline(true);
    await page.getByTestId('exam-submit').click();
    const banner = page.getByTestId('exam-offline');
    await banner.waitFor({ state: 'visible' });
    expect(await banner.innerText()).toBe(en.exam.offline);
    // Still on the same question, the answer kept in the browser, nothing on the server yet.
    expect(await page.getByTestId('exam-progress').innerText()).toContain('1');
    expect(JSON.parse((await outboxOf(attemptId)) ?? '[]')).toMatchObject([
      { quizQuestionId: questionIds[0], userAnswer: 'Carbon dioxide', isAnswerSkipped: false },
    ]);
    expect(answersOf(server.databasePath, attemptId)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/quiz/startQuiz');
    await screenshot(page, 'exam-offline');
    await expectNoSeriousAxeViolations(page);

    await browser.context.setOffline(false);
    await expectQuestion(page, 2, 2);
    await banner.waitFor({ state: 'hidden' });
    expect(answersOf(server.databasePath, attemptId).map((a) => [a.quizQuestionId, a.userAnswer])).toEqual([
      [questionIds[0], 'Carbon dioxide'],
    ]);
    expect(await outboxOf(attemptId)).toBeNull();

    await optionRow(page, 'Mercury').click();
    await page.getByTestId('exam-submit').click();
    await waitForResultSheet(page);
    expect(answersOf(server.databasePath, attemptId).map((a) => a.userAnswer)).toEqual(['Carbon dioxide', 'Mercury']);
  });

  it('keeps an answer through a brief server outage (503) and sends it again by itself', async () => {
    const { page, server } = env;
    const { questionIds, attemptId } = await startTwoQuestionExam('Outage safe');

    // What the server answers while its database is unreachable (databaseOutage.test.ts): nothing stored.
    let refused = 0;
    const saves = '**/api/Quiz/CreateQuizResponseDetail';
    await page.route(saves, (route) => {
      refused++;
      return route.fulfill({
        status: 503,
        headers: { 'retry-after': '2' },
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', responseMsg: 'serviceUnavailable' }),
      });
    });
    await optionRow(page, 'Carbon dioxide').click();
    await page.getByTestId('exam-submit').click();
    const banner = page.getByTestId('exam-offline');
    await banner.waitFor({ state: 'visible' });
    expect(await banner.innerText()).toBe(en.exam.unavailable);
    expect(await page.getByTestId('exam-progress').innerText()).toContain('1');
    expect(JSON.parse((await outboxOf(attemptId)) ?? '[]')).toMatchObject([
      { quizQuestionId: questionIds[0], userAnswer: 'Carbon dioxide' },
    ]);
    await screenshot(page, 'exam-unavailable');

    // The database is back: the waiting answer goes by itself, without another press.
    await page.unroute(saves);
    await expectQuestion(page, 2, 2);
    await banner.waitFor({ state: 'hidden' });
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(answersOf(server.databasePath, attemptId).map((a) => [a.quizQuestionId, a.userAnswer])).toEqual([
      [questionIds[0], 'Carbon dioxide'],
    ]);
    expect(await outboxOf(attemptId)).toBeNull();
  });
});
