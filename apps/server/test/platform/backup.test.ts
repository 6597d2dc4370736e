import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@assessly/shared';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { prepareDatabase } from '../../src/boot.js';
import { backupFileName, backupTarget } from '../../src/cli/backup.js';
import { ROOT_DIR } from '../../src/config.js';
import { bearer, createTestApp, type TestApp } from '../helpers/testApp.js';

const ROWS_PER_BATCH = 5;

/** Runs `npm run backup`'s script in its own process, as an operator would next to the running server. */
function runBackupCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/backup.ts', ...args], {
      cwd: ROOT_DIR,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run backup (SQLite)', () => {
  let t: TestApp;
  let databaseFile: string;
  let live: Database.Database;
  let dir: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    databaseFile = t.config.DATABASE_URL.replace(/^file:/, '');
    adminToken = await t.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    dir = mkdtempSync(join(tmpdir(), 'assessly-backup-'));
    // A second connection of this process plays a busy writer next to the app's own connection; the bulk
    // makes the database a few MB, so the copy takes a while and writes land while it runs.
    live = new Database(databaseFile);
    live.pragma('busy_timeout = 5000');
    live.exec('CREATE TABLE backup_probe (id INTEGER PRIMARY KEY, batch INTEGER NOT NULL, payload TEXT NOT NULL)');
    const insert = live.prepare('INSERT INTO backup_probe (batch, payload) VALUES (?, ?)');
    live.transaction(() => {
      for (let i = 0; i < 20_000; i++) insert.run(0, `bulk ${i} ${'x'.repeat(200)}`);
    })();
  });
  afterAll(async () => {
    live?.close();
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('copies a consistent snapshot while the app and another writer keep committing', async () => {
    const insert = live.prepare('INSERT INTO backup_probe (batch, payload) VALUES (?, ?)');
    // Each batch is one transaction of five rows: a consistent copy holds every batch whole or not at all.
    const writeBatch = live.transaction((batch: number) => {
      for (let i = 0; i < ROWS_PER_BATCH; i++) insert.run(batch, `batch ${batch} row ${i}`);
    });
    let batch = 0;
    let faqs = 0;
    const writeSome = async () => {
      writeBatch(++batch);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Settings/CreateFaq',
        headers: bearer(adminToken),
        payload: { title: `Backup question ${faqs + 1}`, description: 'Written while the backup runs' },
      });
      expect(res.statusCode, res.body).toBe(200);
      faqs++;
    };
    for (let i = 0; i < 10; i++) await writeSome();
    const batchesBefore = batch;
    const faqsBefore = faqs;

    let finished = false;
    const backup = runBackupCli([dir], { DATABASE_URL: `file:${databaseFile}` }).finally(() => (finished = true));
    while (!finished) {
      await writeSome();
      await new Promise((r) => setTimeout(r, 2));
    }
    const { code, out } = await backup;
    expect(code, out).toBe(0);
    // Writes went on during the run (the CLI's start alone takes longer than a few writes).
    expect(batch).toBeGreaterThan(batchesBefore + 5);

    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^assessly-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.sqlite$/);
    expect(out).toContain(join(dir, files[0]!));
    const copy = new Database(join(dir, files[0]!), { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      // One self-contained file: no -wal needed to read it.
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
      expect(existsSync(join(dir, `${files[0]}-wal`))).toBe(false);

      const counts = copy
        .prepare('SELECT batch, count(*) AS n FROM backup_probe WHERE batch > 0 GROUP BY batch ORDER BY batch')
        .all() as { batch: number; n: number }[];
      // Every batch committed before the backup started, none cut in half, none skipped.
      expect(counts.length).toBeGreaterThanOrEqual(batchesBefore);
      expect(counts.length).toBeLessThanOrEqual(batch);
      expect(counts.map((c) => c.batch)).toEqual(counts.map((_, i) => i + 1));
      expect(counts.every((c) => c.n === ROWS_PER_BATCH)).toBe(true);
      expect(copy.prepare('SELECT count(*) FROM backup_probe WHERE batch = 0').pluck().get()).toBe(20_000);

      const titles = copy.prepare("SELECT title FROM faq WHERE title LIKE 'Backup question %'").pluck().all();
      expect(titles.length).toBeGreaterThanOrEqual(faqsBefore);
      expect(titles.length).toBeLessThanOrEqual(faqs);
    } finally {
      copy.close();
    }
  }, 60_000);

  it('the copy serves as the database of a restored app: migrated, seeded, sign-in works', async () => {
    const copyFile = join(dir, readdirSync(dir)[0]!);
    const config = { ...t.config, DATABASE_URL: `file:${copyFile}` };
    const { database, jwtSecret } = await prepareDatabase(config);
    const app = await buildApp({ config, database, jwtSecret, serveWeb: false, logger: false });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/User/GetLoginInfo',
        payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      // The JWT secret kept in the database travels with the copy: the live app's tokens stay valid.
      expect(jwtSecret).toBe(t.jwtSecret);
    } finally {
      await app.close();
      await database.db.destroy();
    }
  });

  it('names the file from the argument or BACKUP_DIR and never overwrites one', async () => {
    const named = join(dir, 'named.sqlite');
    const first = await runBackupCli([named], { DATABASE_URL: `file:${databaseFile}` });
    expect(first.code, first.out).toBe(0);
    expect(existsSync(named)).toBe(true);
    const again = await runBackupCli([named], { DATABASE_URL: `file:${databaseFile}` });
    expect(again.code).toBe(1);
    expect(again.out).toContain('never overwrites');

    const fromEnv = join(dir, 'nightly');
    const viaEnv = await runBackupCli([], { DATABASE_URL: `file:${databaseFile}`, BACKUP_DIR: fromEnv });
    expect(viaEnv.code, viaEnv.out).toBe(0);
    expect(readdirSync(fromEnv)).toHaveLength(1);

    expect(backupFileName(new Date('2026-11-21T10:38:05.123Z'))).toBe('assessly-2026-11-21T10-38-05Z.sqlite');
    expect(backupTarget({ databaseFile: '/srv/data/assessly.sqlite', cwd: '/' })).toMatch(
      /^\/srv\/data\/backups\/assessly-.*\.sqlite$/,
    );
    expect(backupTarget({ argument: 'copies', databaseFile: '/d/a.sqlite', cwd: '/home/op' })).toMatch(
      /^\/home\/op\/copies\/assessly-.*\.sqlite$/,
    );
  }, 60_000);

  it('refuses a missing database file instead of creating an empty one', async () => {
    const missing = join(dir, 'no-such.sqlite');
    const res = await runBackupCli([join(dir, 'x')], { DATABASE_URL: `file:${missing}` });
    expect(res.code).toBe(1);
    expect(res.out).toContain('nothing to back up');
    expect(existsSync(missing)).toBe(false);
  }, 30_000);
});

describe('npm run backup (PostgreSQL)', () => {
  it('copies nothing and explains pg_dump, without printing the password', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'assessly-backup-pg-'));
    try {
      const res = await runBackupCli([dir], {
        DATABASE_URL: 'postgres://assessly:s3cret-pw@db.internal:5432/assessly',
      });
      expect(res.code).toBe(1);
      expect(res.out).toContain('pg_dump --format=custom');
      expect(res.out).toContain('pg_restore');
      expect(res.out).not.toContain('s3cret-pw');
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
