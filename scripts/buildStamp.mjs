// What a build was made from: a SHA-256 of every input file (its path and bytes), written as a stamp next to
// the build's output once the build has succeeded. `npm start` and `npm run build` (scripts/build.mjs) rebuild
// a part only when the hash of its inputs differs from its stamp, or its output or stamp is missing.
// Content rather than modification times: a checkout, a copy or a touch changes times, not what is built.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The stamp's file name, inside the build's output folder (which every build empties or rewrites). */
export const STAMP_FILE = '.build-stamp.json';
/** Bumped when the stamp's meaning changes, so that old stamps never match. */
const STAMP_VERSION = 1;
/** Folders never walked into: installed packages and build outputs are not sources. */
const SKIPPED = new Set(['node_modules', 'dist', '.git']);

/** Every file under `inputs` (files or folders, relative to `root`), as sorted '/'-separated relative paths. */
export function inputFiles(root, inputs) {
  const found = [];
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) if (!SKIPPED.has(name)) walk(join(path, name));
    } else {
      found.push(relative(root, path).split(sep).join('/'));
    }
  };
  for (const input of inputs) walk(join(root, input));
  return [...new Set(found)].sort();
}

/** The hash of the inputs: each file's path and content, in path order (a rename changes it too). */
export function hashInputs(root, inputs) {
  const hash = createHash('sha256');
  const files = inputFiles(root, inputs);
  for (const file of files) {
    hash.update(file);
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return { hash: hash.digest('hex'), files: files.length };
}

/** The stamp of an output folder, or null when there is none or it cannot be read. */
export function readStamp(outputDir) {
  try {
    const stamp = JSON.parse(readFileSync(join(outputDir, STAMP_FILE), 'utf8'));
    return stamp && stamp.version === STAMP_VERSION && typeof stamp.hash === 'string' ? stamp : null;
  } catch {
    return null;
  }
}

export function writeStamp(outputDir, hash, now = new Date()) {
  writeFileSync(
    join(outputDir, STAMP_FILE),
    `${JSON.stringify({ version: STAMP_VERSION, hash, builtAt: now.toISOString() })}\n`,
  );
}

/** Removed before a build starts: a build that fails half-way must not leave a stamp that claims it is whole. */
export const removeStamp = (outputDir) => rmSync(join(outputDir, STAMP_FILE), { force: true });

/**
 * Whether a part must be built: its output (`required`, relative to the output folder) is missing, it has no
 * stamp, or its inputs' hash differs from the stamp's.
 */
export function needsBuild({ outputDir, required }, hash) {
  if (!existsSync(join(outputDir, required))) return 'no build yet';
  const stamp = readStamp(outputDir);
  if (!stamp) return 'no stamp of the last build';
  return stamp.hash === hash ? null : 'sources changed since the last build';
}
