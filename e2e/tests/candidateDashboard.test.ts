// The candidate's dashboard (spec 001 §2 "Dashboard", §4 "Starting an assessment"): cards of the live
// assessments only, instructions before the exam, Start and Resume, the attempt limit, the new-window
// exam, and the phone layout. Real server, real Chromium; test data through the API.
import { translations } from '@assessly/shared/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  localStorageItem,
  pageWidth,
  screenshot,
  settle,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { candidateApi, fixtures, signInCandidate, viewportScreenshot } from './candidateExamFixtures';

const d = translations.en.dashboard;
const m = translations.en.messages;
const DEMO_QUIZ = 'General knowledge quiz';
const ONE_QUESTION = [{ questionDetail: 'Is water wet?' }];

const card = (page: Page, title: string) =>
  page.getByTestId('running-quiz-card').filter({ has: page.getByText(title, { exact: true }) });

async function cardTitles(page: Page): Promise<string[]> {
  await page.getByTestId('running-quiz-list').waitFor({ state: 'visible' });
  return page.getByTestId('running-quiz-title').allInnerTexts();
}

async function facts(page: Page, title: string): Promise<string[]> {
  const c = card(page, title);
  return Promise.all(
    ['running-quiz-time', 'running-quiz-marks', 'running-quiz-questions'].map((id) => c.getByTestId(id).innerText()),
  );
}

/** The attempt the dashboard stored for the exam screen (localStorage, so that a new window reads it too). */
async function storedAttempt(page: Page) {
  const raw = await localStorageItem(page, 'exam.attempt');
  return raw ? (JSON.parse(raw) as { attempt: { quizResponseInitialId: number; quizTopicId: number } }).attempt : null;
}

describe('Candidate dashboard', () => {
  const env = useE2eEnvironment();

  it('shows cards of the live assessments open to the candidate only, in one column on a phone', async () => {
    const { page, baseUrl } = env;
    const f = await fixtures(baseUrl);
    await f.quiz({ quizTitle: 'Dash Physics', quizTime: 15, quizTotalMarks: 20 }, [
      { questionDetail: 'Is light fast?' },
      { questionDetail: 'Is sound slower than light?' },
    ]);
    // A survey has no timer and no marks.
    await f.quiz({ quizTitle: 'Dash Survey', quizMarkOptionId: 2, quizTotalMarks: 0, quizTime: 0 }, [
      { questionDetail: 'Did you like it?', correctOption: [] },
    ]);
    await f.quiz({ quizTitle: 'Dash Draft' }, ONE_QUESTION, { live: false });
    const stopped = await f.quiz({ quizTitle: 'Dash Stopped' }, ONE_QUESTION);
    await f.stop(stopped.quizTopicId);
    await f.quiz(
      { quizTitle: 'Dash Invited Others', quizParticipantOptionId: 2, participantEmails: 'someone.else@example.com' },
      ONE_QUESTION,
    );

    await signInCandidate(page, baseUrl);
    expect((await cardTitles(page)).sort()).toEqual([DEMO_QUIZ, 'Dash Physics', 'Dash Survey'].sort());
    expect(await facts(page, DEMO_QUIZ)).toEqual(['10 min', '10', '5']);
    expect(await facts(page, 'Dash Physics')).toEqual(['15 min', '20', '2']);
    expect(await facts(page, 'Dash Survey')).toEqual([d.noTimeLimit, d.notApplicable, '1']);
    expect(await card(page, DEMO_QUIZ).getByTestId('running-quiz-start').innerText()).toBe(d.start);
    await expectNoSeriousAxeViolations(page);
    await expectNoRawTranslationKeys(page);
    await screenshot(page, 'candidate-dashboard-1280');
    // Several cards side by side on a laptop.
    const lefts = async () =>
      new Set(
        await Promise.all(
          (await page.getByTestId('running-quiz-card').all()).map(async (c) => (await c.boundingBox())!.x),
        ),
      );
    expect((await lefts()).size).toBeGreaterThan(1);

    await page.setViewportSize({ width: 375, height: 800 });
    await settle(page);
    await expect.poll(async () => (await lefts()).size).toBe(1);
    for (const c of await page.getByTestId('running-quiz-card').all()) {
      const box = (await c.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    // Nothing scrolls sideways.
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'candidate-dashboard-375');
  });

  it('shows the instructions first; Continue starts the exam and the card then offers Resume', async () => {
    const { page, baseUrl } = env;
    const f = await fixtures(baseUrl);
    const { quizTopicId } = await f.quiz({ quizTitle: 'Dash Chemistry' }, ONE_QUESTION, {
      instructions: ['Calculators are not allowed.', 'Answer every question.'],
    });
    await signInCandidate(page, baseUrl);
    await card(page, 'Dash Chemistry').getByTestId('running-quiz-start').click();
    const dialog = page.getByTestId('instructions-dialog');
    await dialog.getByTestId('instructions-continue').waitFor({ state: 'visible' });
    expect(await dialog.getByTestId('instructions-item').allInnerTexts()).toEqual([
      'Calculators are not allowed.',
      'Answer every question.',
    ]);
    // Full screen.
    const size = page.viewportSize()!;
    const box = (await page.getByRole('dialog').boundingBox())!;
    expect([box.width, box.height]).toEqual([size.width, size.height]);
    await expectNoSeriousAxeViolations(page);
    await expectNoRawTranslationKeys(page);
    await viewportScreenshot(page, 'candidate-instructions-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await viewportScreenshot(page, 'candidate-instructions-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Cancel: back to the cards, no attempt.
    await dialog.getByTestId('instructions-cancel').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await storedAttempt(page)).toBeNull();

    await card(page, 'Dash Chemistry').getByTestId('running-quiz-start').click();
    await dialog.getByTestId('instructions-continue').click();
    await page.waitForURL((url) => url.pathname === '/quiz/startQuiz');
    const attempt = await storedAttempt(page);
    expect(attempt?.quizTopicId).toBe(quizTopicId);

    // The attempt is under way: Resume, without the instructions again, continues the same attempt.
    await page.goto(`${baseUrl}/dashboard`);
    const resume = card(page, 'Dash Chemistry').getByTestId('running-quiz-start');
    await expect.poll(() => resume.innerText()).toBe(d.resume);
    expect(await card(page, 'Dash Chemistry').getByTestId('running-quiz-in-progress').innerText()).toBe(d.inProgress);
    await page.evaluate(() => localStorage.removeItem('exam.attempt'));
    await resume.click();
    await page.waitForURL((url) => url.pathname === '/quiz/startQuiz');
    expect(await page.getByTestId('instructions-dialog').count()).toBe(0);
    expect((await storedAttempt(page))?.quizResponseInitialId).toBe(attempt?.quizResponseInitialId);
  });

  it('starts an assessment without instructions at once', async () => {
    const { page, baseUrl } = env;
    const f = await fixtures(baseUrl);
    const { quizTopicId } = await f.quiz({ quizTitle: 'Dash Direct' }, ONE_QUESTION);
    await signInCandidate(page, baseUrl);
    await card(page, 'Dash Direct').getByTestId('running-quiz-start').click();
    await page.waitForURL((url) => url.pathname === '/quiz/startQuiz');
    expect(await page.getByTestId('instructions-dialog').count()).toBe(0);
    expect((await storedAttempt(page))?.quizTopicId).toBe(quizTopicId);
  });

  it('refuses a second attempt of a single-attempt assessment with the attempt-limit message', async () => {
    const { page, baseUrl } = env;
    const f = await fixtures(baseUrl);
    const { quizTopicId } = await f.quiz({ quizTitle: 'Dash Once', allowMultipleAttempt: false }, ONE_QUESTION);
    await signInCandidate(page, baseUrl);
    const start = card(page, 'Dash Once').getByTestId('running-quiz-start');
    await start.waitFor({ state: 'visible' });
    // Meanwhile the candidate takes and finishes it in another tab.
    await (await candidateApi(baseUrl)).takeAndFinish(quizTopicId);
    await start.click();
    const refusal = page.getByTestId('start-refusal');
    await refusal.waitFor({ state: 'visible' });
    expect(await refusal.getByTestId('start-refusal-message').innerText()).toBe(m.attemptLimitExceeded);
    expect(await refusal.getByTestId('start-refusal-limit').innerText()).toBe(m.totalAttemptLimitExpired);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // The cards are refreshed: the used-up assessment is gone.
    await card(page, 'Dash Once').waitFor({ state: 'detached' });
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'candidate-dashboard-refusal');

    // An 'alert' refusal (stopped meanwhile) shows its message without the attempt-limit text.
    const other = await f.quiz({ quizTitle: 'Dash Stopping' }, ONE_QUESTION);
    await page.reload();
    const startOther = card(page, 'Dash Stopping').getByTestId('running-quiz-start');
    await startOther.waitFor({ state: 'visible' });
    await f.stop(other.quizTopicId);
    await startOther.click();
    await expect.poll(() => refusal.getByTestId('start-refusal-message').innerText()).toBe(m.assessmentNotAvailable);
    expect(await refusal.getByTestId('start-refusal-limit').count()).toBe(0);
    await refusal.getByRole('button', { name: translations.en.common.close }).click();
    await refusal.waitFor({ state: 'detached' });
  });

  it('opens a new-window assessment in a pop-up and offers a link to open it again', async () => {
    const { page, baseUrl } = env;
    const f = await fixtures(baseUrl);
    const { quizTopicId } = await f.quiz({ quizTitle: 'Dash Window', allowExamOnNewWindow: true }, ONE_QUESTION);
    await signInCandidate(page, baseUrl);
    const theCard = card(page, 'Dash Window');
    await theCard.waitFor({ state: 'visible' });
    expect(await theCard.getByText(d.opensInNewWindow).count()).toBe(1);
    const popup = page.context().waitForEvent('page');
    await theCard.getByTestId('running-quiz-start').click();
    const examWindow = await popup;
    await examWindow.waitForURL((url) => url.pathname === '/quiz/startQuiz');
    expect((await storedAttempt(examWindow))?.quizTopicId).toBe(quizTopicId);
    // The dashboard stays, says where the exam went and keeps a link to it.
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    const notice = page.getByTestId('exam-new-window');
    await notice.waitFor({ state: 'visible' });
    expect(await notice.innerText()).toContain(d.newWindowOpened.replace('{{title}}', 'Dash Window'));
    expect(await notice.getByTestId('exam-open-again').getAttribute('href')).toBe('/quiz/startQuiz');
    await expect.poll(() => theCard.getByTestId('running-quiz-start').innerText()).toBe(d.resume);
    await page.bringToFront();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'candidate-dashboard-new-window');
    await examWindow.close();
  });

  it('reads in Spanish at both widths', async () => {
    const { page, baseUrl } = env;
    const es = translations.es.dashboard;
    await signInCandidate(page, baseUrl, 'es');
    const demo = card(page, DEMO_QUIZ);
    await demo.waitFor({ state: 'visible' });
    expect(await demo.getByTestId('running-quiz-start').innerText()).toBe(es.start);
    expect(await demo.getByTestId('running-quiz-time').innerText()).toBe(es.minutes.replace('{{minutes}}', '10'));
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'candidate-dashboard-es-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'candidate-dashboard-es-375');
  });
  // Last: it stops every assessment of this file's database.
  it('says so when no assessment is open to the candidate', async () => {
    const { page, baseUrl } = env;
    const f = await fixtures(baseUrl);
    const list = await f.admin.call<{ responseMsg: { quizTopicId: number; isRunning: boolean }[] }>(
      'GET',
      '/Quiz/GetQuizList/1/100',
    );
    for (const quiz of list.data.responseMsg.filter((q) => q.isRunning)) await f.stop(quiz.quizTopicId);
    await signInCandidate(page, baseUrl);
    const empty = page.getByTestId('dashboard-empty');
    await empty.waitFor({ state: 'visible' });
    expect(await empty.innerText()).toContain(d.noAssessment);
    expect(await page.getByTestId('running-quiz-card').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await expectNoRawTranslationKeys(page);
  });
});
