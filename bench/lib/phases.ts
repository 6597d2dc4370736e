import { performance } from 'node:perf_hooks';
import type { Client } from 'undici';
import {
  answerBody,
  finishAttempt,
  getQuestion,
  pickAnswer,
  saveAnswer,
  startAttempt,
  type Acknowledged,
  type ShownQuestion,
  type StartedAttempt,
  type TypedAnswers,
} from './examFlow.js';
import { combinedReading, cpuMeter, type CpuReading } from './cpu.js';
import { connection, timed } from './http.js';
import type { Candidate } from './prepare.js';
import { Recorder } from './recorder.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Workers that each take the next job as soon as their previous request finished; answers the elapsed ms. */
async function closedLoop(clients: Client[], jobs: number, job: (client: Client, index: number) => Promise<unknown>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      while (next < jobs) await job(client, next++);
    }),
  );
  return performance.now() - started;
}

async function closeAll(clients: Client[]) {
  await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
}

/**
 * Opens every candidate's connection before the start, a hundred at a time: candidates have the
 * dashboard open before they press Start, and 1,000 simultaneous TCP handshakes would measure the
 * kernel's accept queue instead of the server.
 */
async function openConnections(clients: Client[]) {
  const throwaway = new Recorder();
  for (let i = 0; i < clients.length; i += 100) {
    await Promise.all(
      clients.slice(i, i + 100).map((c) => timed(c, throwaway, 'connect', { method: 'GET', path: '/api/health' })),
    );
  }
  if (throwaway.errorCount() > 0) throw new Error(`could not open the connections: ${throwaway.samples.join('; ')}`);
}

export interface Pace {
  thinkMinMs: number;
  thinkMaxMs: number;
}

/** What candidates type, by question id (mixedAssessment.ts); the choice-only assessments need nothing. */
export type Typed = ReadonlyMap<number, TypedAnswers>;

/** An assessment of a wave and the prefix of its requests' kinds in the recorder ('' or 'mixed.'). */
export interface WaveExam {
  quizTopicId: number;
  prefix: string;
}

/** One candidate's whole exam: start, then every question (fetch, think, answer), then the end. */
async function takeExam(
  client: Client,
  candidate: Candidate,
  quizTopicId: number,
  pace: Pace,
  recorder: Recorder,
  acknowledged: Acknowledged[],
  prefix: string,
  typed: Typed,
) {
  const attempt = await startAttempt(client, recorder, `${prefix}start`, candidate.token, quizTopicId);
  if (!attempt) return;
  const attemptId = attempt.quizResponseInitialId;
  for (let serial = 0; serial < attempt.totalQuestions; serial++) {
    const shown = await getQuestion(client, recorder, `${prefix}question`, candidate.token, quizTopicId, serial);
    if (!shown) continue;
    const think = pace.thinkMinMs + Math.random() * (pace.thinkMaxMs - pace.thinkMinMs);
    if (think > 0) await sleep(think);
    const answer = {
      attemptId,
      quizQuestionId: shown.quizQuestionId,
      userAnswer: pickAnswer(shown, typed.get(shown.quizQuestionId)),
    };
    await saveAnswer(client, recorder, `${prefix}answer`, candidate.token, answer, acknowledged);
  }
  await finishAttempt(client, recorder, `${prefix}finish`, candidate.token, attemptId);
}

/**
 * Untimed: the warm-up candidates take each warm-up assessment (choice-only, then every type) without
 * thinking, so the JIT has compiled the routes and every type's rules.
 */
export async function warmUp(
  baseUrl: string,
  candidates: Candidate[],
  quizTopicIds: number[],
  typed: Typed,
  acknowledged: Acknowledged[],
) {
  const recorder = new Recorder();
  const clients = candidates.map(() => connection(baseUrl));
  const noThink = { thinkMinMs: 0, thinkMaxMs: 0 };
  await Promise.all(
    candidates.map(async (c, i) => {
      for (const quizTopicId of quizTopicIds)
        await takeExam(clients[i]!, c, quizTopicId, noThink, recorder, acknowledged, 'warmup.', typed);
    }),
  );
  await closeAll(clients);
  return recorder;
}

/**
 * (a) Human pace: every candidate presses Start at the same moment, then answers each question after a
 * random think time. The realistic exam wave: the p95 target applies here. Candidate i takes
 * exams[i % exams.length]: with the choice-only and the mixed assessment, every other candidate takes each,
 * at the same moments on the same server, so that the two are compared under the same load (issue 22).
 */
export async function humanWave(
  baseUrl: string,
  candidates: Candidate[],
  exams: WaveExam[],
  pace: Pace,
  recorder: Recorder,
  acknowledged: Acknowledged[],
  typed: Typed,
) {
  const clients = candidates.map(() => connection(baseUrl));
  await openConnections(clients);
  const started = performance.now();
  await Promise.all(
    candidates.map((c, i) => {
      const exam = exams[i % exams.length]!;
      return takeExam(clients[i]!, c, exam.quizTopicId, pace, recorder, acknowledged, exam.prefix, typed);
    }),
  );
  const durationMs = performance.now() - started;
  await closeAll(clients);
  return { durationMs, startedAt: started };
}

/** What the saturation phase measured of one assessment. */
export interface SaturationResult {
  answersPerSecond: number;
  questionsPerSecond: number;
  /** Time spent sending its answers (the sum of its blocks). */
  answerMs: number;
  /** The CPU of its answer blocks together. */
  answerCpu: CpuReading;
  /** Server and PostgreSQL CPU per request of each kind, in microseconds (null where /proc is missing). */
  cpuPerRequest: { kind: string; serverUs: number | null; postgresUs: number | null }[];
  /** Server CPU per answer save: insensitive to other load on the machine, unlike the rates. */
  cpuPerAnswerUs: number | null;
  postgresPerAnswerUs: number | null;
}

/** Answer blocks per assessment: with two assessments they alternate, so a slower moment touches both. */
const ANSWER_BLOCKS = 10;

/**
 * (b) Saturation: fresh attempts for every candidate of each assessment, their questions fetched, then all
 * answers sent closed-loop by `concurrency` connections, question by question across the attempts (so no
 * two requests in flight touch the same attempt). Answers per second is the server's maximum answer rate.
 * With several assessments (the choice-only and the mixed one), the answers go in blocks that take turns
 * (ABBA…), each metered alone: other work on the machine changes its speed from one second to the next, and
 * the blocks spread that over both. Starts, question fetches and ends go one assessment after the other. The
 * kinds are `${prefix}start`, … (prefix 'sat.' for the choice-only assessment, 'sat.mixed.' for every type).
 */
export async function saturation(
  baseUrl: string,
  candidates: Candidate[],
  exams: WaveExam[],
  concurrency: number,
  recorder: Recorder,
  acknowledged: Acknowledged[],
  serverPid: number,
  pgDatabase: string | null,
  typed: Typed,
): Promise<SaturationResult[]> {
  const clients = Array.from({ length: concurrency }, () => connection(baseUrl));
  const n = candidates.length;
  // Every phase is metered alone, so the report can say what one request of each kind costs.
  const metered = async <T>(perRequest: Map<string, CpuReading>, kind: string, phase: () => Promise<T>) => {
    const meter = cpuMeter(serverPid, pgDatabase);
    const result = await phase();
    perRequest.set(kind, meter());
    return result;
  };
  const runs = [];
  for (const { quizTopicId, prefix } of exams) {
    const perRequest = new Map<string, CpuReading>();
    const attempts: (StartedAttempt | null)[] = new Array(n).fill(null);
    await metered(perRequest, `${prefix}start`, () =>
      closedLoop(clients, n, async (c, i) => {
        attempts[i] = await startAttempt(c, recorder, `${prefix}start`, candidates[i]!.token, quizTopicId);
      }),
    );
    const total = Math.max(0, ...attempts.map((a) => a?.totalQuestions ?? 0));
    const shown: (ShownQuestion | null)[] = new Array(n * total).fill(null);
    const questionMs = await metered(perRequest, `${prefix}question`, () =>
      closedLoop(clients, n * total, async (c, j) => {
        const attempt = attempts[j % n];
        const serial = Math.floor(j / n);
        if (attempt && serial < attempt.totalQuestions) {
          shown[j] = await getQuestion(c, recorder, `${prefix}question`, candidates[j % n]!.token, quizTopicId, serial);
        }
      }),
    );
    runs.push({ prefix, perRequest, attempts, shown, questionMs, answerMs: 0, answers: 0, blocks: [] as CpuReading[] });
  }
  for (let block = 0; block < ANSWER_BLOCKS; block++) {
    const turn = block % 2 === 0 ? runs : [...runs].reverse();
    for (const run of turn) {
      const jobs = run.shown.length;
      const from = Math.floor((block * jobs) / ANSWER_BLOCKS);
      const to = Math.floor(((block + 1) * jobs) / ANSWER_BLOCKS);
      const before = acknowledged.length;
      const meter = cpuMeter(serverPid, pgDatabase);
      run.answerMs += await closedLoop(clients, to - from, async (c, k) => {
        const j = from + k;
        const attempt = run.attempts[j % n];
        const question = run.shown[j];
        if (!attempt || !question) return;
        const answer = {
          attemptId: attempt.quizResponseInitialId,
          quizQuestionId: question.quizQuestionId,
          userAnswer: pickAnswer(question, typed.get(question.quizQuestionId)),
        };
        await saveAnswer(c, recorder, `${run.prefix}answer`, candidates[j % n]!.token, answer, acknowledged);
      });
      run.blocks.push(meter());
      run.answers += acknowledged.length - before;
    }
  }
  const results: SaturationResult[] = [];
  for (const run of runs) {
    const { prefix, perRequest } = run;
    const answerCpu = combinedReading(run.blocks);
    perRequest.set(`${prefix}answer`, answerCpu);
    await metered(perRequest, `${prefix}finish`, () =>
      closedLoop(clients, n, async (c, i) => {
        const attempt = run.attempts[i];
        if (attempt)
          await finishAttempt(c, recorder, `${prefix}finish`, candidates[i]!.token, attempt.quizResponseInitialId);
      }),
    );
    const perMicros = (seconds: number | null, kind: string) =>
      seconds === null ? null : (seconds * 1e6) / Math.max(1, recorder.count(kind));
    const answersSent = Math.max(1, recorder.count(`${prefix}answer`));
    results.push({
      answersPerSecond: run.answers / (run.answerMs / 1000),
      questionsPerSecond: recorder.count(`${prefix}question`) / (run.questionMs / 1000),
      answerMs: run.answerMs,
      answerCpu,
      cpuPerRequest: [...perRequest].map(([kind, cpu]) => ({
        kind: kind.slice(prefix.length),
        serverUs: perMicros(cpu.serverSeconds, kind),
        postgresUs: perMicros(cpu.postgresSeconds, kind),
      })),
      cpuPerAnswerUs: answerCpu.serverSeconds === null ? null : (answerCpu.serverSeconds * 1e6) / answersSent,
      postgresPerAnswerUs: answerCpu.postgresSeconds === null ? null : (answerCpu.postgresSeconds * 1e6) / answersSent,
    });
  }
  await closeAll(clients);
  return results;
}

/**
 * The bare route measured the same way as the answers: the same number of requests, the same
 * connections, the same method, headers and JSON body. A short untimed warm-up first, as for the server.
 */
export async function bareRoute(
  baseUrl: string,
  requests: number,
  concurrency: number,
  token: string,
  recorder: Recorder,
  serverPid: number,
) {
  const clients = Array.from({ length: concurrency }, () => connection(baseUrl));
  const body = answerBody(1, 1, 'Alpha 1');
  const send = (c: Client, r: Recorder) => timed(c, r, 'bare', { method: 'POST', path: '/bare', token, body });
  const warm = new Recorder();
  await closedLoop(clients, Math.min(requests, 2_000), (c) => send(c, warm));
  const meter = cpuMeter(serverPid);
  const elapsedMs = await closedLoop(clients, requests, (c) => send(c, recorder));
  const cpu = meter();
  await closeAll(clients);
  return {
    cpu,
    cpuPerRequestUs: cpu.serverSeconds === null ? null : (cpu.serverSeconds * 1e6) / requests,
    perSecond: (recorder.count('bare') - recorder.errorCount('bare')) / (elapsedMs / 1000),
    warmupErrors: warm.errorCount(),
  };
}
