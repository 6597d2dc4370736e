/**
 * The answer save's own work in one process, without HTTP or a database (issue 22 "Speed"):
 * `npx tsx bench/lib/savePathParts.ts [--attempts N]`. For each attempt (its own secret) of the choice-only and
 * the mixed assessment in turn, GetSingleQuestion's view of each question, then each answer's save between
 * its read and its write (answerService's checkAndGrade: the check against what the candidate was shown, the
 * engine's reading, the grade). Prints microseconds per view and per save by question type (wall time) and
 * the CPU time per save of each assessment. Not run by `npm run bench`: a tool for finding what the mixed
 * wave's saves cost more than choice-only ones (docs/performance.md).
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  MARK_OPTION,
  PARTICIPANT_OPTION,
  QUESTION_TYPE,
  normalizeQuestion,
  normalizeQuizTopic,
  questionInput,
  quizTopicInput,
  type AnswerInput,
  type QuestionFormValues,
} from '@assessly/shared';
import { checkAndGrade } from '../../apps/server/src/modules/delivery/exam/answerService.js';
import { keysOfAttempt, newAttemptSecret } from '../../apps/server/src/modules/delivery/exam/attemptKeys.js';
import { bodyOf, candidateText, candidateView } from '../../apps/server/src/modules/delivery/exam/questionEngine.js';
import { bodyForStorage, completeForQuiz } from '../../apps/server/src/modules/authoring/questions/questionBody.js';
import { questionColumns } from '../../apps/server/src/modules/authoring/questions/questionColumns.js';
import { pickAnswer, type ShownQuestion, type TypedAnswers } from './examFlow.js';
import { mixedQuestions } from './mixedAssessment.js';

const TYPE_NAMES: Record<number, string> = {
  1: 'choice',
  3: 'true/false',
  4: 'short answer',
  5: 'numerical',
  6: 'matching',
  7: 'ordering',
  8: 'cloze',
};
const PARTS = ['view', 'save'] as const;
type Part = (typeof PARTS)[number];

const quiz = normalizeQuizTopic(
  quizTopicInput.parse({
    quizTitle: 'parts',
    quizTime: 60,
    quizMarkOptionId: MARK_OPTION.equal,
    quizParticipantOptionId: PARTICIPANT_OPTION.all,
    quizTotalMarks: 20,
    quizPassMarks: 10,
  }),
);

type Row = ReturnType<typeof questionColumns> & { quizQuestionId: number; label: string; typed?: TypedAnswers };

/** A question stored as the question dialog stores it. */
function stored(id: number, label: string, input: QuestionFormValues, typed?: TypedAnswers): Row {
  const raw = questionInput.parse(input);
  const completed = completeForQuiz(raw, quiz);
  if ('problem' in completed) throw new Error(`${label}: ${JSON.stringify(completed.problem)}`);
  const columns = questionColumns(bodyForStorage(normalizeQuestion(completed.question, quiz), quiz));
  return { ...columns, perQuestionMark: 1, quizQuestionId: id, label, ...(typed ? { typed } : {}) };
}

const base = { quizTopicId: 1, questionLavelId: 1, questionCategoryId: 1, perQuestionMark: 1 };
const choiceOnly: Row[] = Array.from({ length: 20 }, (_, i) =>
  stored(i + 1, 'choice-only', {
    ...base,
    questionDetail: `Question ${i + 1}`,
    questionTypeId: QUESTION_TYPE.option,
    optionA: `Alpha ${i}`,
    optionB: `Bravo ${i}`,
    optionC: `Charlie ${i}`,
    optionD: `Delta ${i}`,
    correctOption: ['A'],
  }),
);
const mixed: Row[] = mixedQuestions(20).map((q, i) =>
  stored(100 + i, TYPE_NAMES[Number(q.input.questionTypeId)]!, { ...base, ...q.input }, q.typed),
);

/** The attempt as the save reads it: skipping allowed, one option at a time, no penalty, floors on. */
const attemptRow = {
  allowQuizSkip: 1,
  allowMultipleSelection: 0,
  quizMarkOptionId: MARK_OPTION.equal,
  negativeMarkPenalty: 0,
  floorQuestionAtZero: 1,
  floorAttemptAtZero: 1,
};

const totals = new Map<string, Map<Part, number>>();
const saves = new Map<string, number>();

function add(label: string, part: Part, ms: number) {
  let parts = totals.get(label);
  if (!parts) totals.set(label, (parts = new Map()));
  parts.set(part, (parts.get(part) ?? 0) + ms);
}

/** The CPU time of the saves (user + system, microseconds) by assessment: insensitive to other processes. */
const saveCpu = new Map<string, number>();

/**
 * One attempt: each question viewed (GetSingleQuestion's work), then each answered (the save's work), timed
 * part by part (wall time) and as a whole (CPU time).
 */
function takeAttempt(name: string, rows: Row[], record: boolean) {
  const secret = newAttemptSecret();
  saveAll(name, rows, secret, viewAll(rows, secret, record), record);
}

/** GetSingleQuestion's work for each question of an attempt; answers what a candidate answers to each. */
function viewAll(rows: Row[], secret: string, record: boolean): string[] {
  return rows.map((q) => {
    const t = performance.now();
    const view = candidateView(bodyOf(q), keysOfAttempt(secret, q.quizQuestionId));
    const shown = { ...q, questionDetail: candidateText(q), ...view } as unknown as ShownQuestion;
    if (record) add(q.label, 'view', performance.now() - t);
    return pickAnswer(shown, q.typed);
  });
}

/** The save's work for each answer of an attempt. */
function saveAll(name: string, rows: Row[], secret: string, answers: string[], record: boolean) {
  const attempt = { ...attemptRow, attemptSecret: secret };
  const cpu = process.cpuUsage();
  rows.forEach((q, i) => {
    const input = { userAnswer: answers[i]!, isAnswerSkipped: false, isDraft: false } as AnswerInput;
    const t = performance.now();
    checkAndGrade(attempt, q as unknown as Parameters<typeof checkAndGrade>[1], input);
    if (record) {
      add(q.label, 'save', performance.now() - t);
      saves.set(q.label, (saves.get(q.label) ?? 0) + 1);
    }
  });
  if (record) {
    const used = process.cpuUsage(cpu);
    saveCpu.set(name, (saveCpu.get(name) ?? 0) + used.user + used.system);
  }
}

/**
 * `attempts` attempts of each assessment in turn (so that a slower moment of the machine touches both alike),
 * recorded or not (a warm-up); answers the CPU microseconds per save of each so far.
 */
export function runAttempts(attempts: number, record = true) {
  for (let i = 0; i < attempts; i++) {
    takeAttempt('choice-only', choiceOnly, record);
    takeAttempt('every type', mixed, record);
  }
  const mixedSaves = [...saves].filter(([label]) => label !== 'choice-only').reduce((sum, [, n]) => sum + n, 0);
  return {
    choiceCpuUs: (saveCpu.get('choice-only') ?? 0) / Math.max(1, saves.get('choice-only') ?? 0),
    mixedCpuUs: (saveCpu.get('every type') ?? 0) / Math.max(1, mixedSaves),
  };
}

/**
 * For a profiler: `attempts` attempts of each assessment viewed first, then a function that saves all their
 * answers (only the saves' work, as in runAttempts).
 */
export function prepareSaves(attempts: number): () => void {
  const prepared = Array.from({ length: attempts }, () =>
    [['choice-only', choiceOnly] as const, ['every type', mixed] as const].map(([name, rows]) => {
      const secret = newAttemptSecret();
      return { name, rows, secret, answers: viewAll(rows, secret, false) };
    }),
  ).flat();
  return () => prepared.forEach((p) => saveAll(p.name, p.rows, p.secret, p.answers, false));
}

function main() {
  const attemptsArg = process.argv.indexOf('--attempts');
  const attempts = attemptsArg > 0 ? Number(process.argv[attemptsArg + 1]) : 3000;
  // Warm-up: the JIT compiles every path first.
  runAttempts(300, false);
  const { choiceCpuUs, mixedCpuUs } = runAttempts(attempts);
  const us = (ms: number, n: number) => ((ms * 1000) / n).toFixed(1);
  console.log(`save path, microseconds of wall time per view and save (${attempts} attempts of each assessment)`);
  console.log(`${'type'.padEnd(14)}${PARTS.map((p) => p.padStart(10)).join('')}`);
  const line = (label: string, parts: Map<Part, number>, n: number) =>
    console.log(`${label.padEnd(14)}${PARTS.map((p) => us(parts.get(p) ?? 0, n).padStart(10)).join('')}`);
  line('choice-only', totals.get('choice-only')!, saves.get('choice-only')!);
  const all = new Map<Part, number>();
  let mixedSaves = 0;
  for (const [label, parts] of totals) {
    if (label === 'choice-only') continue;
    line(label, parts, saves.get(label)!);
    for (const [p, ms] of parts) all.set(p, (all.get(p) ?? 0) + ms);
    mixedSaves += saves.get(label)!;
  }
  line('every type', all, mixedSaves);
  // CPU time of the saves alone (the part of CreateQuizResponseDetail between its read and its write).
  console.log(
    `save-path: cpu_us_per_save choice=${choiceCpuUs.toFixed(1)} mixed=${mixedCpuUs.toFixed(1)} ` +
      `extra_us=${(mixedCpuUs - choiceCpuUs).toFixed(1)} ratio=${(mixedCpuUs / choiceCpuUs).toFixed(2)}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
