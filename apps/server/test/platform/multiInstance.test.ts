// Several instances (issue 9): two real server processes share one PostgreSQL and one Redis, are started
// at the same moment on an empty database, and serve an exam wave, sign-ins, sign-outs, the mail outbox
// and the overdue sweep together. Registered only when TEST_DATABASE_URL and TEST_REDIS_URL are set
// (CI sets both); the check that without Redis each instance counts alone runs on SQLite always.
import { DEFAULT_MENUS, DEMO_ACCOUNTS, ROLE, round2 } from '@assessly/shared';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../src/db/database.js';
import { migrations } from '../../src/db/migrations/index.js';
import { enqueueMail } from '../../src/mail/outbox.js';
import { shiftAttempt } from '../helpers/examFixtures.js';
import {
  answerBody,
  candidatesWithTokens,
  liveQuizAcross,
  tokenSigner,
  usersWithPassword,
  type Acknowledged,
} from '../helpers/instanceFixtures.js';
import {
  call,
  createPgDatabase,
  eventually,
  freePort,
  loggedSum,
  prefixedRedis,
  startInstances,
  startRecordingSmtp,
  type Instance,
} from '../helpers/instances.js';
import { testMails } from '../helpers/outboxFixtures.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';

const LOGIN_LIMIT = 4;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const login = (instance: Instance, email: string, password: string) =>
  call<{ token: string }>(instance, 'POST', '/User/GetLoginInfo', null, { email, password });

describe('without Redis each instance counts sign-in failures alone (memory limiter)', () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      apps.push(await createTestApp('sqlite', { RATE_LIMIT_LOGIN_PER_EMAIL: String(LOGIN_LIMIT) }));
    }
  }, 60_000);
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('lets a second instance accept the attempts the first one already refuses', async () => {
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/User/GetLoginInfo',
        payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
      });
    const [one, two] = apps as [TestApp, TestApp];
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await attempt(one)).statusCode).toBe(204);
    expect((await attempt(one)).statusCode).toBe(429);
    // docs/deploy.md: with N instances and no REDIS_URL the limit becomes N times the setting.
    expect((await attempt(two)).statusCode).toBe(204);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

if (adminUrl && redisUrl) {
  describe('two instances on one PostgreSQL and one Redis', () => {
    const JWT_SECRET = randomBytes(32).toString('hex');
    const CANDIDATES = 40;
    const QUESTIONS = 8;
    const cleanups: (() => Promise<unknown>)[] = [];
    const started: Instance[] = [];
    let a: Instance;
    let b: Instance;
    let db: DB;
    let smtp: Awaited<ReturnType<typeof startRecordingSmtp>>;
    let redis: ReturnType<typeof prefixedRedis>;
    let signer: Awaited<ReturnType<typeof tokenSigner>>;
    /** Instance by parity: a request's place in the wave decides where it goes. */
    const on = (k: number) => (k % 2 === 0 ? a : b);

    beforeAll(async () => {
      const database = await createPgDatabase(adminUrl);
      cleanups.push(database.drop);
      redis = prefixedRedis(redisUrl);
      cleanups.push(() => redis.dropKeys());
      // Each mail takes a little while, so a backlog keeps a worker busy long enough for the other to join.
      smtp = await startRecordingSmtp(40);
      cleanups.push(smtp.close);
      const env = (label: string, port: number) => ({
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        JWT_SECRET,
        SEED_DEMO: 'true',
        WEB_DIST: '/nonexistent-web-build',
        MAIL_OUTBOX_SECONDS: '1',
        EXAM_SWEEP_SECONDS: '1',
        RATE_LIMIT_LOGIN_PER_EMAIL: String(LOGIN_LIMIT),
        RATE_LIMIT_LOGIN_PER_IP: '10000',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        // The SMTP user tells the mail server which instance sent a mail.
        SMTP_USER: `${label}@assessly.test`,
        SMTP_PASSWORD: 'smtp-pass',
      });
      const [portA, portB] = [await freePort(), await freePort()];
      // Both at the same moment on the empty database: migrations and seeding race.
      [a, b] = (await startInstances(
        [
          { label: 'A', env: env('a', portA) },
          { label: 'B', env: env('b', portB) },
        ],
        started,
      )) as [Instance, Instance];
      db = openDatabase(database.url).db;
      signer = await tokenSigner(JWT_SECRET);
    }, 120_000);

    afterAll(async () => {
      await Promise.allSettled(started.map((i) => i.stop()));
      await signer?.close();
      await db?.destroy();
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    }, 60_000);

    it('both came up on the empty database: migrated once, seeded once', async () => {
      const ran = await db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(ran).toHaveLength(Object.keys(migrations).length);
      const demo = await db.selectFrom('app_user').select('userId').where('isDemo', '=', 1).execute();
      expect(demo).toHaveLength(Object.keys(DEMO_ACCOUNTS).length);
      const payments = await db
        .selectFrom('payment')
        .innerJoin('app_user', 'app_user.userId', 'payment.userId')
        .select('paymentId')
        .where('app_user.email', '=', DEMO_ACCOUNTS.candidate.email)
        .execute();
      expect(payments).toHaveLength(1);
      const menus = await db.selectFrom('app_menu').select('appMenuId').where('isDefault', '=', 1).execute();
      expect(menus).toHaveLength(DEFAULT_MENUS.length);
      const titles = await db.selectFrom('quiz_topic').select('quizTitle').execute();
      expect(new Set(titles.map((t) => t.quizTitle)).size).toBe(titles.length);
    });

    /** Set by the wave, used by the sweep: attempt ids and what the server acknowledged. */
    const wave = { quizTopicId: 0, attempts: [] as number[], acknowledged: [] as Acknowledged[] };

    it('serves an exam wave spread over both: every acknowledged answer stored once, one attempt each', async () => {
      const [adminId] = await usersWithPassword(db, 'wave-admin-pass-1', ['wave-admin@example.com'], ROLE.Admin);
      const adminToken = await signer.tokenFor(db, adminId!, ROLE.Admin);
      const quiz = await liveQuizAcross(db, adminToken, a, b, QUESTIONS);
      wave.quizTopicId = quiz.quizTopicId;
      const candidates = await candidatesWithTokens(db, signer.tokenFor, 'wave', CANDIDATES);

      const takeExam = async (token: string, i: number) => {
        // Start pressed on both instances at the same moment: one attempt, resumed by the later press.
        const starts = await Promise.all(
          [a, b].map((x) =>
            call(x, 'POST', '/Quiz/CreateQuizResponseInitial', token, { quizTopicId: quiz.quizTopicId }),
          ),
        );
        expect(starts.map((s) => s.status)).toEqual([200, 200]);
        const attemptId = starts[0]!.body.quizResponseInitialId as number;
        expect(starts[1]!.body.quizResponseInitialId).toBe(attemptId);
        wave.attempts.push(attemptId);
        // Every fourth candidate leaves the last question unanswered: the sweep marks it skipped.
        const answered = i % 4 === 0 ? QUESTIONS - 1 : QUESTIONS;
        for (let serial = 0; serial < answered; serial++) {
          const q = await call(on(i + serial), 'GET', `/Quiz/GetSingleQuestion/${quiz.quizTopicId}/${serial}`, token);
          expect(q.status, JSON.stringify(q.body)).toBe(200);
          const userAnswer = (i + serial) % 3 === 0 ? (q.body.optionA as string) : (q.body.optionB as string);
          const body = answerBody(attemptId, q.body.quizQuestionId as number, userAnswer);
          // The first answer of four candidates is sent to both at the same moment (a retry through the other).
          const targets = i < 4 && serial === 0 ? [a, b] : [on(i + serial + 1)];
          const saved = await Promise.all(
            targets.map((x) => call(x, 'POST', '/Quiz/CreateQuizResponseDetail', token, body)),
          );
          for (const s of saved) {
            expect(s.status, JSON.stringify(s.body)).toBe(200);
            wave.acknowledged.push({ attemptId, quizQuestionId: body.quizQuestionId, userAnswer });
          }
        }
      };
      await Promise.all(candidates.map((c, i) => takeExam(c.token, i)));

      const attempts = await db
        .selectFrom('quiz_attempt')
        .select(['quizResponseInitialId', 'userId'])
        .where('quizTopicId', '=', quiz.quizTopicId)
        .execute();
      expect(attempts).toHaveLength(CANDIDATES);
      expect(new Set(attempts.map((r) => r.userId)).size).toBe(CANDIDATES);
      const rows = await db
        .selectFrom('quiz_answer')
        .select(['quizResponseInitialId', 'quizQuestionId', 'userAnswer'])
        .where('quizResponseInitialId', 'in', wave.attempts)
        .execute();
      const stored = new Map<string, string[]>();
      for (const r of rows) {
        const key = `${r.quizResponseInitialId}/${r.quizQuestionId}`;
        stored.set(key, [...(stored.get(key) ?? []), r.userAnswer]);
      }
      for (const ack of wave.acknowledged) {
        expect(stored.get(`${ack.attemptId}/${ack.quizQuestionId}`)).toEqual([ack.userAnswer]);
      }
      expect(rows).toHaveLength(CANDIDATES * QUESTIONS - CANDIDATES / 4);
    });

    it('closes each overdue attempt once while both instances sweep, grades written once', async () => {
      expect(wave.attempts).toHaveLength(CANDIDATES);
      // The wave's attempts move past their deadline (20 minutes and the grace) as if time had run on.
      for (const id of wave.attempts) await shiftAttempt(db, id, 21 * 60);
      const finished = () =>
        db
          .selectFrom('quiz_attempt')
          .selectAll()
          .where('quizResponseInitialId', 'in', wave.attempts)
          .where('finishedAt', 'is not', null)
          .execute();
      const finishedByLog = (of: Instance[]) => loggedSum(of, 'overdue exam attempts finished', 'finished');
      await eventually(async () => (await finished()).length === CANDIDATES, 'the sweep finishing every attempt');
      await eventually(async () => finishedByLog([a, b]) >= CANDIDATES, 'the sweeps logging what they finished');
      // Two more sweeps of each instance: none may finish anything again.
      await sleep(2_500);
      expect(finishedByLog([a, b])).toBe(CANDIDATES);
      console.log(`sweep: ${CANDIDATES} attempts, finished by A ${finishedByLog([a])}, by B ${finishedByLog([b])}`);

      const marks = new Map(
        (await db.selectFrom('quiz_question').select(['quizQuestionId', 'perQuestionMark']).execute()).map((q) => [
          q.quizQuestionId,
          q.perQuestionMark,
        ]),
      );
      for (const attempt of await finished()) {
        expect(attempt.finishedAt).toBe(attempt.deadlineAt);
        const answers = await db
          .selectFrom('quiz_answer')
          .selectAll()
          .where('quizResponseInitialId', '=', attempt.quizResponseInitialId)
          .execute();
        expect(answers).toHaveLength(QUESTIONS);
        const right = answers.filter((r) => r.userAnswer === 'Second');
        const expected = round2(right.reduce((sum, r) => sum + marks.get(r.quizQuestionId)!, 0));
        expect(attempt.userObtainedQuizMark).toBeCloseTo(expected, 2);
        const sent = new Set(
          wave.acknowledged.filter((k) => k.attemptId === attempt.quizResponseInitialId).map((k) => k.quizQuestionId),
        );
        expect(answers.filter((r) => r.isAnswerSkipped === 1)).toHaveLength(QUESTIONS - sent.size);
      }
    });

    it('trips the sign-in limit at the same total count when failures alternate between the instances', async () => {
      const email = 'limited@example.com';
      await usersWithPassword(db, 'right-pass-123', [email]);
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_LIMIT + 2; i++) statuses.push((await login(on(i), email, 'wrong-pass-123')).status);
      expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(204), 429, 429]);
      // This address is refused on both: the right password too, from either instance, until the window ends.
      expect((await login(a, email, 'right-pass-123')).status).toBe(429);
      expect((await login(b, email, 'right-pass-123')).status).toBe(429);
      // The counts live in the shared Redis (under this run's key prefix), not in either process.
      expect(await redis.exists(`rl:login-fail:${email}`)).toBe(true);
    });

    it('refuses on one instance a session signed out, or ended by a password change, on the other', async () => {
      const email = 'session@example.com';
      await usersWithPassword(db, 'first-pass-123', [email]);
      const me = (instance: Instance, token: string) => call(instance, 'GET', '/User/GetCurrentUserInfo', token);

      const first = (await login(a, email, 'first-pass-123')).body.token;
      const history = await call(a, 'POST', '/User/CreateLoginHistory', first, {});
      expect(history.status).toBe(200);
      expect((await me(b, first)).status).toBe(200);
      expect((await call(a, 'GET', `/User/UpdateLoginHistory/${history.body.responseMsg}`, first)).status).toBe(200);
      expect((await me(b, first)).status).toBe(401);

      const onA = (await login(a, email, 'first-pass-123')).body.token;
      const onB = (await login(b, email, 'first-pass-123')).body.token;
      expect((await me(b, onA)).status).toBe(200);
      const changed = await call(b, 'PUT', '/User/ChangeUserPassword', onB, { password: 'second-pass-123' });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect((await me(a, onA)).status).toBe(401);
      expect((await me(a, onB)).status).toBe(401);
      expect((await login(a, email, 'second-pass-123')).status).toBe(200);
    });

    it('sends each outbox mail exactly once while both workers run', async () => {
      const [adminId] = await usersWithPassword(db, 'mail-admin-pass-1', ['mail-admin@example.com'], ROLE.Admin);
      const adminToken = await signer.tokenFor(db, adminId!, ROLE.Admin);
      const welcomed = (await candidatesWithTokens(db, signer.tokenFor, 'welcome', 16)).map((c) => c.email);
      const queued = await Promise.all(
        welcomed.map((toEmail, i) => call(on(i), 'POST', '/Settings/SendWelcomeMail', adminToken, { toEmail })),
      );
      expect(queued.map((q) => q.status)).toEqual(welcomed.map(() => 200));
      // A backlog both workers claim from at once.
      const bulk = testMails(60, `bulk-${randomBytes(3).toString('hex')}`);
      await enqueueMail(db, bulk);
      const expected = [...welcomed, ...bulk.map((m) => m.to)];

      const unsent = async () =>
        Number(
          (
            await db
              .selectFrom('mail_outbox')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('status', '!=', 'sent')
              .executeTakeFirstOrThrow()
          ).n,
        );
      const sentByLog = () => loggedSum([a, b], 'mail outbox run', 'sent');
      await eventually(async () => (await unsent()) === 0, 'every mail sent');
      await eventually(async () => sentByLog() >= expected.length, 'the workers logging what they sent');
      // A few more runs of both workers: nothing may be sent again.
      await sleep(2_500);

      const recipientOf = (raw: string) => /^To: (.+)$/im.exec(raw)?.[1]?.trim() ?? '';
      const wanted = new Set(expected);
      const received = smtp.mails.filter((m) => wanted.has(recipientOf(m.raw)));
      expect(received.map((m) => recipientOf(m.raw)).sort()).toEqual(expected.slice().sort());
      const ids = smtp.mails.map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim());
      expect(new Set(ids).size).toBe(smtp.mails.length);
      // What the workers say they sent is what the mail server received: no mail sent twice, none lost.
      expect(sentByLog()).toBe(smtp.mails.length);
      const byA = received.filter((m) => m.user.startsWith('a@')).length;
      console.log(`outbox: ${expected.length} mails, sent by A ${byA}, by B ${expected.length - byA}`);
    });
  });
}
