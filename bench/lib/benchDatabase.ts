import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  dialect: 'sqlite' | 'postgres';
  /** The throwaway PostgreSQL database's name (null on SQLite). */
  pgName: string | null;
  /** Folder for the SQLite file and the CPU profiles; removed by drop(). */
  dir: string;
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database: a SQLite file in a temp folder, or a throwaway PostgreSQL database. */
export async function createBenchDatabase(pgAdminUrl: string | null): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'assessly-bench-'));
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });
  if (!pgAdminUrl) {
    return { url: `file:${join(dir, 'bench.sqlite')}`, dialect: 'sqlite', pgName: null, dir, drop: removeDir };
  }
  const name = `assessly_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(pgAdminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dialect: 'postgres',
    pgName: name,
    dir,
    async drop() {
      try {
        await adminQuery(pgAdminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await removeDir();
      }
    },
  };
}
