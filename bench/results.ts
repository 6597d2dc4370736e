/**
 * bench/results (`npx tsx bench/results.ts`, also run by `npm run bench`): 100,000 finished attempts
 * (bench/lib/resultsData.ts), then the results screens as the web calls them (apps/web/src/features/results/api/reportApi.ts),
 * one user at a time against the real server in its own process: the admin's results page (its three
 * calls at once, as the screen makes them), a page filtered by assessment, the grader's "pending" page,
 * a candidate's own results page and a result sheet. Baseline measured in the same run, round-robin with
 * the pages: a trivial indexed query through the same server, auth and serialisation (GetFinishedExamInfo
 * of one attempt: two primary-key lookups). Target: every page's p95 under 30 ms; a page that misses it
 * gets its queries explained. Then the full CSV and Excel exports of the admin report, with the server's
 * memory sampled: they must stream with bounded memory. The exports' baseline is the same rows read
 * through the same keyset queries in this process, without writing a file.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { ROLE } from '@assessly/shared';
import { sql } from 'kysely';
import { Client } from 'undici';
import { hashPassword } from '../apps/server/src/lib/password.js';
import type { DB } from '../apps/server/src/db/database.js';
import {
  finishedQuizzesOf,
  reportTypes,
  resultPage,
  resultRowsAfter,
} from '../apps/server/src/modules/results/reports/reportRepository.js';
import { finishedExamInfo, finishedExamResult } from '../apps/server/src/modules/results/sheet/resultService.js';
import { allQuizTopics } from '../apps/server/src/modules/authoring/topics/topicRepository.js';
import { benchConfig, startAppServer, withPreparedDatabase } from './lib/appServer.js';
import { fmtMs, loadSummary, machineLine, met, parseBenchArgs } from './lib/benchArgs.js';
import { createBenchDatabase, type BenchDatabase } from './lib/benchDatabase.js';
import { capturingDatabase, explainPage } from './lib/explain.js';
import { measureExport, type ExportMeasure } from './lib/exportProbe.js';
import { timed } from './lib/http.js';
import { Recorder } from './lib/recorder.js';
import { insertResultsData, type ResultsData } from './lib/resultsData.js';
import { latencyRows } from './lib/table.js';

const USAGE = `usage: npx tsx bench/results.ts [--attempts N] [--samples N] [--quick] [--pg [URL]]
  --attempts N   finished attempts in the database (default 100000; --quick 10000)
  --samples N    loads of each page (default 200; --quick 50)
  --pg [URL]     PostgreSQL: a throwaway database on URL (default postgres://postgres@127.0.0.1:5432/postgres)`;

const TARGET_MS = 30;
/** Exports must stream: the server may grow by a few pages of rows, not by the file. */
const EXPORT_GROWTH_LIMIT_MB = 64;
const log = (line: string) => console.log(line);

interface Ctx {
  data: ResultsData;
  admin: string;
  students: { userId: number; token: string; newestAttempt: number }[];
  baseAttempt: number;
}

interface Call {
  kind: string;
  path: string;
  who: 'admin' | 'student';
}

interface Page {
  key: string;
  label: string;
  calls(ctx: Ctx, i: number): Call[];
  /** The repository calls the server makes for the page, for EXPLAIN. */
  repo(db: DB, ctx: Ctx, i: number): Promise<unknown>;
}

const student = (ctx: Ctx, i: number) => ctx.students[i % ctx.students.length]!;
const adminCaller = (ctx: Ctx) => ({ userId: ctx.data.adminId, roleId: ROLE.Admin });

const PAGES: Page[] = [
  {
    key: 'base',
    label: 'baseline: GetFinishedExamInfo of one attempt',
    calls: (ctx) => [{ kind: 'base', path: `/api/Report/GetFinishedExamInfo/${ctx.baseAttempt}`, who: 'admin' }],
    repo: (db, ctx) => finishedExamInfo(db, adminCaller(ctx), ctx.baseAttempt),
  },
  {
    key: 'admin',
    label: 'admin results page (3 calls at once)',
    calls: () => [
      { kind: 'admin.types', path: '/api/Report/GetReportType', who: 'admin' },
      { kind: 'admin.quizzes', path: '/api/Quiz/GetQuizesForReports', who: 'admin' },
      { kind: 'admin.results', path: '/api/Report/GetResults/1/10/0/0', who: 'admin' },
    ],
    repo: async (db) => {
      await reportTypes(db);
      await allQuizTopics(db);
      await resultPage(db, { reportTypeId: 0, quizTopicId: 0 }, 1, 10);
    },
  },
  {
    key: 'filtered',
    label: 'admin page filtered: one assessment, graded',
    calls: (ctx) => [
      { kind: 'filtered', path: `/api/Report/GetResults/1/10/2/${ctx.data.filterQuizTopicId}`, who: 'admin' },
    ],
    repo: (db, ctx) => resultPage(db, { reportTypeId: 2, quizTopicId: ctx.data.filterQuizTopicId }, 1, 10),
  },
  {
    key: 'pending',
    label: 'admin page filtered: pending grading',
    calls: () => [{ kind: 'pending', path: '/api/Report/GetResults/1/10/1/0', who: 'admin' }],
    repo: (db) => resultPage(db, { reportTypeId: 1, quizTopicId: 0 }, 1, 10),
  },
  {
    key: 'student',
    label: "candidate's results page (2 calls at once)",
    calls: (ctx, i) => [
      { kind: 'student.quizzes', path: `/api/Report/GetFilteredQuiz/${student(ctx, i).userId}`, who: 'student' },
      { kind: 'student.results', path: `/api/Report/GetResultsById/1/5/${student(ctx, i).userId}/0`, who: 'student' },
    ],
    repo: async (db, ctx, i) => {
      await finishedQuizzesOf(db, student(ctx, i).userId);
      await resultPage(db, { reportTypeId: 0, quizTopicId: 0, userId: student(ctx, i).userId }, 1, 5);
    },
  },
  {
    key: 'sheet',
    label: "candidate's result sheet (2 calls at once)",
    calls: (ctx, i) => [
      { kind: 'sheet.info', path: `/api/Report/GetFinishedExamInfo/${student(ctx, i).newestAttempt}`, who: 'student' },
      {
        kind: 'sheet.answers',
        path: `/api/Report/GetFinishedExamResult/${student(ctx, i).newestAttempt}`,
        who: 'student',
      },
    ],
    repo: async (db, ctx, i) => {
      const s = student(ctx, i);
      await finishedExamInfo(db, { userId: s.userId, roleId: ROLE.Student }, s.newestAttempt);
      await finishedExamResult(db, { userId: s.userId, roleId: ROLE.Student }, s.newestAttempt);
    },
  },
];

async function prepare(database: BenchDatabase, attempts: number): Promise<Ctx> {
  const hash = await hashPassword('Results-bench-password-1');
  return withPreparedDatabase(benchConfig(database), async (db, sign) => {
    const data = await insertResultsData(db, attempts, hash);
    // A real PostgreSQL has statistics and a visibility map by the time it holds 100,000 attempts
    // (autovacuum); SQLite has none, as the server never runs ANALYZE there.
    if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(db);
    const students = [];
    for (const userId of data.students) {
      const newest = await db
        .selectFrom('quiz_attempt')
        .select('quizResponseInitialId')
        .where('userId', '=', userId)
        .orderBy('quizResponseInitialId', 'desc')
        .executeTakeFirst();
      if (newest)
        students.push({ userId, token: await sign(userId, ROLE.Student), newestAttempt: newest.quizResponseInitialId });
    }
    const base = await db
      .selectFrom('quiz_attempt')
      .select('quizResponseInitialId')
      .orderBy('quizResponseInitialId', 'desc')
      .executeTakeFirstOrThrow();
    return { data, admin: await sign(data.adminId, ROLE.Admin), students, baseAttempt: base.quizResponseInitialId };
  });
}

/** One load of a page: its calls at once, each recorded under its kind and the whole under the page's key. */
async function loadPage(clients: Record<Call['who'], Client[]>, ctx: Ctx, page: Page, i: number, recorder: Recorder) {
  const calls = page.calls(ctx, i);
  const started = performance.now();
  const answers = await Promise.all(
    calls.map((call, n) =>
      timed(clients[call.who][n]!, recorder, call.kind, {
        method: 'GET',
        path: call.path,
        token: call.who === 'admin' ? ctx.admin : student(ctx, i).token,
      }),
    ),
  );
  if (calls.length > 1) recorder.latency(page.key, performance.now() - started, started);
  return answers;
}

/** The pages must show what the database holds, or their speed means nothing. */
async function checkAnswers(clients: Record<Call['who'], Client[]>, ctx: Ctx) {
  const counts = async (key: string) => {
    const answers = (await loadPage(
      clients,
      ctx,
      PAGES.find((p) => p.key === key)!,
      0,
      new Recorder(),
    )) as ({ responseMsg: unknown[]; count: number } | null)[];
    const page = answers.at(-1);
    return { rows: page?.responseMsg.length ?? 0, count: page?.count ?? -1 };
  };
  const problems: string[] = [];
  const all = await counts('admin');
  if (all.count !== ctx.data.attempts || all.rows !== 10) problems.push(`admin page: ${JSON.stringify(all)}`);
  const pending = await counts('pending');
  if (pending.count !== ctx.data.pending) problems.push(`pending page: ${JSON.stringify(pending)}`);
  const own = await counts('student');
  if (own.rows === 0) problems.push(`student page: ${JSON.stringify(own)}`);
  if (problems.length > 0) throw new Error(`the results pages answered wrong: ${problems.join('; ')}`);
}

/** Every page `samples` times, round-robin (so other load on the machine hits them all alike), after 10 untimed rounds. */
async function measurePages(baseUrl: string, ctx: Ctx, samples: number) {
  const clients = {
    admin: [0, 1, 2].map(() => new Client(baseUrl)),
    student: [0, 1, 2].map(() => new Client(baseUrl)),
  };
  const warm = new Recorder();
  for (let i = 0; i < 10; i++) for (const page of PAGES) await loadPage(clients, ctx, page, i, warm);
  if (warm.errorCount() > 0) throw new Error(`warm-up failed: ${warm.samples.join('; ')}`);
  await checkAnswers(clients, ctx);
  const recorder = new Recorder();
  for (let i = 0; i < samples; i++) for (const page of PAGES) await loadPage(clients, ctx, page, i, recorder);
  await Promise.all([...clients.admin, ...clients.student].map((c) => c.close()));
  return recorder;
}

/** Every row of the unfiltered report read through the export's keyset queries, in this process. */
async function scanAll(url: string): Promise<{ ms: number; rows: number }> {
  const c = capturingDatabase(url);
  try {
    const started = performance.now();
    let rows = 0;
    let after: { dateAdded: string; quizResponseInitialId: number } | null = null;
    for (;;) {
      const page = await resultRowsAfter(c.db, { reportTypeId: 0, quizTopicId: 0 }, after, 1000);
      rows += page.length;
      if (page.length < 1000) break;
      after = { dateAdded: page.at(-1)!.dateAdded, quizResponseInitialId: page.at(-1)!.quizResponseInitialId };
    }
    return { ms: performance.now() - started, rows };
  } finally {
    await c.close();
  }
}

function printPages(recorder: Recorder) {
  log('');
  // Pages of one call are recorded under the page's key; the others also under each call's kind.
  const kinds = [...recorder.latencies.keys()];
  const rows = PAGES.flatMap((p): [string, string][] => [
    [p.key, p.label],
    ...kinds.filter((k) => k.startsWith(`${p.key}.`)).map((k): [string, string] => [k, `  call ${k}`]),
  ]);
  log(latencyRows(recorder, rows));
  const base = recorder.percentiles('base').p95;
  log('');
  log(
    `${'page'.padEnd(46)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'x base'.padStart(8)}  target p95 < ${TARGET_MS} ms`,
  );
  for (const page of PAGES) {
    const p = recorder.percentiles(page.key);
    const target = page.key === 'base' ? '' : met(p.p95 < TARGET_MS);
    log(
      `${page.label.padEnd(46)}${fmtMs(p.p50).padStart(9)}${fmtMs(p.p95).padStart(9)}${(p.p95 / base).toFixed(1).padStart(8)}  ${target}`,
    );
  }
}

function printExports(exports: ExportMeasure[], scan: { ms: number; rows: number }, attempts: number) {
  log('');
  log(
    `baseline: the ${scan.rows} rows read through the export's keyset queries in this process: ${scan.ms.toFixed(0)} ms`,
  );
  log(
    `${'export'.padEnd(8)}${'first byte'.padStart(12)}${'total'.padStart(10)}${'x scan'.padStart(8)}${'size'.padStart(10)}` +
      `${'rows'.padStart(9)}${'health meanwhile'.padStart(18)}${'server RSS before → peak'.padStart(28)}  bounded (growth ≤ ${EXPORT_GROWTH_LIMIT_MB} MB)`,
  );
  for (const e of exports) {
    const growth = e.rssPeakMb - e.rssBeforeMb;
    const rows = e.rows === attempts ? String(e.rows) : `${e.rows} WRONG`;
    log(
      `${e.format.padEnd(8)}${`${e.firstByteMs.toFixed(0)} ms`.padStart(12)}${`${e.ms.toFixed(0)} ms`.padStart(10)}${(e.ms / scan.ms).toFixed(1).padStart(8)}` +
        `${`${(e.bytes / 1_048_576).toFixed(1)} MB`.padStart(10)}${rows.padStart(9)}${`max ${e.stallMs.toFixed(0)} ms`.padStart(18)}${`${e.rssBeforeMb.toFixed(0)} → ${e.rssPeakMb.toFixed(0)} MB (+${growth.toFixed(0)})`.padStart(28)}  ${met(growth <= EXPORT_GROWTH_LIMIT_MB)}`,
    );
  }
}

async function main() {
  const args = parseBenchArgs(process.argv.slice(2), USAGE);
  const attempts = args.int('--attempts', 100_000);
  const samples = args.int('--samples', 200, 50);
  const startLoad = loadavg()[0]!;
  const database = await createBenchDatabase(args.pgAdminUrl);
  log(`results on ${database.dialect}: ${attempts} finished attempts, ${samples} loads of each page; ${machineLine()}`);
  try {
    const preparing = performance.now();
    const ctx = await prepare(database, attempts);
    log(
      `prepared ${ctx.data.attempts} attempts (${ctx.data.pending} pending grading, ${ctx.data.answers} answers) of ` +
        `${ctx.data.quizTopicIds.length} assessments in ${((performance.now() - preparing) / 1000).toFixed(1)} s`,
    );
    const server = await startAppServer(database);
    let recorder: Recorder;
    const exports: ExportMeasure[] = [];
    try {
      recorder = await measurePages(server.baseUrl, ctx, samples);
      for (const format of ['csv', 'xlsx'] as const) {
        exports.push(
          await measureExport(server.baseUrl, `/api/Export/results/${format}`, ctx.admin, server.pid, format),
        );
      }
    } finally {
      await server.stop();
    }
    const scan = await scanAll(database.url);
    printPages(recorder);
    printExports(exports, scan, attempts);
    const missed = PAGES.filter((p) => p.key !== 'base' && !(recorder.percentiles(p.key).p95 < TARGET_MS)).sort(
      (a, b) => recorder.percentiles(b.key).p95 - recorder.percentiles(a.key).p95,
    );
    if (missed.length > 0) await printPlans(database.url, ctx, missed);
    const errors = recorder.errorCount() + exports.filter((e) => e.status !== 200 || e.rows !== attempts).length;
    log(`errors: ${errors}${recorder.errorCount() ? ` (${recorder.samples.join('; ')})` : ''}`);
    log(loadSummary(startLoad));
    const p95 = (key: string) => fmtMs(recorder.percentiles(key).p95);
    const [csv, xlsx] = exports;
    const growth = (e: ExportMeasure | undefined) => (e ? (e.rssPeakMb - e.rssBeforeMb).toFixed(0) : '-');
    log(
      `results: attempts=${attempts} db=${database.dialect} admin_p95_ms=${p95('admin')} filtered_p95_ms=${p95('filtered')} ` +
        `pending_p95_ms=${p95('pending')} student_p95_ms=${p95('student')} sheet_p95_ms=${p95('sheet')} baseline_p95_ms=${p95('base')} ` +
        `csv_ms=${csv?.ms.toFixed(0)} xlsx_ms=${xlsx?.ms.toFixed(0)} csv_rss_growth_mb=${growth(csv)} xlsx_rss_growth_mb=${growth(xlsx)} ` +
        `xlsx_health_max_ms=${xlsx?.stallMs.toFixed(0)} ` +
        `errors=${errors} target_p95_ms=${TARGET_MS} ${missed.length ? `missed=${missed.map((p) => p.key).join(',')}` : 'all_under_target'}`,
    );
    if (errors > 0) process.exitCode = 1;
  } finally {
    await database.drop();
  }
}

/** The queries of every page that missed the target, slowest page first. */
async function printPlans(url: string, ctx: Ctx, pages: Page[]) {
  const c = capturingDatabase(url);
  try {
    for (const page of pages) {
      log('');
      log(await explainPage(c, page.label, (db) => page.repo(db, ctx, 0)));
    }
  } finally {
    await c.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(2);
});
