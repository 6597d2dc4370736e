/**
 * The web build for bench/web-exam: built here into a folder of its own with Vite's manifest (so
 * apps/web/dist, which the e2e tests read, is never touched), and the manifest's chunk graph, which says
 * of every JavaScript file whether every screen loads it (the entry and its imports), the exam screen
 * needs it, or it belongs to the admin screens only.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from './childServer.js';

/** The exam screen's route module (apps/web/src/features/delivery/routes.ts, /quiz/startQuiz). */
export const EXAM_PAGE = 'src/features/delivery/exam/StartQuizPage.tsx';

/**
 * Route modules of the admin screens (the features' routes.ts and the admin dashboard): assessments,
 * questions, reports of everyone, users and roles, menus, site content and settings, payments.
 */
const ADMIN_PAGES =
  /^src\/features\/(authoring\/(assessments\/TopicsPage|questions\/)|results\/(reports\/AdminReportsPage|certificates\/TemplatesPage|analytics\/AnalyticsPage|dashboard\/Admin)|accounts\/(access\/|users\/(UsersPage|BrowseListPage))|site\/(content\/|settings\/)|ai\/AiConsumptionPage|billing\/PaymentsPage)/;

/** A static page served by the server next to the app: the baseline of the cold-load time. */
export const STATIC_PAGE = 'bench-static.html';
export const STATIC_TEXT = 'A static page, the baseline of the cold load';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** `vite build` of apps/web into `outDir` with the manifest, plus the static baseline page. */
export function buildWeb(outDir: string): number {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [join(ROOT_DIR, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--manifest'],
    { cwd: join(ROOT_DIR, 'apps/web'), encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  // The build's own last step: the .br / .gz copies the server sends (apps/web package.json "build").
  const compress = spawnSync(process.execPath, [join(ROOT_DIR, 'apps/web/scripts/compress-dist.mjs'), outDir], {
    encoding: 'utf8',
  });
  if (compress.status !== 0) throw new Error(`compress-dist failed:\n${compress.stderr}`);
  writeFileSync(
    join(outDir, STATIC_PAGE),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Static</title></head>` +
      `<body><h1 id="bench-static">${STATIC_TEXT}</h1></body></html>\n`,
  );
  return performance.now() - started;
}

export type ChunkGroup = 'entry' | 'exam' | 'admin' | 'other';

export interface ChunkMap {
  /** The group of a built file (assets/…js). */
  groupOf(file: string): ChunkGroup;
  /** Every JavaScript file of the build with its group. */
  files: { file: string; group: ChunkGroup }[];
}

/** Files a manifest key needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into);
  return into;
}

export function chunkMap(outDir: string): ChunkMap {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, entry);
  const exam = closure(manifest, EXAM_PAGE);
  const admin = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && chunk.src && ADMIN_PAGES.test(chunk.src)) closure(manifest, key, admin);
  }
  const groupOf = (file: string): ChunkGroup =>
    entry.has(file) ? 'entry' : exam.has(file) ? 'exam' : admin.has(file) ? 'admin' : 'other';
  const files = [...new Set(Object.values(manifest).map((c) => c.file))]
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, group: groupOf(file) }));
  return { groupOf, files };
}
