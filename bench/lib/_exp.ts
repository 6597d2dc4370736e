// TEMPORARY experiment (not shipped): server CPU per request in-process, with and without a statement cache.
import SQLite from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { prepareDatabase } from '../../apps/server/src/boot.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { prepareBenchData } from './prepare.js';
import { Session } from 'node:inspector/promises';
import { writeFileSync, mkdirSync } from 'node:fs';
import { summarizeProfiles } from './cpu.js';
const session = new Session();
session.connect();
await session.post('Profiler.enable');

const mode = process.argv[2] ?? 'base';
let prepares = 0;
const proto = (SQLite as any).prototype;
const origPrepare = proto.prepare;
const caches = new WeakMap<object, Map<string, unknown>>();
proto.prepare = function (this: unknown, source: string) {
  prepares++;
  if (mode !== 'cache') return origPrepare.call(this, source);
  let cache = caches.get(this as object);
  if (!cache) caches.set(this as object, (cache = new Map()));
  let s = cache.get(source);
  if (!s) cache.set(source, (s = origPrepare.call(this, source)));
  return s;
};

const dir = mkdtempSync(join(tmpdir(), 'exp-'));
const config = loadConfig({
  DATABASE_URL: `file:${join(dir, 'x.sqlite')}`,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
});
const N = 400;
const prepared = await prepareBenchData(config, { candidates: N, warmupCandidates: 1, questions: 20 });
const { database, jwtSecret } = await prepareDatabase(config);
const app = await buildApp({ config, database, jwtSecret, serveWeb: false });
await app.ready();
const auth = (t: string) => ({ authorization: `Bearer ${t}` });

async function measure(label: string, fn: () => Promise<number>) {
  const p0 = prepares;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const n = await fn();
  const c = process.cpuUsage(c0);
  console.log(
    `${mode} ${label}: ${n} req, ${((c.user + c.system) / n).toFixed(0)} us CPU/req, ${(((performance.now() - t0) * 1000) / n).toFixed(0)} us wall/req, ${((prepares - p0) / n).toFixed(1)} prepares/req`,
  );
}

for (const [phase, quiz] of [
  ['warm', prepared.assessments.warmup],
  ['measured', prepared.assessments.saturation],
] as const) {
  const cands = phase === 'warm' ? prepared.candidates.slice(0, N / 2) : prepared.candidates.slice(N / 2);
  const attempts: number[] = [];
  await measure(`${phase} start`, async () => {
    for (const c of cands) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/Quiz/CreateQuizResponseInitial',
        headers: auth(c.token),
        payload: { quizTopicId: quiz },
      });
      attempts.push(r.json().quizResponseInitialId);
    }
    return cands.length;
  });
  const qs: { c: number; id: number; a: string }[] = [];
  await measure(`${phase} question`, async () => {
    for (let s = 0; s < 20; s++)
      for (const [i, c] of cands.entries()) {
        const q = (
          await app.inject({ method: 'GET', url: `/api/Quiz/GetSingleQuestion/${quiz}/${s}`, headers: auth(c.token) })
        ).json();
        qs.push({ c: i, id: q.quizQuestionId, a: q.optionB });
      }
    return qs.length;
  });
  if (phase === 'measured') await session.post('Profiler.start');
  await measure(`${phase} answer`, async () => {
    for (const q of qs) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/Quiz/CreateQuizResponseDetail',
        headers: auth(cands[q.c]!.token),
        payload: {
          quizResponseInitialId: attempts[q.c],
          quizQuestionId: q.id,
          userAnswer: q.a,
          isAnswerSkipped: false,
          pointerLeaveCount: 0,
          visibilitychangeCount: 0,
        },
      });
      if (r.statusCode !== 200) throw new Error(r.body);
    }
    return qs.length;
  });
  if (phase === 'measured') {
    const { profile } = await session.post('Profiler.stop');
    const pdir = join(dir, 'prof');
    mkdirSync(pdir);
    writeFileSync(join(pdir, 'answer.cpuprofile'), JSON.stringify(profile));
    console.log(summarizeProfiles(pdir));
  }
  await measure(`${phase} health`, async () => {
    for (let i = 0; i < 4000; i++) await app.inject({ method: 'GET', url: '/api/health' });
    return 4000;
  });
}
await app.close();
