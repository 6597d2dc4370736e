// The exam-taking screen (spec 001 §2 "Exam-taking screen", §4 "Exam flow", §5 "Exam answers"): a
// candidate takes a mixed assessment in the server's shuffled order with checkboxes, a text box, skip
// and stop; the keyboard alone answers; a reload resumes at the same question with the draft and the
// timer. Started from the candidate dashboard, as a candidate does.
import { ANSWER_SEPARATOR, LANGUAGE_STORAGE_KEY } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoRawTranslationKeys, expectNoSeriousAxeViolations, screenshot } from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import {
  answersOf,
  descriptive,
  en,
  expectQuestion,
  latestAttempt,
  leaveTab,
  liveAssessment,
  optionRow,
  pointerLeaves,
  signInCandidate,
  solidPng,
  startFromDashboard,
  uploadQuestionImage,
  waitForResultSheet,
} from './examSteps';
import { adminApi, screenshotsAtBothWidths } from './questionFixtures';

async function expectNotice(page: Page, text: string) {
  const notice = page.getByTestId('notice').filter({ hasText: text });
  await notice.waitFor({ state: 'visible' });
  await notice.getByRole('button').click();
  await notice.waitFor({ state: 'hidden' });
}

const isChecked = (page: Page, letter: string) => page.getByTestId(`exam-option-${letter}`).isChecked();
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
const shootAndCheck = async (page: Page, name: string) => {
  // A mouse left where the narrower viewport ends would really leave the exam area (and be counted).
  await page.mouse.move(5, 5);
  await screenshotsAtBothWidths(page, name, async (p, shot) => {
    await screenshot(p, shot);
    await expectNoSeriousAxeViolations(p);
  });
  await expectNoRawTranslationKeys(page);
};

describe('Exam taking', () => {
  const env = useE2eEnvironment();

  it('takes a mixed assessment in the server order: checkboxes, a text box, skip and stop', async () => {
    const { page, baseUrl, server } = env;
    const Q = {
      capital: 'What is the capital of France?',
      primes: 'Which of these numbers are prime?',
      essay: 'Describe photosynthesis in one sentence.',
      sum: 'What is 2 + 2?',
      planet: 'Which planet is the largest?',
    };
    const title = 'Mixed science check';
    const { quizTopicId, questionIds } = await liveAssessment(
      baseUrl,
      {
        quizTitle: title,
        quizTime: 10,
        quizTotalMarks: 10,
        allowQuestionSuffle: true,
        allowQuizSkip: true,
        allowQuizStop: true,
        allowMultipleAnswer: true,
      },
      [
        { questionDetail: Q.capital, optionA: 'Paris', optionB: 'Rome', optionC: 'Madrid', correctOption: ['A'] },
        { questionDetail: Q.primes, optionA: '2', optionB: '4', optionC: '5', optionD: '9', correctOption: ['A', 'C'] },
        descriptive(Q.essay),
        { questionDetail: Q.sum, optionA: '4', optionB: '5', correctOption: ['A'] },
        { questionDetail: Q.planet, optionA: 'Jupiter', optionB: 'Mars', correctOption: ['A'] },
      ],
    );
    const api = await adminApi(baseUrl);
    await api.call('POST', '/Settings/CreateInstruction', { quizTopicId, description: 'Work on your own.' });
    const idOf = new Map(Object.values(Q).map((text, i) => [text, questionIds[i]!]));

    await signInCandidate(page, baseUrl);
    // Without a stored exam the screen sends the candidate to the dashboard (spec 001 §4 step 5).
    await page.goto(`${baseUrl}/quiz/startQuiz`);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await startFromDashboard(page, baseUrl, title);
    expect(await page.title()).toContain(en.pages.startQuiz);
    expect(await page.getByTestId('exam-title').innerText()).toBe(title);
    expect(await page.getByTestId('exam-timer').getAttribute('data-urgent')).toBe('false');

    const shown: number[] = [];
    const expected = new Map<number, { userAnswer: string; isAnswerSkipped: number }>();
    for (let n = 1; n <= 5; n++) {
      const text = await expectQuestion(page, n, 5);
      shown.push(idOf.get(text)!);
      // The focus moves to the new question's heading.
      expect(await focusedTestId(page)).toBe('exam-progress');
      if (n === 1) {
        await page.getByTestId('exam-submit').click();
        await expectNotice(page, en.messages.emptyAnswer);
        // Leaving the area and the tab is counted for this question; without the setting the exam goes on.
        await pointerLeaves(page);
        await pointerLeaves(page, 'touch');
        await pointerLeaves(page);
        await leaveTab(page);
        await shootAndCheck(page, 'exam-mixed-first');
      }
      if (n === 5) break;
      const id = idOf.get(text)!;
      if (text === Q.essay) {
        expect(await page.getByTestId('exam-options').count()).toBe(0);
        const box = page.locator('textarea[data-testid="exam-answer-text"]');
        // Paste is blocked (and the box says so).
        const pasted = await box.evaluate((el) => {
          const data = new DataTransfer();
          data.setData('text/plain', 'copied from elsewhere');
          const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
          el.dispatchEvent(event);
          return event.defaultPrevented;
        });
        expect(pasted).toBe(true);
        expect(await page.getByText(en.exam.noPasteHint).isVisible()).toBe(true);
        await box.fill('   ');
        await page.getByTestId('exam-submit').click();
        await expectNotice(page, en.messages.emptyAnswer);
        await box.fill('Plants turn light into sugar.');
        await shootAndCheck(page, 'exam-mixed-descriptive');
        await page.getByTestId('exam-submit').click();
        expected.set(id, { userAnswer: 'Plants turn light into sugar.', isAnswerSkipped: 0 });
      } else if (text === Q.sum) {
        await page.getByTestId('exam-skip').click();
        expected.set(id, { userAnswer: '', isAnswerSkipped: 1 });
      } else if (text === Q.primes) {
        // Several answers: checkboxes; the answer is the option texts joined with #####.
        expect(await page.locator('input[type="checkbox"]').count()).toBe(4);
        await optionRow(page, '2').click();
        await optionRow(page, '5').click();
        await optionRow(page, '9').click();
        await optionRow(page, '9').click();
        expect([await isChecked(page, 'A'), await isChecked(page, 'C'), await isChecked(page, 'D')]).toEqual([
          true,
          true,
          false,
        ]);
        await page.getByTestId('exam-submit').click();
        expected.set(id, { userAnswer: `2${ANSWER_SEPARATOR}5`, isAnswerSkipped: 0 });
      } else {
        const answer = text === Q.capital ? 'Paris' : 'Jupiter';
        await optionRow(page, answer).click();
        await page.getByTestId('exam-submit').click();
        expected.set(id, { userAnswer: answer, isAnswerSkipped: 0 });
      }
    }
    // One question at a time, in the order the server keeps for this attempt (shuffled when it started).
    const attempt = latestAttempt(server.databasePath, quizTopicId);
    expect(shown).toEqual(attempt.questionOrder);
    expect([...shown].sort((a, b) => a - b)).toEqual([...questionIds].sort((a, b) => a - b));

    // Stop asks first; Cancel keeps the exam going.
    await page.getByTestId('exam-stop').click();
    await page.getByTestId('exam-stop-confirm').waitFor({ state: 'visible' });
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('exam-stop-confirm-cancel').click();
    await page.getByTestId('exam-stop-confirm').waitFor({ state: 'hidden' });
    await page.getByTestId('exam-stop').click();
    await page.getByTestId('exam-stop-confirm-confirm').click();
    await waitForResultSheet(page);

    // Stopped at the fifth question: the server records it as skipped, untracked.
    expected.set(shown[4]!, { userAnswer: '', isAnswerSkipped: 1 });
    const answers = answersOf(server.databasePath, attempt.quizResponseInitialId);
    expect(answers.map((a) => a.quizQuestionId)).toEqual(shown);
    for (const a of answers) {
      expect({ userAnswer: a.userAnswer, isAnswerSkipped: a.isAnswerSkipped }).toEqual(expected.get(a.quizQuestionId));
    }
    expect(answers.map((a) => [a.pointerLeaveCount, a.visibilitychangeCount])).toEqual([
      [2, 1],
      [0, 0],
      [0, 0],
      [0, 0],
      [null, null],
    ]);
    expect(latestAttempt(server.databasePath, quizTopicId).finishedAt).not.toBeNull();
    // Nothing of the attempt is left in the browser.
    const leftovers = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('exam.')));
    expect(leftovers).toEqual([]);
  });

  it('answers with the keyboard alone and resumes after reloads at the same question, draft and time', async () => {
    const { page, baseUrl, server } = env;
    const title = 'Keyboard geography';
    const { quizTopicId, questionIds } = await liveAssessment(
      baseUrl,
      { quizTitle: title, quizTime: 10, quizTotalMarks: 9 },
      [
        {
          questionDetail: 'Which city is the capital of Italy?',
          optionA: 'Paris',
          optionB: 'Rome',
          optionC: 'Madrid',
          correctOption: ['B'],
        },
        {
          questionDetail: 'Which planet is the largest?',
          optionA: 'Jupiter',
          optionB: 'Mars',
          optionC: 'Venus',
          correctOption: ['A'],
        },
        descriptive('Why is the sky blue?'),
      ],
    );
    await signInCandidate(page, baseUrl);
    await startFromDashboard(page, baseUrl, title);
    await expectQuestion(page, 1, 3);
    // One answer only: radio buttons.
    expect(await page.getByRole('radiogroup').count()).toBe(1);
    expect(await page.locator('input[type="checkbox"]').count()).toBe(0);
    expect(await page.getByTestId('exam-skip').count()).toBe(0);
    expect(await page.getByTestId('exam-stop').count()).toBe(0);

    await page.keyboard.press('Enter');
    await expectNotice(page, en.messages.emptyAnswer);
    await page.keyboard.press('3');
    expect(await isChecked(page, 'C')).toBe(true);
    expect(await focusedTestId(page)).toBe('exam-option-C');
    await page.keyboard.press('ArrowUp');
    expect(await isChecked(page, 'B')).toBe(true);
    expect(await isChecked(page, 'C')).toBe(false);
    await shootAndCheck(page, 'exam-keyboard');
    await page.keyboard.press('Enter');

    await expectQuestion(page, 2, 3);
    expect(await focusedTestId(page)).toBe('exam-progress');
    await page.keyboard.press('b');
    expect(await isChecked(page, 'B')).toBe(true);
    const secondsBefore = Number(await page.getByTestId('exam-timer').getAttribute('data-seconds'));
    expect(secondsBefore).toBeGreaterThan(500);
    expect(secondsBefore).toBeLessThanOrEqual(600);

    await page.reload();
    await expectQuestion(page, 2, 3);
    // The draft came back, and the time went on: it did not start again from 10:00.
    expect(await isChecked(page, 'B')).toBe(true);
    const secondsAfter = Number(await page.getByTestId('exam-timer').getAttribute('data-seconds'));
    expect(secondsAfter).toBeLessThanOrEqual(secondsBefore);
    expect(secondsAfter).toBeGreaterThan(secondsBefore - 30);
    await page.keyboard.press('a');
    await page.keyboard.press('Enter');

    await expectQuestion(page, 3, 3);
    const box = page.locator('textarea[data-testid="exam-answer-text"]');
    await box.click();
    await page.keyboard.type('Blue light scatters most.');
    await page.reload();
    await expectQuestion(page, 3, 3);
    await expect.poll(() => box.inputValue()).toBe('Blue light scatters most.');
    // Enter makes a new line in the answer; Ctrl+Enter submits it.
    await box.focus();
    await page.keyboard.press('Control+Enter');
    await waitForResultSheet(page);

    const attempt = latestAttempt(server.databasePath, quizTopicId);
    expect(attempt.finishedAt).not.toBeNull();
    expect(
      answersOf(server.databasePath, attempt.quizResponseInitialId).map((a) => [a.quizQuestionId, a.userAnswer]),
    ).toEqual([
      [questionIds[0], 'Rome'],
      [questionIds[1], 'Jupiter'],
      [questionIds[2], 'Blue light scatters most.'],
    ]);
  });

  it("speaks the candidate's language and shows the question's picture and video as tabs", async () => {
    const { page, baseUrl } = env;
    const es = translations.es.exam;
    const title = 'Imagen y código';
    const imagePath = await uploadQuestionImage(baseUrl, solidPng(320, 180, [21, 101, 192]));
    await liveAssessment(baseUrl, { quizTitle: title, quizTime: 90 }, [
      {
        questionDetail: '¿De qué color es la imagen?',
        optionA: 'Azul',
        optionB: 'Rojo',
        correctOption: ['A'],
        imagePath,
        videoPath: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
      },
      {
        questionDetail: '```js\nconst x = 1 + 1;\n```\n¿Cuánto vale x?',
        isCodeSnippet: true,
        optionA: '2',
        optionB: '11',
        correctOption: ['A'],
      },
    ]);
    await signInCandidate(page, baseUrl);
    await page.evaluate(([key, lang]) => localStorage.setItem(key, lang), [LANGUAGE_STORAGE_KEY, 'es'] as const);
    await page.reload();
    await startFromDashboard(page, baseUrl, title);
    await expect.poll(() => page.getByTestId('exam-progress').innerText()).toBe('Pregunta 1 de 2');
    // Long assessments show hours.
    expect(await page.getByTestId('exam-timer-value').innerText()).toMatch(/^1:(29|30):\d\d$/);
    expect(await page.getByTestId('exam-submit').innerText()).toBe(es.submit);
    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual([es.imageTab, es.videoTab]);
    const image = page.getByTestId('exam-image');
    await image.waitFor({ state: 'visible' });
    expect(await image.getAttribute('alt')).toBe(es.imageAlt);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await shootAndCheck(page, 'exam-media-es');

    await page.getByTestId('exam-media-tab-video').click();
    const video = page.getByTestId('exam-video');
    await video.waitFor({ state: 'attached' });
    expect(await video.getAttribute('title')).toBe(es.videoTitle);
    expect(await video.getAttribute('src')).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ');
    expect(await image.count()).toBe(0);

    await optionRow(page, 'Azul').click();
    await page.getByTestId('exam-submit').click();
    await expect.poll(() => page.getByTestId('exam-progress').innerText()).toBe('Pregunta 2 de 2');
    // A question without picture or video has no tabs; code is highlighted.
    expect(await page.getByTestId('exam-media').count()).toBe(0);
    await page.locator('[data-testid="exam-question-text"] pre code.hljs').waitFor({ state: 'visible' });
    await shootAndCheck(page, 'exam-code-es');
  });
});
