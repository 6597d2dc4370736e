// Steps of the browser tests of issue 22's question types on the exam screen (examTypes*.test.ts): an
// assessment with one question of every type, imported through the real Moodle XML import (the way an
// institution brings its bank), and keyboard-only moves of a candidate.
import { DEMO_ACCOUNTS, type QuizTopicFormValues } from '@assessly/shared';
import type { Page } from 'playwright-core';
import { adminApi } from './questionFixtures';

/** The questions' texts, one of each type, as the candidate sees them. */
export const Q = {
  trueFalse: 'The Sun is a star.',
  shortAnswer: 'Which city is the capital of France?',
  numerical: 'What is pi, to two decimals?',
  matching: 'Match each country with its capital.',
  ordering: 'Put the planets in order from the Sun.',
  cloze: 'Fill in the blanks.',
} as const;
export const ORDER = ['Mercury', 'Venus', 'Earth', 'Mars'];
export const PAIRS = [
  ['France', 'Paris'],
  ['Italy', 'Rome'],
  ['Spain', 'Madrid'],
] as const;
/** The cloze text: its blanks in Moodle's syntax; the candidate sees [[1]]… where they stand. */
const CLOZE =
  `${Q.cloze} {1:SHORTANSWER:=Paris} is in France; pi is about {1:NUMERICAL:=3.14:0.01}; ` +
  'the sky is {1:MULTICHOICE:=blue~green~red}.';

const text = (value: string) => `<text><![CDATA[${value}]]></text>`;
const question = (type: string, name: string, body: string, extra: string) =>
  `<question type="${type}"><name>${text(name)}</name><questiontext format="plain_text">${text(body)}</questiontext>` +
  `<defaultgrade>1</defaultgrade>${extra}</question>`;
const answer = (fraction: number, value: string, more = '') =>
  `<answer fraction="${fraction}">${text(value)}${more}</answer>`;

/** A Moodle XML bank with one question of each of issue 22's auto-scored types. */
export const BANK = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
${question('truefalse', 'Sun', Q.trueFalse, answer(100, 'true') + answer(0, 'false'))}
${question('shortanswer', 'Capital', Q.shortAnswer, `<usecase>0</usecase>${answer(100, 'Paris')}`)}
${question('numerical', 'Pi', Q.numerical, answer(100, '3.14', '<tolerance>0.005</tolerance>'))}
${question(
  'matching',
  'Capitals',
  Q.matching,
  PAIRS.map(([stem, choice]) => `<subquestion>${text(stem)}<answer>${text(choice)}</answer></subquestion>`).join('') +
    `<subquestion>${text('')}<answer>${text('Lisbon')}</answer></subquestion>`,
)}
${question(
  'ordering',
  'Planets',
  Q.ordering,
  '<selecttype>ALL</selecttype><gradingtype>ABSOLUTE_POSITION</gradingtype>' +
    ORDER.map((item, i) => answer(i + 1, item)).join(''),
)}
${question('cloze', 'Blanks', CLOZE, '')}
</quiz>
`;

/**
 * A live assessment holding the bank, imported through UploadQuestionText and ReadQuestionUploadCsv (the
 * question dialog of issue 22 is another helper's work; the import is how a bank arrives here anyway), with
 * the assessment's settings changed as given.
 */
export async function liveTypedAssessment(
  baseUrl: string,
  quizTitle: string,
  settings: Partial<QuizTopicFormValues> = {},
): Promise<number> {
  const api = await adminApi(baseUrl);
  const questionCategoryId = await api.createCategory(`Types ${quizTitle}`);
  const quizTopicId = await api.createQuiz({
    quizTitle,
    quizTime: 20,
    quizTotalMarks: 6,
    allowQuestionSuffle: false,
    ...settings,
  });
  const path = await uploadBank(baseUrl);
  const imported = await api.call('POST', '/Quiz/ReadQuestionUploadCsv', {
    path,
    quizTopicId,
    format: 'moodlexml',
    questionCategoryId,
    questionLavelId: 1,
  });
  if (imported.status !== 200) throw new Error(`import answered ${imported.status}: ${JSON.stringify(imported.data)}`);
  const live = await api.call('PUT', '/Quiz/StartQuiz', { quizTopicId });
  if (live.status !== 200) throw new Error(`StartQuiz answered ${live.status}: ${JSON.stringify(live.data)}`);
  return quizTopicId;
}

/** Uploads the bank as the admin; answers the stored file's path for the import. */
async function uploadBank(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/User/GetLoginInfo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.append('file', new Blob([BANK], { type: 'text/xml' }), 'bank.xml');
  const response = await fetch(`${baseUrl}/api/Quiz/UploadQuestionText`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 200) throw new Error(`UploadQuestionText answered ${response.status}`);
  return ((await response.json()) as { dbPath: string }).dbPath;
}

/** What has the keyboard focus: its test id, accessible label or text. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? el?.getAttribute('data-testid') ?? el?.textContent ?? '';
  });

/** Presses Tab (Shift+Tab with back) until the focused element is the wanted one; fails after 40 presses. */
export async function tabTo(page: Page, wanted: string, back = false): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if ((await focused(page)) === wanted) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the keyboard never reached "${wanted}"`);
}

/** The ordering question's items, top to bottom, as shown. */
export const shownOrder = (page: Page) => page.getByTestId('exam-ordering-text').allInnerTexts();
