#!/usr/bin/env node
// `npm test`: every test of the project. Unit and integration tests first (SQLite always, PostgreSQL too when
// TEST_DATABASE_URL is set), then the browser tests against a fresh production build, then the secret scan
// of everything those captured. Ends with one "Tests: N passed, N failed" line and a non-zero exit code
// when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
// Issue 10: the server tests and the browser tests' servers record every response, log line and mail here
// (apps/server/test/helpers/capture.ts); the secrets project reads it all last and fails on any secret.
process.env.ASSESSLY_CAPTURE_DIR = join(resultsDir, 'capture');

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

function vitest(label, projects) {
  const out = join(resultsDir, `${label}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const status = run('npx', args);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    // A suite that failed to load counts as a failure even when it ran no test.
    if (status !== 0 && report.numFailedTests === 0) totals.failed += Math.max(1, report.numFailedTestSuites);
  } else if (status !== 0) {
    totals.failed += 1;
  }
  if (status !== 0) exitCode = 1;
}

const only = process.argv[2];
if (!only || only === 'unit') vitest('unit', ['shared', 'server', 'web']);
if (!only || only === 'e2e') {
  if (run('node', ['scripts/ensure-chromium.mjs']) !== 0 || run('npm', ['run', 'build', '-w', '@assessly/web']) !== 0) {
    totals.failed += 1;
    exitCode = 1;
  } else {
    vitest('e2e', ['e2e']);
  }
}
// After everything else, so that it sees all that the suites above captured.
vitest('secrets', ['secrets']);

console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
