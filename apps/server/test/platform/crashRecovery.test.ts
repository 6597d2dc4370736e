// Crashes (issue 10): a real server process is killed with SIGKILL in the middle of an exam wave, while
// payments and manual grades are being acknowledged, and started again on the same database. Whatever got
// a 200 before the kill must be there afterwards (an answer is acknowledged only after its transaction
// committed: groupCommit.ts on SQLite, the commit itself on PostgreSQL), and the interrupted attempts go
// on: the same attempt, at the right question, with the deadline set at the start (the time the server was
// down is not given back). SQLite always; PostgreSQL when TEST_DATABASE_URL is set.
import { ROLE, round2 } from '@assessly/shared';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../src/db/database.js';
import { answerRows, attemptRow, shiftAttempt } from '../helpers/examFixtures.js';
import {
  crashServerEnv,
  crashStorage,
  deliverWebhook,
  isNetworkFailure,
  killHard,
  liveEssayQuiz,
  paidRegistration,
  paidRenewal,
  send,
  type AcknowledgedPayment,
} from '../helpers/crashFixtures.js';
import {
  answerBody,
  candidatesWithTokens,
  liveQuizAcross,
  tokenSigner,
  usersWithPassword,
} from '../helpers/instanceFixtures.js';
import { eventually, freePort, startInstances, type Instance } from '../helpers/instances.js';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripeStandIn.js';
import { testDatabases } from '../helpers/testApp.js';

const CANDIDATES = 16;
const QUESTIONS = 16;
/** Every candidate answers this many questions, then waits until the payments and grades are acknowledged. */
const GATE_AT = 3;
/** Answers acknowledged after the gate opens before the server is killed: the wave is in full flow then. */
const KILL_AFTER = 40;

const keyOf = (attemptId: number, quizQuestionId: number) => `${attemptId}/${quizQuestionId}`;

describe.each(testDatabases())('a server killed with SIGKILL during an exam wave, on %s', (kind) => {
  const JWT_SECRET = randomBytes(32).toString('hex');
  const started: Instance[] = [];
  let storage: Awaited<ReturnType<typeof crashStorage>>;
  let stripe: StripeStandIn;
  let server: Instance;
  let db: DB;
  let adminToken = '';

  /** What the server acknowledged (200) before it was killed, and what was sent at all. */
  const acked = new Map<string, string>();
  const sent = new Map<string, string>();
  const payments: AcknowledgedPayment[] = [];
  const grades = new Map<number, number>();
  const waveAttempts: { attemptId: number; token: string; deadlineAt: string; startedAt: string; answered: number }[] =
    [];
  const essayAttempts: number[] = [];
  /** The candidate whose renewal the browser completed (for its late second return). */
  let browserRenewer = '';

  const startServer = async (label: string, extra: Record<string, string> = {}) => {
    const env = crashServerEnv(await freePort(), storage.url, JWT_SECRET, stripe, extra);
    return (await startInstances([{ label, env }], started))[0]!;
  };

  beforeAll(async () => {
    storage = await crashStorage(kind);
    stripe = await startStripeStandIn();
    server = await startServer('before the crash');
    db = openDatabase(storage.url).db;
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled(started.map((i) => i.stop()));
    await db?.destroy().catch(() => undefined);
    await stripe?.close();
    await storage?.drop();
  }, 60_000);

  it('records every 200 of a wave, payments and grades, and kills the server while requests are in flight', async () => {
    const signer = await tokenSigner(JWT_SECRET);
    const [adminId] = await usersWithPassword(db, 'crash-admin-pass-1', ['crash-admin@example.com'], ROLE.Admin);
    adminToken = await signer.tokenFor(db, adminId!, ROLE.Admin);
    const professional = (
      await db
        .selectFrom('billing_plan')
        .select('billingPlanId')
        .where('title', '=', 'Professional')
        .executeTakeFirstOrThrow()
    ).billingPlanId;
    const quiz = await liveQuizAcross(db, adminToken, server, server, QUESTIONS);
    const essays = await liveEssayQuiz(db, adminToken, server, [5, 5]);
    const wave = await candidatesWithTokens(db, signer.tokenFor, `wave-${kind}`, CANDIDATES);
    const graded = await candidatesWithTokens(db, signer.tokenFor, `graded-${kind}`, 3);
    const renewing = await candidatesWithTokens(db, signer.tokenFor, `renewing-${kind}`, 3);
    await signer.close();
    // From here on only the server touches the database, until it has been started again after the kill.
    await db.destroy();

    const ok = async (what: string, reply: Promise<{ status: number; body: any }>) => {
      const r = await reply;
      if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    };
    // Essay attempts, answered and submitted: their answers wait for the admin's marks.
    for (const c of graded) {
      const start = { token: c.token, json: { quizTopicId: essays.quizTopicId } };
      const attemptId = (await ok('essay start', send(server, 'POST', '/Quiz/CreateQuizResponseInitial', start)))
        .quizResponseInitialId as number;
      for (const quizQuestionId of essays.questionIds) {
        const json = answerBody(attemptId, quizQuestionId, `An essay ${randomBytes(4).toString('hex')}`);
        await ok('essay answer', send(server, 'POST', '/Quiz/CreateQuizResponseDetail', { token: c.token, json }));
        acked.set(keyOf(attemptId, quizQuestionId), json.userAnswer);
      }
      await ok(
        'submit',
        send(server, 'PUT', '/Quiz/UpdateQuizTakenTime', {
          token: c.token,
          json: { quizResponseInitialId: attemptId },
        }),
      );
      essayAttempts.push(attemptId);
    }

    let openGate = () => undefined as void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let atGate = 0;
    let allAtGate = () => undefined as void;
    const everyoneAtGate = new Promise<void>((resolve) => (allAtGate = resolve));
    let afterGate = -1;
    let killing: Promise<void> | null = null;
    const onAck = () => {
      if (afterGate >= 0 && ++afterGate >= KILL_AFTER && !killing) killing = killHard(server);
    };

    const takeExam = async (c: { token: string }, i: number): Promise<'completed' | 'interrupted'> => {
      try {
        const start = { token: c.token, json: { quizTopicId: quiz.quizTopicId } };
        const attempt = await ok('start', send(server, 'POST', '/Quiz/CreateQuizResponseInitial', start));
        const mine = {
          attemptId: attempt.quizResponseInitialId,
          token: c.token,
          deadlineAt: attempt.deadlineAt,
          startedAt: attempt.startedAt,
          answered: 0,
        };
        waveAttempts[i] = mine;
        for (let serial = 0; serial < QUESTIONS; serial++) {
          if (serial === GATE_AT) {
            if (++atGate === CANDIDATES) allAtGate();
            await gate;
          }
          const q = await ok(
            'question',
            send(server, 'GET', `/Quiz/GetSingleQuestion/${quiz.quizTopicId}/${serial}`, { token: c.token }),
          );
          const userAnswer = (i + serial) % 3 === 0 ? (q.optionA as string) : (q.optionB as string);
          const key = keyOf(mine.attemptId, q.quizQuestionId as number);
          sent.set(key, userAnswer);
          const json = answerBody(mine.attemptId, q.quizQuestionId as number, userAnswer);
          await ok('answer', send(server, 'POST', '/Quiz/CreateQuizResponseDetail', { token: c.token, json }));
          acked.set(key, userAnswer);
          mine.answered = serial + 1;
          onAck();
        }
        return 'completed';
      } catch (error) {
        if (isNetworkFailure(error)) return 'interrupted';
        throw error;
      }
    };

    // Payments and grades, acknowledged while the wave runs its first questions.
    const sideWork = (async () => {
      for (const [n, email] of [`paid-a-${kind}@example.com`, `paid-b-${kind}@example.com`].entries()) {
        payments.push(await paidRegistration(server, stripe, professional, email));
        payments.push(await paidRenewal(server, stripe, renewing[n]!, professional, 'webhook'));
      }
      payments.push(await paidRenewal(server, stripe, renewing[2]!, professional, 'browser'));
      browserRenewer = renewing[2]!.token;
      const grade = async (answerId: number, marks: number) => {
        await ok(
          'grade',
          send(server, 'PUT', `/Report/UpdateMarksObtain/${answerId}/${marks}`, { token: adminToken, json: {} }),
        );
        grades.set(answerId, marks);
      };
      for (const [n, attemptId] of essayAttempts.entries()) {
        const pending = await ok(
          'pending',
          send(server, 'GET', `/Report/GetPendingExamine/${attemptId}`, { token: adminToken }),
        );
        const ids = (pending as { quizResponseDetailId: number }[]).map((p) => p.quizResponseDetailId);
        // The first two attempts fully graded (one mark changed again), the last one half.
        await grade(ids[0]!, 4);
        if (n < 2) await grade(ids[1]!, 3.5);
        if (n === 1) await grade(ids[0]!, 2.25);
      }
    })();
    const exams = wave.map((c, i) => takeExam(c, i));
    // The kill waits for the payments and grades, and for every candidate to have started and answered.
    await Promise.race([
      Promise.all([sideWork, everyoneAtGate]),
      Promise.all(exams).then(() => Promise.reject(new Error('the wave ended before the gate'))),
    ]);
    afterGate = 0;
    openGate();
    const outcomes = await Promise.all(exams);
    await killing;

    expect(killing, 'the kill was triggered').not.toBeNull();
    // Nobody got to the end: the kill came while every candidate was still answering.
    expect(outcomes).toEqual(wave.map(() => 'interrupted'));
    expect(payments).toHaveLength(5);
    expect(grades.size).toBe(5);
    console.log(
      `${kind}: ${acked.size} answers, ${payments.length} payments, ${grades.size} grades acknowledged before the kill`,
    );
  }, 90_000);

  it('starts again on the same database: every acknowledged answer is there once, with its text', async () => {
    // Sweeping every second: an attempt whose deadline passed while the server was down gets closed.
    server = await startServer('after the crash', { EXAM_SWEEP_SECONDS: '1' });
    db = openDatabase(storage.url).db;
    const attemptIds = [...waveAttempts.map((a) => a.attemptId), ...essayAttempts];
    const rows = await db
      .selectFrom('quiz_answer')
      .select(['quizResponseInitialId', 'quizQuestionId', 'userAnswer'])
      .where('quizResponseInitialId', 'in', attemptIds)
      .execute();
    const stored = new Map<string, string[]>();
    for (const r of rows) {
      const key = keyOf(r.quizResponseInitialId, r.quizQuestionId);
      stored.set(key, [...(stored.get(key) ?? []), r.userAnswer]);
    }
    for (const [key, userAnswer] of acked) expect(stored.get(key), key).toEqual([userAnswer]);
    // Answers in flight at the kill may or may not have committed, but nothing that was never sent appears.
    const inFlight = [...stored.keys()].filter((key) => !acked.has(key));
    for (const key of inFlight) expect(stored.get(key)).toEqual([sent.get(key)]);
    expect(inFlight.length).toBeLessThanOrEqual(CANDIDATES);
    console.log(`${kind}: ${inFlight.length} answers in flight at the kill were committed without an acknowledgement`);
  }, 120_000);

  it('keeps every acknowledged payment once; a redelivered webhook and a late browser return change nothing', async () => {
    for (const p of payments) {
      const rows = await db
        .selectFrom('payment')
        .selectAll()
        .where('stripeSessionId', '=', p.stripeSessionId)
        .execute();
      expect(rows, `${p.how} ${p.stripeSessionId}`).toEqual([
        expect.objectContaining({ userId: p.userId, paymentMode: 'Online', price: 19 }),
      ]);
    }
    for (const p of payments.filter((x) => x.token)) {
      // The new account signs in with the token it got before the crash, on its paid plan.
      const me = await send(server, 'GET', '/User/GetCurrentUserInfo', { token: p.token });
      expect(me.status).toBe(200);
      expect(me.body.isPlanExpired).toBe('false');
    }
    for (const p of payments.filter((x) => x.event)) {
      // Stripe retries an event it thinks was not received: the server remembers it was processed.
      expect((await deliverWebhook(server, p.event!)).body).toEqual({ received: true, duplicate: true });
    }
    const browser = payments.find((x) => x.how === 'browser')!;
    const late = await send(server, 'PUT', '/Settings/RenewOwnPlan', {
      token: browserRenewer,
      json: { stripeSessionId: browser.stripeSessionId },
    });
    expect(late.status).toBe(202);
    expect(late.body.responseMsg).toBe('checkoutSessionUsed');
    const count = await db.selectFrom('payment').select('paymentId').where('stripeSessionId', 'is not', null).execute();
    expect(count).toHaveLength(payments.length);
  });

  it('keeps every acknowledged grade and totals, and grading goes on after the restart', async () => {
    for (const [answerId, marks] of grades) {
      const row = await db
        .selectFrom('quiz_answer')
        .selectAll()
        .where('quizResponseDetailId', '=', answerId)
        .executeTakeFirstOrThrow();
      expect(row.userObtainedQuestionMark, `answer ${answerId}`).toBe(marks);
      expect(row.isExamined).toBe(1);
    }
    const attempts = await Promise.all(essayAttempts.map((id) => attemptRow(db, id)));
    // Submitted before the kill (UpdateQuizTakenTime answered 200): still finished.
    expect(attempts.every((a) => a.finishedAt !== null)).toBe(true);
    expect(attempts.map((a) => a.userObtainedQuizMark)).toEqual([7.5, 5.75, 4]);
    expect(attempts.map((a) => a.isExamined)).toEqual([1, 1, 0]);
    // The half-graded attempt: its last essay is still pending and can be graded now.
    const last = essayAttempts[2]!;
    const pending = await send(server, 'GET', `/Report/GetPendingExamine/${last}`, { token: adminToken });
    expect(pending.body).toHaveLength(1);
    const graded = await send(server, 'PUT', `/Report/UpdateMarksObtain/${pending.body[0].quizResponseDetailId}/5`, {
      token: adminToken,
      json: {},
    });
    expect(graded.body).toMatchObject({ userObtainedQuizMark: 9, isExamined: true, pendingCount: 0 });
  });

  it('closes at its deadline an attempt whose time ran out while the server was down', async () => {
    const late = waveAttempts[0]!;
    // As if the server had stayed down for 21 minutes: the 20-minute attempt is past its deadline and grace.
    await shiftAttempt(db, late.attemptId, 21 * 60);
    await eventually(async () => (await attemptRow(db, late.attemptId)).finishedAt !== null, 'the sweep closing it');
    const row = await attemptRow(db, late.attemptId);
    expect(row.finishedAt).toBe(row.deadlineAt);
    expect((await send(server, 'GET', `/Quiz/CheckQuizEndTime/${late.attemptId}`, { token: late.token })).body).toBe(
      true,
    );
    await expectResultFromStoredAnswers(late.attemptId, late.token);
  });

  it('resumes every other interrupted attempt: same attempt and deadline, the right question, every answer counted', async () => {
    const quizTopicId = (await attemptRow(db, waveAttempts[1]!.attemptId)).quizTopicId;
    await Promise.all(
      waveAttempts.slice(1).map(async (a) => {
        const start = await send(server, 'POST', '/Quiz/CreateQuizResponseInitial', {
          token: a.token,
          json: { quizTopicId },
        });
        expect(start.status).toBe(200);
        expect(start.body).toMatchObject({
          quizResponseInitialId: a.attemptId,
          resumed: true,
          finished: false,
          startedAt: a.startedAt,
          // The deadline set at the start stands: the time the server was down counted as exam time.
          deadlineAt: a.deadlineAt,
        });
        expect(Date.parse(start.body.serverNow)).toBeLessThan(Date.parse(a.deadlineAt));
        // The next question after the last acknowledged one (or after one that committed unacknowledged).
        expect([a.answered, a.answered + 1]).toContain(start.body.currentSerial);
        for (let serial = start.body.currentSerial as number; serial < QUESTIONS; serial++) {
          const q = await send(server, 'GET', `/Quiz/GetSingleQuestion/${quizTopicId}/${serial}`, { token: a.token });
          expect(q.status).toBe(200);
          const json = answerBody(a.attemptId, q.body.quizQuestionId, q.body.optionB);
          expect((await send(server, 'POST', '/Quiz/CreateQuizResponseDetail', { token: a.token, json })).status).toBe(
            200,
          );
        }
        const done = await send(server, 'PUT', '/Quiz/UpdateQuizTakenTime', {
          token: a.token,
          json: { quizResponseInitialId: a.attemptId },
        });
        expect(done.status).toBe(200);
        expect(await answerRows(db, a.attemptId)).toHaveLength(QUESTIONS);
        await expectResultFromStoredAnswers(a.attemptId, a.token);
      }),
    );
  }, 60_000);

  /** The attempt's result is the sum of the marks of its stored right answers ('Second'), as the server says. */
  async function expectResultFromStoredAnswers(attemptId: number, token: string) {
    const answers = await answerRows(db, attemptId);
    const marks = new Map(
      (await db.selectFrom('quiz_question').select(['quizQuestionId', 'perQuestionMark']).execute()).map((q) => [
        q.quizQuestionId,
        q.perQuestionMark,
      ]),
    );
    const expected = round2(
      answers.filter((r) => r.userAnswer === 'Second').reduce((s, r) => s + marks.get(r.quizQuestionId)!, 0),
    );
    const info = await send(server, 'GET', `/Report/GetFinishedExamInfo/${attemptId}`, { token });
    expect(info.status).toBe(200);
    expect(info.body.userObtainedQuizMark).toBeCloseTo(expected, 2);
    // Every acknowledged answer of this attempt is among the ones the result was computed from.
    const storedKeys = new Set(answers.map((r) => keyOf(attemptId, r.quizQuestionId)));
    for (const key of acked.keys()) if (key.startsWith(`${attemptId}/`)) expect(storedKeys.has(key)).toBe(true);
  }
});
