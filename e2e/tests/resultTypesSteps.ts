// Steps of the browser test of issue 22's answers on the result screens (resultTypes.test.ts): an assessment
// with a question of every type (the Moodle XML bank of examTypesSteps.ts, plus a choice and a descriptive
// question), and an attempt of the demo candidate answering each in its wire form through the real API, the
// ids read from what GetSingleQuestion showed, as the exam screen sends them.
import { ANSWER_SEPARATOR, DEMO_ACCOUNTS, type ExamQuestion, type QuizTopicFormValues } from '@assessly/shared';
import { descriptive } from './examSteps';
import { liveTypedAssessment, Q } from './examTypesSteps';
import { adminApi } from './questionFixtures';
import { apiAs, tokenOf, type Call } from './reportSteps';

/** The two questions added to the bank: a choice and a descriptive one. */
export const EXTRA = {
  choice: 'Which city is the capital of Italy?',
  descriptive: 'Describe the water cycle.',
} as const;
export const WRITTEN = 'Water evaporates, condenses into clouds and falls as rain.';

/** A live assessment with one question of each of the eight types. */
export async function everyTypeAssessment(
  baseUrl: string,
  quizTitle: string,
  settings: Partial<QuizTopicFormValues> = {},
): Promise<number> {
  const quizTopicId = await liveTypedAssessment(baseUrl, quizTitle, settings);
  const api = await adminApi(baseUrl);
  const questionCategoryId = await api.createCategory(`More ${quizTitle}`);
  await api.createQuestion({
    quizTopicId,
    questionCategoryId,
    questionDetail: EXTRA.choice,
    optionA: 'Rome',
    optionB: 'Milan',
    correctOption: ['A'],
  });
  await api.createQuestion({
    quizTopicId,
    questionCategoryId,
    ...descriptive(EXTRA.descriptive),
    answerExplanation: 'Evaporation, condensation, precipitation.',
  });
  // A question added stops a live assessment: it goes live again.
  const live = await api.call('PUT', '/Quiz/StartQuiz', { quizTopicId });
  if (live.status !== 200) throw new Error(`StartQuiz answered ${live.status}: ${JSON.stringify(live.data)}`);
  return quizTopicId;
}

function idOf(list: { id: string; text: string }[] | undefined, text: string): string {
  const found = list?.find((x) => x.text === text);
  if (!found) throw new Error(`"${text}" is not among ${JSON.stringify(list)}`);
  return found.id;
}
const join = (parts: string[]) => parts.join(ANSWER_SEPARATOR);

/**
 * The answer to each question: true/false right, the short answer wrong (Lyon), the number right, Italy
 * matched with Lisbon, Mars and Earth swapped, the cloze's first blank right (Paris), its number wrong and
 * green chosen from its dropdown; Milan for the choice question, and a written answer.
 */
function answerFor(q: ExamQuestion): string {
  const text = q.questionDetail;
  if (text.startsWith(Q.trueFalse)) return 'true';
  if (text.startsWith(Q.shortAnswer)) return 'Lyon';
  if (text.startsWith(Q.numerical)) return '3.14';
  if (text.startsWith(Q.matching))
    return join(
      [
        ['France', 'Paris'],
        ['Italy', 'Lisbon'],
        ['Spain', 'Madrid'],
      ].map(([stem, choice]) => `${idOf(q.stems, stem!)}=${idOf(q.choices, choice!)}`),
    );
  if (text.startsWith(Q.ordering)) return join(['Mercury', 'Venus', 'Mars', 'Earth'].map((t) => idOf(q.items, t)));
  if (text.startsWith(Q.cloze))
    return join(['1=Paris', '2=3.2', `3=${idOf(q.blanks?.find((b) => b.no === 3)?.choices, 'green')}`]);
  if (text.startsWith(EXTRA.choice)) return 'Milan';
  if (text.startsWith(EXTRA.descriptive)) return WRITTEN;
  throw new Error(`no answer for "${text}"`);
}

async function ok<T>(call: Call, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await call<T>(method, path, body);
  if (answer.status !== 200)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.data)}`);
  return answer.data;
}

/** The demo candidate's finished attempt, every question answered; answers the attempt and the ids shown. */
export async function answerEveryType(
  baseUrl: string,
  quizTopicId: number,
): Promise<{ attemptId: number; ids: string[] }> {
  const { email, password } = DEMO_ACCOUNTS.candidate;
  const call = apiAs(baseUrl, await tokenOf(baseUrl, email, password));
  const attempt = await ok<{ quizResponseInitialId: number }>(call, 'POST', '/Quiz/CreateQuizResponseInitial', {
    quizTopicId,
  });
  const order = await ok<{ serial: number; quizQuestionId: number }[]>(
    call,
    'GET',
    `/Quiz/GetRandomQuestions/${quizTopicId}/0`,
  );
  const ids: string[] = [];
  for (const { serial } of order) {
    const q = await ok<ExamQuestion>(call, 'GET', `/Quiz/GetSingleQuestion/${quizTopicId}/${serial}`);
    for (const list of [q.items, q.stems, q.choices, ...(q.blanks ?? []).map((b) => b.choices)])
      ids.push(...(list ?? []).map((x) => x.id));
    await ok(call, 'POST', '/Quiz/CreateQuizResponseDetail', {
      quizResponseInitialId: attempt.quizResponseInitialId,
      quizQuestionId: q.quizQuestionId,
      userAnswer: answerFor(q),
      isAnswerSkipped: false,
      pointerLeaveCount: 0,
      visibilitychangeCount: 0,
    });
  }
  await ok(call, 'PUT', '/Quiz/UpdateQuizTakenTime', { quizResponseInitialId: attempt.quizResponseInitialId });
  return { attemptId: attempt.quizResponseInitialId, ids };
}
