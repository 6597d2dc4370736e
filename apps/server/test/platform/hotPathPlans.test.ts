import { DEMO_ACCOUNTS } from '@assessly/shared';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/database.js';
import { CONTEXT_SQL, STORE_INPUT_COLUMNS, STORE_SQL } from '../../src/modules/delivery/exam/answerBatchPg.js';
import { QUESTION_AT_SQL } from '../../src/modules/delivery/exam/questionAtBatchPg.js';
import { ACTIVE_SESSIONS_SQL } from '../../src/modules/accounts/auth/sessionRepository.js';
import { preparedTexts } from '../../src/db/namedStatements.js';
import { examApi, liveQuiz, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { POOL_MAX_USES } from '../../src/db/database.js';

const { admin } = DEMO_ACCOUNTS;

/**
 * The per-turn batch statements of the exam's hot path (answerBatchPg.ts, sessionRepository.ts) run as
 * prepared statements, so after a few runs PostgreSQL plans them once for any array. Such a generic plan
 * once joined every session row to the batch and scanned every open attempt through quiz_attempt_open:
 * cost that grows with the size of the exam, found in the 5,000-candidate bench. Each statement must
 * reach its rows by primary key only, with thousands of sessions and open attempts in the tables.
 */
/** A PostgreSQL array (or scalar) literal's text, as EXECUTE takes it. */
const literalText = (value: unknown): string | null =>
  value === null
    ? null
    : Array.isArray(value)
      ? `{${value.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`
      : String(value);

async function genericPlan(db: DB, text: string, params: unknown[]): Promise<string> {
  return db.connection().execute(async (conn) => {
    await sql`set plan_cache_mode = force_generic_plan`.execute(conn);
    await sql.raw(`prepare plan_probe as ${text}`).execute(conn);
    try {
      const literals = params.map((p) => {
        const text = literalText(p);
        return text === null ? 'NULL' : pg.escapeLiteral(text);
      });
      const { rows } = await sql.raw<{ 'QUERY PLAN': string }>(`explain execute plan_probe(${literals})`).execute(conn);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await sql`deallocate plan_probe`.execute(conn);
      await sql`reset plan_cache_mode`.execute(conn);
    }
  });
}

/** Copies the one real row of `table` `count` times (the statistics are not refreshed). */
async function fill(db: DB, table: string, key: string, count: number, keyValue: string) {
  const { rows } = await sql<{ column_name: string }>`select column_name from information_schema.columns
    where table_name = ${table} and column_name <> ${key} order by ordinal_position`.execute(db);
  const columns = rows.map((r) => `"${r.column_name}"`).join(', ');
  const keyColumn = keyValue ? `"${key}", ` : '';
  await sql
    .raw(
      `insert into ${table} (${keyColumn}${columns}) select ${keyValue ? `${keyValue}, ` : ''}${columns}
       from (select * from ${table} limit 1) one, generate_series(1, ${count}) g`,
    )
    .execute(db);
}

const postgres = testDatabases().filter((kind) => kind === 'postgres');

describe.skipIf(postgres.length === 0)('hot-path batch statements: generic plans by primary key', () => {
  let t: TestApp;
  let attemptIds: number[];
  let questionIds: number[];
  let userIds: number[];
  let quizTopicId: number;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    const quiz = await liveQuiz(t, await t.login(admin.email, admin.password), {}, [{}, {}, {}]);
    questionIds = quiz.questionIds;
    quizTopicId = quiz.quizTopicId;
    const candidates = await Promise.all([1, 2, 3].map(() => newCandidate(t, 'plan')));
    attemptIds = await Promise.all(candidates.map((c) => startedAttempt(t, c.token, quiz.quizTopicId)));
    userIds = candidates.map((c) => c.userId);
    // One question shown and answered per candidate, alone and together: every hot statement is prepared.
    for (const [i, c] of candidates.entries()) {
      const shown = ok(await examApi(t, c.token).question(quiz.quizTopicId, 0));
      const answer = {
        quizResponseInitialId: attemptIds[i],
        quizQuestionId: shown.quizQuestionId,
        userAnswer: shown.optionA,
      };
      await examApi(t, c.token).answer({ ...answer, isAnswerSkipped: false });
    }
    // An exam in full swing: thousands of open attempts and signed-in candidates, counted before the wave.
    await sql`analyze quiz_attempt`.execute(t.db);
    await sql`analyze auth_session`.execute(t.db);
    await fill(t.db, 'quiz_attempt', 'quizResponseInitialId', 3000, '');
    await fill(t.db, 'auth_session', 'sessionId', 3000, `md5(g::text)`);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The three statements' generic plans, each checked to reach its rows by primary key only. */
  async function expectKeyLookups() {
    const sessions = await genericPlan(t.db, ACTIVE_SESSIONS_SQL, [['a', 'b', 'c'], new Date().toISOString()]);
    expect(sessions).toContain('auth_session_pkey');
    expect(sessions).not.toMatch(/Seq Scan on (auth_session|app_user)/);

    const contexts = await genericPlan(t.db, CONTEXT_SQL, [attemptIds, userIds, questionIds]);
    // By the attempt's key, or by its owner's (a candidate has a handful of attempts): never a scan.
    expect(contexts).toMatch(/quiz_attempt_pkey|quiz_attempt_user_quiz/);
    expect(contexts).toContain('quiz_question_pkey');
    expect(contexts).not.toMatch(/Seq Scan on quiz_attempt|quiz_attempt_open/);

    const values: Record<string, unknown[]> = Object.fromEntries(STORE_INPUT_COLUMNS.map((c) => [c, []]));
    attemptIds.forEach((attemptId, i) => {
      const row: Record<string, unknown> = { quizResponseInitialId: attemptId, quizQuestionId: questionIds[i] };
      for (const c of STORE_INPUT_COLUMNS) values[c]!.push(row[c] ?? (c === 'dateAdded' ? 'now' : null));
    });
    const writes = await genericPlan(
      t.db,
      STORE_SQL,
      STORE_INPUT_COLUMNS.map((c) => values[c]),
    );
    expect(writes).toContain('quiz_attempt_pkey');
    expect(writes).not.toMatch(/Seq Scan on quiz_attempt|quiz_attempt_open/);

    const questions = await genericPlan(t.db, QUESTION_AT_SQL, [userIds, userIds.map(() => quizTopicId), [0, 1, 2]]);
    // The attempt by its owner and assessment, the question and the saved answer by their keys.
    expect(questions).toContain('quiz_attempt_user_quiz');
    expect(questions).toContain('quiz_question_pkey');
    expect(questions).toMatch(/quiz_answer_\w+/);
    expect(questions).not.toMatch(/Seq Scan on (quiz_attempt|quiz_answer|quiz_question)/);
  }

  // Mid-exam the statistics lag: autovacuum has not analysed the tables since the sign-in wave.
  it('looks every row up by its key while the statistics still describe the tables before the wave', async () => {
    await expectKeyLookups();
  });

  it('looks every row up by its key with fresh statistics', async () => {
    await sql`analyze quiz_attempt`.execute(t.db);
    await sql`analyze auth_session`.execute(t.db);
    await expectKeyLookups();
  });

  it('plans every prepared hot-path statement without scanning a table that grows with the candidates', async () => {
    const growing = /Seq Scan on (auth_session|app_user|quiz_attempt|quiz_answer)\b|quiz_attempt_open/;
    const offenders: string[] = [];
    for (const text of preparedTexts()) {
      const params = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
      const plan = await genericPlan(t.db, text, new Array(params).fill(null));
      if (growing.test(plan)) offenders.push(`${text}\n${plan}`);
    }

    expect(preparedTexts().length).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });
});

/**
 * Why the pool replaces its connections (db/database.ts, POOL_MAX_USES): a generic plan made while the
 * tables were nearly empty stays with its connection, and the answer write's plan then scans every
 * attempt. Autoanalyze would invalidate it, but may lag or be off; a new connection plans for the tables
 * as they are, statistics or not.
 */
describe.skipIf(postgres.length === 0)('hot-path plans follow the tables on fresh connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', { PG_POOL_MAX_USES: '5' });
    const quiz = await liveQuiz(t, await t.login(admin.email, admin.password), {}, [{}]);
    const candidate = await newCandidate(t, 'early');
    await startedAttempt(t, candidate.token, quiz.quizTopicId);
  });
  afterAll(async () => {
    await t?.close();
  });

  const storeArrays = (attemptIds: number[]) =>
    STORE_INPUT_COLUMNS.map((c) =>
      attemptIds.map((id, i) => (c === 'quizResponseInitialId' ? id : c === 'quizQuestionId' ? i + 1 : null)),
    );
  const literals = (arrays: unknown[][]) => arrays.map((a) => pg.escapeLiteral(literalText(a)!)).join(', ');

  it('plans a scan on the empty table, and a key lookup on a new connection once it has grown', async () => {
    const explain = async (conn: pg.Client) =>
      (await conn.query(`explain execute store_probe(${literals(storeArrays([1, 2, 3]))})`)).rows
        .map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN'])
        .join('\n');
    const open = async () => {
      const client = new pg.Client({ connectionString: t.config.DATABASE_URL });
      await client.connect();
      await client.query('set plan_cache_mode = force_generic_plan');
      await client.query(`prepare store_probe as ${STORE_SQL}`);
      return client;
    };
    const early = await open();
    try {
      expect(await explain(early)).toMatch(/Seq Scan on quiz_attempt/);
      await fill(t.db, 'quiz_attempt', 'quizResponseInitialId', 5000, '');
      // A new connection looks the 5,000 attempts up by key. (Whether the early connection still holds its
      // scan is not asserted: other backends' DDL, such as parallel test files' migrations, can overflow
      // PostgreSQL's invalidation queue and make every backend plan again, as seen once in CI.)
      const late = await open();
      try {
        const plan = await explain(late);
        expect(plan).toContain('quiz_attempt_pkey');
        expect(plan).not.toMatch(/Seq Scan on quiz_attempt/);
      } finally {
        await late.end();
      }
    } finally {
      await early.end();
    }
  });

  it(`replaces each pool connection after its uses (${POOL_MAX_USES} by default, 5 here)`, async () => {
    const pids: number[] = [];
    for (let i = 0; i < 30; i++) {
      pids.push((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.db)).rows[0]!.pid);
    }
    const uses = new Map<number, number>();
    for (const pid of pids) uses.set(pid, (uses.get(pid) ?? 0) + 1);
    expect(uses.size).toBeGreaterThanOrEqual(6);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(5);
  });
});
