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
} from './examFlow.js';
import { cpuMeter, type CpuReading } from './cpu.js';
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

/** One candidate's whole exam: start, then every question (fetch, think, answer), then the end. */
async function takeExam(
  client: Client,
  candidate: Candidate,
  quizTopicId: number,
  pace: Pace,
  recorder: Recorder,
  acknowledged: Acknowledged[],
  prefix = '',
) {
  const attempt = await startAttempt(client, recorder, `${prefix}start`, candidate.token, quizTopicId);
  if (!attempt) return;
  const attemptId = attempt.quizResponseInitialId;
  for (let serial = 0; serial < attempt.totalQuestions; serial++) {
    const shown = await getQuestion(client, recorder, `${prefix}question`, candidate.token, quizTopicId, serial);
    if (!shown) continue;
    const think = pace.thinkMinMs + Math.random() * (pace.thinkMaxMs - pace.thinkMinMs);
    if (think > 0) await sleep(think);
    const answer = { attemptId, quizQuestionId: shown.quizQuestionId, userAnswer: pickAnswer(shown) };
    await saveAnswer(client, recorder, `${prefix}answer`, candidate.token, answer, acknowledged);
  }
  await finishAttempt(client, recorder, `${prefix}finish`, candidate.token, attemptId);
}

/** Untimed: the warm-up candidates take the warm-up assessment without thinking, so the JIT has compiled the routes. */
export async function warmUp(
  baseUrl: string,
  candidates: Candidate[],
  quizTopicId: number,
  acknowledged: Acknowledged[],
) {
  const recorder = new Recorder();
  const clients = candidates.map(() => connection(baseUrl));
  await Promise.all(
    candidates.map((c, i) =>
      takeExam(clients[i]!, c, quizTopicId, { thinkMinMs: 0, thinkMaxMs: 0 }, recorder, acknowledged, 'warmup.'),
    ),
  );
  await closeAll(clients);
  return recorder;
}

/**
 * (a) Human pace: every candidate presses Start at the same moment, then answers each question after a
 * random think time. The realistic exam wave: the p95 target applies here.
 */
export async function humanWave(
  baseUrl: string,
  candidates: Candidate[],
  quizTopicId: number,
  pace: Pace,
  recorder: Recorder,
  acknowledged: Acknowledged[],
) {
  const clients = candidates.map(() => connection(baseUrl));
  await openConnections(clients);
  const started = performance.now();
  await Promise.all(candidates.map((c, i) => takeExam(clients[i]!, c, quizTopicId, pace, recorder, acknowledged)));
  const durationMs = performance.now() - started;
  await closeAll(clients);
  return { durationMs, startedAt: started };
}

/**
 * (b) Saturation: fresh attempts for every candidate, their questions fetched, then all answers sent
 * closed-loop by `concurrency` connections, question by question across the attempts (so no two requests
 * in flight touch the same attempt). Answers per second is the server's maximum answer rate.
 */
export async function saturation(
  baseUrl: string,
  candidates: Candidate[],
  quizTopicId: number,
  concurrency: number,
  recorder: Recorder,
  acknowledged: Acknowledged[],
  serverPid: number,
  pgDatabase: string | null,
) {
  const clients = Array.from({ length: concurrency }, () => connection(baseUrl));
  const n = candidates.length;
  const attempts: (StartedAttempt | null)[] = new Array(n).fill(null);
  const perRequest = new Map<string, CpuReading>();
  // Every phase is metered alone, so the report can say what one request of each kind costs.
  const metered = async <T>(kind: string, phase: () => Promise<T>): Promise<T> => {
    const meter = cpuMeter(serverPid, pgDatabase);
    const result = await phase();
    perRequest.set(kind, meter());
    return result;
  };
  await metered('sat.start', () =>
    closedLoop(clients, n, async (c, i) => {
      attempts[i] = await startAttempt(c, recorder, 'sat.start', candidates[i]!.token, quizTopicId);
    }),
  );
  const total = Math.max(0, ...attempts.map((a) => a?.totalQuestions ?? 0));
  const shown: (ShownQuestion | null)[] = new Array(n * total).fill(null);
  const questionMs = await metered('sat.question', () =>
    closedLoop(clients, n * total, async (c, j) => {
      const attempt = attempts[j % n];
      const serial = Math.floor(j / n);
      if (attempt && serial < attempt.totalQuestions) {
        shown[j] = await getQuestion(c, recorder, 'sat.question', candidates[j % n]!.token, quizTopicId, serial);
      }
    }),
  );
  const before = acknowledged.length;
  const meter = cpuMeter(serverPid, pgDatabase);
  const answerMs = await closedLoop(clients, n * total, async (c, j) => {
    const attempt = attempts[j % n];
    const question = shown[j];
    if (!attempt || !question) return;
    const answer = {
      attemptId: attempt.quizResponseInitialId,
      quizQuestionId: question.quizQuestionId,
      userAnswer: pickAnswer(question),
    };
    await saveAnswer(c, recorder, 'sat.answer', candidates[j % n]!.token, answer, acknowledged);
  });
  const answerCpu = meter();
  perRequest.set('sat.answer', answerCpu);
  const answers = acknowledged.length - before;
  await metered('sat.finish', () =>
    closedLoop(clients, n, async (c, i) => {
      const attempt = attempts[i];
      if (attempt) await finishAttempt(c, recorder, 'sat.finish', candidates[i]!.token, attempt.quizResponseInitialId);
    }),
  );
  await closeAll(clients);
  const perMicros = (seconds: number | null, kind: string) =>
    seconds === null ? null : (seconds * 1e6) / Math.max(1, recorder.count(kind));
  return {
    answersPerSecond: answers / (answerMs / 1000),
    questionsPerSecond: recorder.count('sat.question') / (questionMs / 1000),
    answerMs,
    answerCpu,
    /** Server and PostgreSQL CPU per request of each kind, in microseconds (null where /proc is missing). */
    cpuPerRequest: [...perRequest].map(([kind, cpu]) => ({
      kind,
      serverUs: perMicros(cpu.serverSeconds, kind),
      postgresUs: perMicros(cpu.postgresSeconds, kind),
    })),
    /** Server CPU per answer save: insensitive to other load on the machine, unlike the rates. */
    cpuPerAnswerUs:
      answerCpu.serverSeconds === null ? null : (answerCpu.serverSeconds * 1e6) / recorder.count('sat.answer'),
    postgresPerAnswerUs:
      answerCpu.postgresSeconds === null ? null : (answerCpu.postgresSeconds * 1e6) / recorder.count('sat.answer'),
  };
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
