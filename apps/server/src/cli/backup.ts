/**
 * npm run backup [-- <file or folder>]: a consistent copy of the SQLite database, taken while the app runs.
 *
 * Where the copy goes: the argument (a folder, or a file name ending in .sqlite / .db), else BACKUP_DIR,
 * else a "backups" folder next to the database; in a folder the file is named assessly-<UTC time>.sqlite.
 * An existing file is never overwritten. On PostgreSQL nothing is copied: the command says how to use
 * pg_dump and exits with 1, so a scheduled job that was pointed at the wrong database does not look fine.
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { loadConfig } from '../config.js';

/** SQLite's largest page count for one step: the whole database is copied in a single step (see below). */
const ALL_PAGES = 0x7fffffff;

export interface BackupResult {
  file: string;
  bytes: number;
  pages: number;
  milliseconds: number;
}

/** assessly-2026-11-21T10-38-05Z.sqlite: sorts by time, no characters that some file systems refuse. */
export function backupFileName(now = new Date()): string {
  return `assessly-${now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}.sqlite`;
}

/** The file the copy is written to, from the argument, BACKUP_DIR or the database's folder. */
export function backupTarget(opts: { argument?: string; backupDir?: string; databaseFile: string; cwd: string }) {
  const chosen = opts.argument ?? opts.backupDir;
  if (!chosen) return join(dirname(opts.databaseFile), 'backups', backupFileName());
  const path = isAbsolute(chosen) ? chosen : resolve(opts.cwd, chosen);
  const namesAFile = ['.sqlite', '.db', '.sqlite3'].includes(extname(path).toLowerCase());
  if (opts.argument && namesAFile && !(existsSync(path) && statSync(path).isDirectory())) return path;
  return join(path, backupFileName());
}

/**
 * Copies the database with SQLite's online backup API (better-sqlite3's db.backup). All pages are copied in
 * one step, which reads one snapshot: writers of the running app carry on meanwhile (WAL mode), and none
 * of their commits can restart the copy, as they would between the steps of a copy made a little at a
 * time. The copy is written under a temporary name, checked with integrity_check, switched to a single
 * self-contained file (journal_mode DELETE) and only then given its name.
 */
export async function backupSqlite(databaseFile: string, target: string): Promise<BackupResult> {
  if (existsSync(target)) throw new Error(`${target} exists already; a backup never overwrites a file`);
  mkdirSync(dirname(target), { recursive: true });
  const partial = join(dirname(target), `.${basename(target)}.partial`);
  rmSync(partial, { force: true });
  const started = Date.now();
  const source = new Database(databaseFile, { readonly: true, fileMustExist: true });
  let pages: number;
  try {
    source.pragma('busy_timeout = 5000');
    pages = (await source.backup(partial, { progress: () => ALL_PAGES })).totalPages;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  const copy = new Database(partial, { fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`);
    copy.pragma('journal_mode = DELETE');
  } catch (error) {
    copy.close();
    rmSync(partial, { force: true });
    throw error;
  }
  copy.close();
  renameSync(partial, target);
  return { file: target, bytes: statSync(target).size, pages, milliseconds: Date.now() - started };
}

export const POSTGRES_ADVICE = `DATABASE_URL names a PostgreSQL database: npm run backup copies SQLite databases only.
Take a consistent dump while the app runs with pg_dump (custom format, restored with pg_restore):

  pg_dump --format=custom --file="assessly-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump" "$DATABASE_URL"

Restore into an empty database, then start the app (it migrates an older dump):

  createdb assessly_restored
  pg_restore --no-owner --dbname=postgres://…/assessly_restored assessly-….dump

For point-in-time recovery use pg_basebackup with WAL archiving (docs/deploy.md, "Backups").`;

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const argument = argv.find((a) => !a.startsWith('-'));
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log('usage: npm run backup [-- <folder or file.sqlite>]   (or set BACKUP_DIR)');
    return 0;
  }
  const config = loadConfig(env);
  if (!config.isSqlite) {
    console.error(POSTGRES_ADVICE);
    return 1;
  }
  const databaseFile = config.DATABASE_URL.replace(/^file:/, '').replace(/^sqlite:/, '');
  if (databaseFile === ':memory:' || !existsSync(databaseFile)) {
    console.error(`No SQLite database at ${databaseFile} (DATABASE_URL): nothing to back up.`);
    return 1;
  }
  // npm runs scripts from the repository root; a relative path means the folder the command was typed in.
  const cwd = env.INIT_CWD ?? process.cwd();
  const target = backupTarget({ argument, backupDir: env.BACKUP_DIR || undefined, databaseFile, cwd });
  const result = await backupSqlite(databaseFile, target);
  const megabytes = (result.bytes / 1_048_576).toFixed(1);
  console.log(`Backup written: ${result.file} (${megabytes} MB, ${result.pages} pages, ${result.milliseconds} ms)`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
