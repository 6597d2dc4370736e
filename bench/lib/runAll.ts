/**
 * `npm run bench`: every benchmark in bench/ (each top-level .ts file), one after the other, with the
 * same arguments (e.g. `npm run bench -- --quick`). Exits non-zero when any of them failed.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from './childServer.js';

const benches = readdirSync(join(ROOT_DIR, 'bench'))
  .filter((f) => f.endsWith('.ts'))
  .sort();
let failed = 0;
const started = Date.now();
const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(0)} s`;
const durations: string[] = [];
for (const file of benches) {
  console.log(`\n=== bench/${file} ${process.argv.slice(2).join(' ')}`);
  const benchStarted = Date.now();
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', join('bench', file), ...process.argv.slice(2)], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  });
  if (status !== 0) failed++;
  durations.push(`${file.replace(/\.ts$/, '')} ${seconds(benchStarted)}`);
}
// The budget: `npm run bench -- --quick` runs everything in under three minutes.
const quickBudgetS = 180;
const overBudget = process.argv.includes('--quick') && Date.now() - started > quickBudgetS * 1000;
console.log(
  `\nbench times: ${durations.join(', ')}; total ${seconds(started)}` +
    (overBudget ? ` (over the ${quickBudgetS} s budget of --quick; see the load averages above)` : ''),
);
console.log(`benches: ${benches.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
