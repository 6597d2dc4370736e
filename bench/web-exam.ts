/**
 * bench/web-exam (`npx tsx bench/web-exam.ts`, also run by `npm run bench`): what a candidate's browser
 * loads to show the exam. The web is built here (into a temp folder, with Vite's manifest) and served by
 * the real server in its own process, with a live 20-question assessment. The candidate signs in and
 * starts the attempt through the API, the token and the attempt are put in localStorage as the web
 * keeps them, and headless Chromium opens /quiz/startQuiz cold (a new context each time: no cache) until
 * the first question's text is on the screen. Baseline measured in the same run and browser: a static
 * HTML page from the same server, cold. The exam screen's JavaScript is counted from the responses
 * (gzip size computed with zlib, level 6, per file) and split by the build's chunk graph into the entry
 * (every screen), the exam screen's own chunks and admin-only chunks. Target: at most 200 KB of gzip
 * JavaScript, and no admin chunk on the exam screen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Attempt, LoginResponse } from '@assessly/shared';
import { benchConfig, insertUsers, startAppServer, withPreparedDatabase } from './lib/appServer.js';
import { fmtMs, loadSummary, machineLine, met, parseBenchArgs, percentile } from './lib/benchArgs.js';
import { createBenchDatabase } from './lib/benchDatabase.js';
import { coldLoad, launchChromium, type ScriptLoad } from './lib/coldLoad.js';
import { prepareBenchData } from './lib/prepare.js';
import { hashPassword } from '../apps/server/src/lib/password.js';
import { buildWeb, chunkMap, STATIC_PAGE, STATIC_TEXT, type ChunkGroup, type ChunkMap } from './lib/webChunks.js';

const USAGE = `usage: npx tsx bench/web-exam.ts [--runs N] [--quick] [--pg [URL]]
  --runs N     cold loads of each page (default 10; --quick 3)
  --pg [URL]   the server on PostgreSQL: a throwaway database on URL (default postgres://postgres@127.0.0.1:5432/postgres)`;

const TARGET_GZIP_KB = 200;
const EMAIL = 'web.candidate@bench.test';
const PASSWORD = 'Web-bench-password-1';
const log = (line: string) => console.log(line);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function api<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The candidate's sign-in and start through the API, as localStorage holds them afterwards (session.ts, examSession.ts). */
async function examStorage(baseUrl: string, quizTopicId: number): Promise<() => Record<string, string>> {
  const login = await api<LoginResponse>(baseUrl, '/User/GetLoginInfo', { email: EMAIL, password: PASSWORD });
  const attempt = await api<Attempt>(baseUrl, '/Quiz/CreateQuizResponseInitial', { quizTopicId }, login.token);
  return () => ({
    token: login.token,
    tokenExpiresAt: login.expiresAt,
    userInfo: JSON.stringify(login.obj),
    'exam.attempt': JSON.stringify({ attempt, receivedAt: Date.now() }),
  });
}

function printScripts(scripts: ScriptLoad[], chunks: ChunkMap) {
  const groups: Record<ChunkGroup, { files: number; bytes: number; gzip: number }> = {
    entry: { files: 0, bytes: 0, gzip: 0 },
    exam: { files: 0, bytes: 0, gzip: 0 },
    admin: { files: 0, bytes: 0, gzip: 0 },
    other: { files: 0, bytes: 0, gzip: 0 },
  };
  for (const s of scripts) {
    const g = groups[chunks.groupOf(`assets/${basename(new URL(s.url).pathname)}`)];
    g.files++;
    g.bytes += s.bytes;
    g.gzip += s.gzipBytes;
  }
  const labels: Record<ChunkGroup, string> = {
    entry: 'entry and its imports (every screen)',
    exam: 'exam screen chunks (StartQuizPage and its imports)',
    admin: 'ADMIN-ONLY chunks',
    other: 'other chunks (lazy, shared with other screens)',
  };
  log(
    `${'JavaScript the exam screen loaded'.padEnd(52)}${'files'.padStart(6)}${'KB'.padStart(9)}${'gzip KB'.padStart(9)}`,
  );
  for (const [group, g] of Object.entries(groups) as [ChunkGroup, (typeof groups)['entry']][]) {
    log(
      `  ${labels[group].padEnd(50)}${String(g.files).padStart(6)}${kb(g.bytes).padStart(9)}${kb(g.gzip).padStart(9)}`,
    );
  }
  const largest = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 6);
  log(`  largest: ${largest.map((s) => `${basename(s.url)} ${kb(s.gzipBytes)} KB`).join(', ')}`);
  const notLoaded = chunks.files.filter((f) => !scripts.some((s) => s.url.endsWith(f.file)));
  const adminFiles = chunks.files.filter((f) => f.group === 'admin');
  log(
    `  not loaded by the exam screen: ${notLoaded.length} of ${chunks.files.length} files of the build, ` +
      `${adminFiles.length} of them admin-only`,
  );
  return groups;
}

async function main() {
  const args = parseBenchArgs(process.argv.slice(2), USAGE);
  const runs = args.int('--runs', 10, 3);
  const startLoad = loadavg()[0]!;
  const dir = mkdtempSync(join(tmpdir(), 'assessly-bench-web-'));
  const database = await createBenchDatabase(args.pgAdminUrl);
  log(`web-exam on ${database.dialect}: ${runs} cold loads of the exam screen and of a static page; ${machineLine()}`);
  try {
    const webDir = join(dir, 'web');
    log(`built the web into ${webDir} in ${(buildWeb(webDir) / 1000).toFixed(1)} s`);
    const chunks = chunkMap(webDir);
    const config = benchConfig(database);
    const { assessments } = await prepareBenchData(config, { candidates: 1, warmupCandidates: 0, questions: 20 });
    const hash = await hashPassword(PASSWORD);
    await withPreparedDatabase(config, (db) => insertUsers(db, [{ fullName: 'Web Candidate', email: EMAIL }], hash));

    const server = await startAppServer(database, { WEB_DIST: webDir });
    const browser = await launchChromium();
    const exam = { shown: [] as number[], wall: [] as number[] };
    const page = { shown: [] as number[], wall: [] as number[] };
    let scripts: ScriptLoad[] = [];
    try {
      const storage = await examStorage(server.baseUrl, assessments.wave);
      const loadExam = () =>
        coldLoad(
          browser,
          `${server.baseUrl}/quiz/startQuiz`,
          '[data-testid="exam-question-text"]',
          /Benchmark question/,
          storage(),
        );
      const loadStatic = () =>
        coldLoad(browser, `${server.baseUrl}/${STATIC_PAGE}`, '#bench-static', new RegExp(STATIC_TEXT));
      // Untimed: the server's routes compiled and its files in the OS cache; the browser's cache stays cold.
      await loadStatic();
      await loadExam();
      for (let i = 0; i < runs; i++) {
        const s = await loadStatic();
        page.shown.push(s.shownMs);
        page.wall.push(s.wallMs);
        const e = await loadExam();
        exam.shown.push(e.shownMs);
        exam.wall.push(e.wallMs);
        scripts = e.scripts;
      }
    } finally {
      await browser.close().catch(() => undefined);
      await server.stop();
    }
    report(runs, exam, page, scripts, chunks, startLoad);
  } finally {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function report(
  runs: number,
  exam: { shown: number[]; wall: number[] },
  page: { shown: number[]; wall: number[] },
  scripts: ScriptLoad[],
  chunks: ChunkMap,
  startLoad: number,
) {
  log('');
  const groups = printScripts(scripts, chunks);
  const gzipKb = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
  const rawKb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  log(
    `  total: ${scripts.length} files, ${rawKb.toFixed(1)} KB, ${gzipKb.toFixed(1)} KB gzip (sent precompressed: gzip to Chromium over http, Brotli over https)`,
  );
  log('');
  const row = (label: string, v: { shown: number[]; wall: number[] }) =>
    `${label.padEnd(52)}${fmtMs(percentile(v.shown, 0.5)).padStart(9)}${fmtMs(percentile(v.shown, 0.95)).padStart(9)}${fmtMs(percentile(v.wall, 0.5)).padStart(11)}`;
  log(
    `${`cold loads (${runs} each, new context each)`.padEnd(52)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'wall p50'.padStart(11)}`,
  );
  log(row('static page (baseline): text shown', page));
  log(row('exam screen: first question shown', exam));
  const ratio = percentile(exam.shown, 0.5) / percentile(page.shown, 0.5);
  log(`ratio exam / static page (p50): ${ratio.toFixed(1)}`);
  log(
    `targets: exam screen JavaScript <= ${TARGET_GZIP_KB} KB gzip ${met(gzipKb <= TARGET_GZIP_KB)} (${gzipKb.toFixed(1)} KB); ` +
      `no admin chunk on the exam screen ${met(groups.admin.files === 0)} (${groups.admin.files})`,
  );
  log(loadSummary(startLoad));
  log(
    `web-exam: exam_js_gzip_kb=${gzipKb.toFixed(1)} exam_js_files=${scripts.length} admin_chunks=${groups.admin.files} ` +
      `first_question_p50_ms=${fmtMs(percentile(exam.shown, 0.5))} first_question_p95_ms=${fmtMs(percentile(exam.shown, 0.95))} ` +
      `static_p50_ms=${fmtMs(percentile(page.shown, 0.5))} ratio=${ratio.toFixed(1)} target_gzip_kb=${TARGET_GZIP_KB} ` +
      `${gzipKb <= TARGET_GZIP_KB && groups.admin.files === 0 ? 'met' : 'missed'}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(2);
});
