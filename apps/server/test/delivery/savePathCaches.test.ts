import {
  bodyCandidateView,
  displayBodyKey,
  MARK_OPTION,
  PARTICIPANT_OPTION,
  normalizeQuestion,
  normalizeQuizTopic,
  questionInput,
  quizTopicInput,
  type AnswerInput,
} from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import { bodyForStorage, completeForQuiz } from '../../src/modules/authoring/questions/questionBody.js';
import { questionColumns } from '../../src/modules/authoring/questions/questionColumns.js';
import { checkAndGrade } from '../../src/modules/delivery/exam/answerService.js';
import {
  attemptKeys,
  forgetKeptKeys,
  KEPT_KEYS_LIMIT,
  keptKeysCount,
  keysOfAttempt,
  newAttemptSecret,
} from '../../src/modules/delivery/exam/attemptKeys.js';
import {
  bodyOf,
  candidateText,
  candidateView,
  forgetKeptBodies,
  keyText,
} from '../../src/modules/delivery/exam/questionEngine.js';
import { typedCases, type ShownQuestion } from './typedExam.js';

/**
 * What the answer save keeps between requests (issue 22 "Speed"): the attempt's keys of a question (HMAC
 * ids and orders), the view made with them, each body's key text, besides the kept bodies and the shared
 * rules' kept patterns (tested with the rules). None of it may change what a save checks, refuses, scores or stores: the same
 * saves give the same results with everything forgotten before each step as with everything kept.
 */

const quiz = normalizeQuizTopic(
  quizTopicInput.parse({
    quizTitle: 'caches',
    quizTime: 60,
    quizMarkOptionId: MARK_OPTION.equal,
    quizParticipantOptionId: PARTICIPANT_OPTION.all,
    quizTotalMarks: 22,
    quizPassMarks: 11,
  }),
);

/** Each case's question stored as the question dialog stores it (the answer save reads these columns). */
const rows = typedCases().map((c, i) => {
  const raw = questionInput.parse({ ...c.question, quizTopicId: 1, questionLavelId: 1, questionCategoryId: 1 });
  const completed = completeForQuiz(raw, quiz);
  if ('problem' in completed) throw new Error(`${c.name}: ${JSON.stringify(completed.problem)}`);
  const columns = questionColumns(bodyForStorage(normalizeQuestion(completed.question, quiz), quiz));
  return { case: c, row: { ...columns, quizQuestionId: 900 + i, perQuestionMark: c.question.perQuestionMark } };
});

const attemptRules = { allowQuizSkip: 1, allowMultipleSelection: 1, quizMarkOptionId: MARK_OPTION.equal };
const markings = [
  { penalty: 0, floorQuestionAtZero: true },
  { penalty: 0.5, floorQuestionAtZero: false },
];

/** A cold start of the server's side (the shared rules' kept patterns: packages/shared/test/…/warmCaches.test.ts). */
function forgetAll() {
  forgetKeptKeys();
  forgetKeptBodies();
}

/** GetSingleQuestion's work for one question of an attempt, as the exam screen receives it. */
function viewOf(row: (typeof rows)[number]['row'], secret: string): ShownQuestion {
  const view = candidateView(bodyOf(row), keysOfAttempt(secret, row.quizQuestionId));
  return { ...row, questionDetail: candidateText(row), ...view } as unknown as ShownQuestion;
}

/** answerService's work between the save's read and its write, for each marking; a refusal as its code. */
function save(row: (typeof rows)[number]['row'], secret: string, input: AnswerInput, before: () => void) {
  return markings.map((marking) => {
    before();
    const attempt = {
      ...attemptRules,
      attemptSecret: secret,
      negativeMarkPenalty: marking.penalty,
      floorQuestionAtZero: marking.floorQuestionAtZero ? 1 : 0,
      floorAttemptAtZero: 1,
    };
    // The read gives a new string each time: the kept body is found by its text.
    const q = { ...row, questionData: row.questionData === null ? null : `${row.questionData} `.trim() };
    try {
      return checkAndGrade(attempt, q as Parameters<typeof checkAndGrade>[1], input);
    } catch (error) {
      return { refused: (error as { code?: string }).code ?? String(error) };
    }
  });
}

const input = (userAnswer: string, extra: Partial<AnswerInput> = {}): AnswerInput =>
  ({
    quizResponseInitialId: 1,
    quizQuestionId: 1,
    userAnswer,
    isAnswerSkipped: false,
    isDraft: false,
    pointerLeaveCount: 0,
    visibilitychangeCount: 0,
    ...extra,
  }) as AnswerInput;

/** Every answer of the cases to every question of an attempt: right, partial, wrong, foreign, empty, skipped. */
function answersOf(secret: string, before: () => void) {
  return rows.map(({ case: c, row }) => {
    before();
    const shown = viewOf(row, secret);
    const wires = [c.right(shown), c.partial?.(shown) ?? '', c.wrong(shown), 'Paris', '1=x#####2=y', '  '];
    return wires.flatMap((wire) => [
      ...save(row, secret, input(wire), before),
      ...save(row, secret, input(wire, { isDraft: true }), before),
      ...save(row, secret, input('', { isAnswerSkipped: true }), before),
    ]);
  });
}

describe('the answer save with and without what it keeps (issue 22 "Speed")', () => {
  it('checks, refuses, scores and writes every answer of every type alike, cold or warm', () => {
    // Cold: nothing kept before each view and each save (a new keys object, body, view and id index).
    const secrets = Array.from({ length: 4 }, () => newAttemptSecret());
    const cold = secrets.map((secret) => answersOf(secret, forgetAll));
    forgetAll();
    const warm = () => secrets.map((secret) => answersOf(secret, () => undefined));
    warm();
    expect(warm()).toEqual(cold);
    // Something was kept, and the answers were real ones (most checked, some refused, some scored).
    expect(keptKeysCount()).toBeGreaterThan(0);
    const flat = cold.flat(2) as ({ refused: string } | ReturnType<typeof checkAndGrade>)[];
    expect(flat.filter((r) => 'grade' in r && r.grade.userObtainedQuestionMark > 0).length).toBeGreaterThan(20);
    expect(flat.filter((r) => 'refused' in r).length).toBeGreaterThan(5);
  });

  it('gives the view and the key text that the rules give, kept or not', () => {
    for (const { row } of rows) {
      const body = bodyOf(row);
      // A descriptive question stores no body: no view, its key the columns'.
      if (!body) continue;
      const secret = newAttemptSecret();
      const fresh = bodyCandidateView(body, attemptKeys(secret, row.quizQuestionId));
      for (let i = 0; i < 3; i++) {
        expect(candidateView(body, keysOfAttempt(secret, row.quizQuestionId))).toEqual(fresh);
        expect(keyText(row, body)).toBe(displayBodyKey(body, { true: 'True', false: 'False' }));
      }
    }
  });

  it('makes a new view when the question was edited since (a new body, the same keys)', () => {
    const secret = newAttemptSecret();
    const before = { ...rows.find((r) => r.row.questionTypeId === 7)!.row };
    const edited = {
      ...before,
      questionData: JSON.stringify({ ...JSON.parse(before.questionData!), items: ['x', 'y'] }),
    };
    const keys = keysOfAttempt(secret, before.quizQuestionId);
    const old = candidateView(bodyOf(before), keys);
    const now = candidateView(bodyOf(edited), keysOfAttempt(secret, before.quizQuestionId));
    expect(now.items?.map((i) => i.text).sort()).toEqual(['x', 'y']);
    expect(old.items).toHaveLength(4);
  });
});

describe('the kept attempt keys', () => {
  it('keeps a question’s keys once they derived an id, and gives what new keys give', () => {
    forgetKeptKeys();
    const secret = newAttemptSecret();
    const first = keysOfAttempt(secret, 1);
    // Nothing derived yet (a choice question's keys never derive anything): not kept.
    expect(keysOfAttempt(secret, 1)).not.toBe(first);
    expect(keptKeysCount()).toBe(0);
    const id = first.idFor('item', 2);
    expect(keysOfAttempt(secret, 1)).toBe(first);
    expect(keptKeysCount()).toBe(1);
    const fresh = attemptKeys(secret, 1);
    expect(keysOfAttempt(secret, 1).idFor('item', 2)).toBe(fresh.idFor('item', 2));
    expect(id).toBe(fresh.idFor('item', 2));
    expect(keysOfAttempt(secret, 1).order('stem', 6)).toEqual(fresh.order('stem', 6));
    // Another attempt, another question: keys of their own.
    expect(keysOfAttempt(newAttemptSecret(), 1)).not.toBe(first);
    expect(keysOfAttempt(secret, 2)).not.toBe(first);
  });

  it(`keeps at most ${KEPT_KEYS_LIMIT}, dropping the least recently used, with the same ids after`, () => {
    forgetKeptKeys();
    const secret = newAttemptSecret();
    const used = keysOfAttempt(secret, 0);
    const id = used.idFor('choice', 0);
    for (let q = 1; q <= KEPT_KEYS_LIMIT + 50; q++) {
      keysOfAttempt(secret, q).order('item', 2);
      // Question 0 is used again and again: it stays.
      if (q % 1000 === 0) expect(keysOfAttempt(secret, 0)).toBe(used);
    }
    expect(keptKeysCount()).toBe(KEPT_KEYS_LIMIT);
    expect(keysOfAttempt(secret, 0)).toBe(used);
    // Question 1 was the least recently used: dropped, and derived again alike.
    const again = keysOfAttempt(secret, 1);
    expect(again.order('item', 2)).toEqual(attemptKeys(secret, 1).order('item', 2));
    expect(keysOfAttempt(secret, 0).idFor('choice', 0)).toBe(id);
  });
});
