#!/usr/bin/env node
// `npm run build`, and the first step of `npm start`: the web app (vite, then its compressed copies) and the
// server bundle (esbuild), each only when its sources changed since its last build. A restart with nothing
// changed takes the time of hashing the sources (a fraction of a second) instead of a full build.
//   node scripts/build.mjs            both parts, each if needed
//   node scripts/build.mjs web        one part (web or server)
//   node scripts/build.mjs --force    build even when nothing changed
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashInputs, needsBuild, removeStamp, writeStamp } from './buildStamp.mjs';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** What both parts are built from besides their own folder: the shared package and the installed versions. */
const COMMON = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json', 'tsconfig.base.json'];

export const PARTS = {
  web: {
    label: 'web app',
    workspace: '@assessly/web',
    outputDir: join(ROOT, 'apps/web/dist'),
    required: 'index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
      'apps/web/scripts',
      ...COMMON,
    ],
  },
  server: {
    label: 'server bundle',
    workspace: '@assessly/server',
    outputDir: join(ROOT, 'apps/server/dist'),
    required: 'main.mjs',
    inputs: [
      'apps/server/src',
      'apps/server/build',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      ...COMMON,
    ],
  },
};

const duration = (ms) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

/** Builds one part when needed (or always with `force`); answers false when its build failed. */
export function buildPart(name, { force = false } = {}) {
  const part = PARTS[name];
  const started = performance.now();
  const { hash, files } = hashInputs(ROOT, part.inputs);
  const reason = force ? 'asked to build' : needsBuild(part, hash);
  if (!reason) {
    console.log(
      `${part.label}: up to date (${files} source files unchanged, checked in ${duration(performance.now() - started)})`,
    );
    return true;
  }
  console.log(`${part.label}: building (${reason})`);
  removeStamp(part.outputDir);
  const result = spawnSync('npm', ['run', 'build', '-w', part.workspace], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${part.label}: the build failed`);
    return false;
  }
  writeStamp(part.outputDir, hash);
  console.log(`${part.label}: built in ${duration(performance.now() - started)}`);
  return true;
}

/** Every part (or the ones named), each when needed; answers false as soon as one fails. */
export function buildAll({ force = false, only = Object.keys(PARTS) } = {}) {
  return only.every((name) => buildPart(name, { force }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--force' && !(a in PARTS));
  if (unknown.length > 0) {
    console.error(`unknown argument ${unknown.join(' ')}: use web, server and --force`);
    process.exit(2);
  }
  const named = args.filter((a) => a in PARTS);
  process.exit(buildAll({ force: args.includes('--force'), only: named.length > 0 ? named : undefined }) ? 0 : 1);
}
