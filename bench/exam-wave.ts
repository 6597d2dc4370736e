/**
 * bench/exam-wave (`npm run bench:exam`): N candidates start a 20-question assessment at once and answer
 * every question over real HTTP against the real server (its own process, NODE_ENV=production) on a fresh
 * database, at human pace and at saturation, next to a bare Fastify route measured the same way. Half of
 * them take a choice-only assessment (the baseline), the other half, at the same moments, one of every
 * auto-scored type (issue 22): the report compares their answer saves.
 * Options: bench/lib/options.ts; results and how to read them: docs/performance.md.
 */
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { createBenchDatabase, type BenchDatabase } from './lib/benchDatabase.js';
import { freePort, startChild, type ChildServer } from './lib/childServer.js';
import { cpuMeter, summarizeProfiles } from './lib/cpu.js';
import { EXAM_ROUTES, type Acknowledged } from './lib/examFlow.js';
import { parseOptions, type WaveOptions } from './lib/options.js';
import { bareRoute, humanWave, saturation, warmUp, type SaturationResult } from './lib/phases.js';
import { prepareBenchData, type Prepared } from './lib/prepare.js';
import { Recorder } from './lib/recorder.js';
import { printReport } from './lib/report.js';
import { checkDurability } from './lib/verify.js';

const log = (line: string) => console.log(line);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The production server's environment: no demo data, quiet logs, nothing from the developer's shell. */
function serverEnv(database: BenchDatabase, port: number): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  };
}

/** The bare route (bareServer.ts), or with `floorDatabaseUrl` the PostgreSQL floor (floorServer.ts). */
async function measureBare(o: WaveOptions, token: string, recorder: Recorder, floorDatabaseUrl?: string) {
  const port = await freePort();
  const bare = await startChild({
    label: floorDatabaseUrl ? 'floor' : 'bare',
    entry: floorDatabaseUrl ? 'bench/lib/floorServer.ts' : 'bench/lib/bareServer.ts',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...(floorDatabaseUrl ? { FLOOR_DATABASE_URL: floorDatabaseUrl } : {}),
    },
    healthPath: '/health',
    port,
  });
  try {
    return await bareRoute(bare.baseUrl, o.candidates * o.questions, o.concurrency, token, recorder, bare.pid);
  } finally {
    await bare.stop();
  }
}

/** The exam routes must exist before the wave runs (they are named in the server's OpenAPI). */
async function checkExamRoutes(server: ChildServer) {
  const spec = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
  const known = new Map(Object.entries(spec.paths).map(([path, methods]) => [shape(path), methods]));
  const missing = EXAM_ROUTES.filter(([method, path]) => !known.get(shape(path))?.[method]);
  if (missing.length > 0) {
    throw new Error(
      `the server has no exam routes yet: ${missing.map(([m, p]) => `${m.toUpperCase()} ${p}`).join(', ')}`,
    );
  }
}

async function runServerPhases(o: WaveOptions, database: BenchDatabase, prepared: Prepared, recorder: Recorder) {
  const port = await freePort();
  // Kept after the run (outside the database folder) for a closer look in Chrome DevTools.
  const profileDir = o.cpuProf ? mkdtempSync(join(tmpdir(), 'assessly-bench-profile-')) : '';
  const server = await startChild({
    label: 'server',
    entry: 'server',
    env: serverEnv(database, port),
    healthPath: '/api/health',
    port,
    nodeFlags: o.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  const acknowledged: Acknowledged[] = [];
  try {
    await checkExamRoutes(server);
    const { assessments, mixed, candidates, warmupCandidates, typed } = prepared;
    const warm = await warmUp(
      server.baseUrl,
      warmupCandidates,
      [assessments.warmup, mixed.warmup],
      typed,
      acknowledged,
    );
    log(`warm-up: ${warmupCandidates.length} candidates, ${warm.errorCount()} errors`);

    const pace = { thinkMinMs: o.thinkMinMs, thinkMaxMs: o.thinkMaxMs };
    const meter = cpuMeter(server.pid, database.pgName);
    // Every other candidate takes the mixed assessment: both at the same moments on the same server.
    const exams = [
      { quizTopicId: assessments.wave, prefix: '' },
      { quizTopicId: mixed.wave, prefix: 'mixed.' },
    ];
    const wave = await humanWave(server.baseUrl, candidates, exams, pace, recorder, acknowledged, typed);
    const waveCpu = meter();
    log(`human-pace wave: ${seconds(wave.durationMs)}; ${waveCpu.text}`);

    const [sat, satMixed] = (await saturation(
      server.baseUrl,
      candidates,
      [
        { quizTopicId: assessments.saturation, prefix: 'sat.' },
        { quizTopicId: mixed.saturation, prefix: 'sat.mixed.' },
      ],
      o.concurrency,
      recorder,
      acknowledged,
      server.pid,
      database.pgName,
      typed,
    )) as [SaturationResult, SaturationResult];
    log(`saturation answers: ${seconds(sat.answerMs)}; ${sat.answerCpu.text}`);
    log(
      `saturation answers, every type (in turns with the above): ${seconds(satMixed.answerMs)}; ${satMixed.answerCpu.text}`,
    );
    return { sat, satMixed, acknowledged, warm, waveStartedAt: wave.startedAt, waveCpu };
  } finally {
    await server.stop();
    if (o.cpuProf) log(summarizeProfiles(profileDir));
  }
}

async function main() {
  const o = parseOptions(process.argv.slice(2));
  const database = await createBenchDatabase(o.pgAdminUrl);
  log(
    `exam-wave on ${database.dialect}: ${o.candidates} candidates x ${o.questions} questions, think ${o.thinkMinMs}-${o.thinkMaxMs} ms, ` +
      `saturation ${o.concurrency} connections; ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ` +
      `load average ${loadavg()[0]!.toFixed(2)}`,
  );
  const interrupted = () => {
    database.drop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  try {
    const preparing = Date.now();
    const config = loadConfig({ ...serverEnv(database, 0), PORT: '0' });
    const prepared = await prepareBenchData(config, o);
    log(
      `prepared ${o.candidates + o.warmupCandidates} candidates and 6 assessments (3 choice-only, 3 of every type) ` +
        `in ${seconds(Date.now() - preparing)}`,
    );

    const recorder = new Recorder();
    const token = prepared.candidates[0]!.token;
    const bareBefore = await measureBare(o, token, recorder);
    log(`bare route: ${Math.round(bareBefore.perSecond)} req/s; ${bareBefore.cpu.text}`);
    const { sat, satMixed, acknowledged, warm, waveStartedAt, waveCpu } = await runServerPhases(
      o,
      database,
      prepared,
      recorder,
    );
    // The baseline again after the server's phases: other load on the machine slows one run of a few
    // seconds more than the other, and the faster of the two (the stricter ratio) is the one reported.
    const afterRecorder = new Recorder();
    const bareAfter = await measureBare(o, token, afterRecorder);
    log(`bare route again: ${Math.round(bareAfter.perSecond)} req/s; ${bareAfter.cpu.text}`);
    const bare = bareAfter.perSecond > bareBefore.perSecond ? bareAfter : bareBefore;
    // PostgreSQL: the floor, the same requests each upserting one row (floorServer.ts).
    const floorRecorder = new Recorder();
    const floor = database.pgName ? await measureBare(o, token, floorRecorder, database.url) : null;
    if (floor) log(`PostgreSQL floor: ${Math.round(floor.perSecond)} req/s; ${floor.cpu.text}`);
    const quizTopicIds = [...Object.values(prepared.assessments), ...Object.values(prepared.mixed)];
    const durability = await checkDurability(database.url, quizTopicIds, acknowledged);
    const errors =
      recorder.errorCount() +
      afterRecorder.errorCount() +
      floorRecorder.errorCount() +
      warm.errorCount() +
      bareBefore.warmupErrors +
      bareAfter.warmupErrors +
      (floor?.warmupErrors ?? 0);
    const busy = [bareBefore.cpu, bareAfter.cpu, waveCpu, sat.answerCpu, satMixed.answerCpu].some(
      (c) => (c.otherCores ?? 0) > 0.25,
    );
    printReport({ o, recorder, warm, bare, floor, sat, satMixed, durability, errors, waveStartedAt, busy });
    // A failed request or a lost answer is a failure of the run; a missed speed target is a finding.
    if (errors > 0 || durability.missing > 0) process.exitCode = 1;
  } finally {
    process.off('SIGINT', interrupted);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
