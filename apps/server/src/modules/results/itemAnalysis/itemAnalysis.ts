import {
  ANSWER_SEPARATOR,
  bodyKeyDisplay,
  OPTION_LETTERS,
  QUESTION_TYPE,
  QUESTION_TYPE_ID,
  splitAnswer,
  type ItemAnalysis,
} from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { notFound } from '../../../errors/AppError.js';
import { findQuizTopic } from '../../authoring/index.js';
import { bodyOf, candidateText, keyText } from '../../delivery/index.js';
import {
  currentQuestions,
  finishedAnswers,
  finishedScores,
  type AnalysedAnswer,
  type AnalysedQuestion,
} from './itemAnalysisRepository.js';

/**
 * Item analysis of one assessment (beyond the spec), classical test theory:
 * - facility: the mean fraction of the question's mark scored, over every answer of the finished attempts
 *   (as the screen defines it, issue 20): obtained / question mark, so a choice answer scores 1 or 0, an
 *   answer with partial credit (issue 22) its fraction, a negative mark 0, and a descriptive one its share
 *   of the mark. A skipped or unanswered question scored nothing of it: 0. A
 *   descriptive answer still waiting for its mark has no score yet: it is left out and counted as pending
 *   (the screen says how many). Questions without marks (surveys) have no facility;
 * - discrimination: facility among the top third of attempts by total score minus the bottom third
 *   (upper-lower index, -1..1), only from MIN_ATTEMPTS_FOR_DISCRIMINATION finished attempts on;
 * - how often each option of the question as it is now was chosen (answers matched by option text).
 * Memory grows with the attempts (one score each) and the questions, never with the answers, which are
 * read in pages.
 */
export const MIN_ATTEMPTS_FOR_DISCRIMINATION = 6;

type Group = 'upper' | 'lower';
type Item = ItemAnalysis['items'][number];

interface Mean {
  sum: number;
  n: number;
}
interface Tally {
  answered: number;
  skipped: number;
  /** Descriptive answers not graded yet. */
  pending: number;
  all: Mean;
  upper: Mean;
  lower: Mean;
  /** Per option of the question (same order as its options). */
  chosen: number[];
}

const mean = (m: Mean): number | null => (m.n > 0 ? m.sum / m.n : null);
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The options the question has now: letter, text and whether it is a correct one. */
export function questionOptions(q: AnalysedQuestion) {
  if (q.questionTypeId === QUESTION_TYPE.descriptive) return [];
  const correct = new Set(q.correctOption.split(ANSWER_SEPARATOR).filter(Boolean));
  return OPTION_LETTERS.map((letter) => ({
    letter,
    text: q[`option${letter}`].trim(),
    correct: correct.has(letter),
  })).filter((o) => o.text !== '');
}

/**
 * Issue 22: the key of a question whose key is not a choice of options A–E, as the result sheet reads it:
 * as one text (the CSV export's) and in lines; null for choice and descriptive questions.
 */
function readableKey(q: AnalysedQuestion): Pick<Item, 'key' | 'keyDisplay'> {
  if (q.questionTypeId === QUESTION_TYPE_ID.choice || q.questionTypeId === QUESTION_TYPE_ID.descriptive)
    return { key: null, keyDisplay: null };
  const body = bodyOf(q);
  return { key: keyText(q, body), keyDisplay: body ? bodyKeyDisplay(body) : null };
}

/**
 * The top and bottom thirds of the attempts by total score (ties broken by attempt id, so the split is
 * stable); null when there are too few attempts for the difference to mean anything.
 */
export function attemptGroups(scores: { quizResponseInitialId: number; userObtainedQuizMark: number }[]) {
  if (scores.length < MIN_ATTEMPTS_FOR_DISCRIMINATION) return null;
  const ranked = [...scores].sort(
    (a, b) => b.userObtainedQuizMark - a.userObtainedQuizMark || a.quizResponseInitialId - b.quizResponseInitialId,
  );
  const third = Math.floor(ranked.length / 3);
  const groups = new Map<number, Group>();
  for (const a of ranked.slice(0, third)) groups.set(a.quizResponseInitialId, 'upper');
  for (const a of ranked.slice(ranked.length - third)) groups.set(a.quizResponseInitialId, 'lower');
  return groups;
}

/**
 * The item score of one answer, 0..1: the fraction of the question's mark it earned (0 when skipped); null
 * when it has none: a question without marks, or a descriptive answer not graded yet.
 */
export function answerScore(a: AnalysedAnswer): number | null {
  if (!(a.questionMark > 0)) return null;
  if (a.isAnswerSkipped === 1) return 0;
  if (a.isExamined !== 1) return null;
  return Math.min(1, Math.max(0, a.userObtainedQuestionMark / a.questionMark));
}

/** A descriptive answer given but not marked yet: left out of the figures until it is. */
const isPending = (a: AnalysedAnswer) => a.isAnswerSkipped !== 1 && a.isExamined !== 1;

function addAnswer(tally: Tally, optionTexts: string[], a: AnalysedAnswer, group: Group | undefined) {
  if (a.isAnswerSkipped === 1) tally.skipped += 1;
  else {
    tally.answered += 1;
    if (isPending(a)) tally.pending += 1;
    const parts = new Set(splitAnswer(a.userAnswer).map((p) => p.toLowerCase()));
    optionTexts.forEach((text, i) => {
      if (parts.has(text)) tally.chosen[i]! += 1;
    });
  }
  const score = answerScore(a);
  if (score === null) return;
  for (const m of [tally.all, group === undefined ? null : tally[group]]) {
    if (!m) continue;
    m.sum += score;
    m.n += 1;
  }
}

function itemOf(q: AnalysedQuestion, tally: Tally, withDiscrimination: boolean): Item {
  const facility = mean(tally.all);
  const upper = mean(tally.upper);
  const lower = mean(tally.lower);
  return {
    quizQuestionId: q.quizQuestionId,
    // A cloze text holds its answers in Moodle's syntax: it reads with its blanks as [[n]], the key below.
    questionDetail: candidateText(q),
    questionTypeId: q.questionTypeId,
    isCodeSnippet: q.isCodeSnippet === 1,
    answered: tally.answered,
    facility: facility === null ? null : round4(facility),
    discrimination: withDiscrimination && upper !== null && lower !== null ? round4(upper - lower) : null,
    options: questionOptions(q).map((o, i) => ({ ...o, chosen: tally.chosen[i] ?? 0 })),
    ...readableKey(q),
    skipped: tally.skipped,
    pending: tally.pending,
  };
}

/** GetItemAnalysis: the table of every current question of the assessment, from its finished attempts. */
export async function itemAnalysis(db: DB, quizTopicId: number): Promise<ItemAnalysis> {
  const quiz = (await findQuizTopic(db, quizTopicId)) ?? notFound();
  const [questions, scores] = await Promise.all([currentQuestions(db, quizTopicId), finishedScores(db, quizTopicId)]);
  const groups = attemptGroups(scores);
  const tallies = new Map(
    questions.map((q) => {
      const texts = questionOptions(q).map((o) => o.text.toLowerCase());
      const tally: Tally = {
        answered: 0,
        skipped: 0,
        pending: 0,
        all: { sum: 0, n: 0 },
        upper: { sum: 0, n: 0 },
        lower: { sum: 0, n: 0 },
        chosen: texts.map(() => 0),
      };
      return [q.quizQuestionId, { texts, tally }] as const;
    }),
  );
  for await (const answer of finishedAnswers(db, quizTopicId)) {
    // Answers of questions deleted since are left out: the table shows the questions as they are now.
    const entry = tallies.get(answer.quizQuestionId);
    if (entry) addAnswer(entry.tally, entry.texts, answer, groups?.get(answer.quizResponseInitialId));
  }
  return {
    quizTopicId,
    quizTitle: quiz.quizTitle,
    attempts: scores.length,
    items: questions.map((q) => itemOf(q, tallies.get(q.quizQuestionId)!.tally, groups !== null)),
  };
}
