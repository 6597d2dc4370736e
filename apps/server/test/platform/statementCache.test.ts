import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { CachedStatements } from '../../src/db/statementCache.js';

interface Tables {
  item: { id: Generated<number>; name: string };
}

let opened: CachedStatements[] = [];

function cachedMemoryDatabase(size?: number) {
  const file = new SQLite(':memory:');
  file.exec('create table item (id integer primary key, name text not null)');
  const cached = new CachedStatements(file, size);
  opened.push(cached);
  return cached;
}

afterEach(() => {
  for (const c of opened) c.close();
  opened = [];
});

describe('CachedStatements (SQLite prepared-statement cache)', () => {
  it('answers the same statement for the same SQL text and a new one for another text', () => {
    const cache = cachedMemoryDatabase();
    const a = cache.prepare('select * from item where id = ?');
    expect(cache.prepare('select * from item where id = ?')).toBe(a);
    expect(cache.prepare('select * from item where name = ?')).not.toBe(a);
    expect(cache.stats()).toMatchObject({ size: 2, hits: 1, misses: 2 });
  });

  it('keeps at most its bound, dropping the least recently used text', () => {
    const cache = cachedMemoryDatabase(2);
    const first = cache.prepare('select 1');
    cache.prepare('select 2');
    cache.prepare('select 1'); // now the most recently used
    cache.prepare('select 3'); // evicts 'select 2'
    expect(cache.stats().size).toBe(2);
    expect(cache.prepare('select 1')).toBe(first);
    const misses = cache.stats().misses;
    cache.prepare('select 2');
    expect(cache.stats().misses).toBe(misses + 1);
  });

  it('gives a fresh statement while the cached one has an open iterate() cursor', () => {
    const cache = cachedMemoryDatabase();
    cache.prepare('insert into item (name) values (?)').run(['a']);
    cache.prepare('insert into item (name) values (?)').run(['b']);
    const text = 'select name from item order by id';
    const cursor = cache.prepare(text).iterate([]);
    expect(cursor.next().value).toEqual({ name: 'a' });
    // better-sqlite3 would throw "This statement is busy executing a query" on the cached one.
    expect(cache.prepare(text).all([])).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(cursor.next().value).toEqual({ name: 'b' });
    expect(cursor.next().done).toBe(true);
    // The cursor ended: the cached statement is used again.
    const misses = cache.stats().misses;
    cache.prepare(text).all([]);
    expect(cache.stats().misses).toBe(misses);
  });

  it('stays correct after a schema change (SQLite re-prepares cached statements)', () => {
    const cache = cachedMemoryDatabase();
    cache.prepare('insert into item (name) values (?)').run(['x']);
    expect(cache.prepare('select * from item').all([])).toEqual([{ id: 1, name: 'x' }]);
    cache.prepare('alter table item add column note text').run([]);
    expect(cache.prepare('select * from item').all([])).toEqual([{ id: 1, name: 'x', note: null }]);
  });

  it('serves Kysely: queries, a rolled-back transaction, and a stream stopped early', async () => {
    const cache = cachedMemoryDatabase();
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: cache }) });
    for (const name of ['a', 'b', 'c']) await db.insertInto('item').values({ name }).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('item').values({ name: 'rolled back' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const names = async () => (await db.selectFrom('item').select('name').orderBy('id').execute()).map((r) => r.name);
    expect(await names()).toEqual(['a', 'b', 'c']);

    // Kysely holds the connection for a stream (a nested query would wait for it), so the cached
    // statement is only reused after the cursor ended, also when the reader stopped early.
    const query = db.selectFrom('item').select('name').orderBy('id');
    const seen: string[] = [];
    for await (const row of query.stream()) {
      seen.push(row.name);
      if (seen.length === 2) break;
    }
    expect(seen).toEqual(['a', 'b']);
    expect((await query.execute()).map((r) => r.name)).toEqual(['a', 'b', 'c']);
    expect((await sql<{ n: number }>`select count(*) as n from item`.execute(db)).rows[0]!.n).toBe(3);
    expect(cache.stats().hits).toBeGreaterThan(0);
    await db.destroy();
    opened = opened.filter((c) => c !== cache);
  });
});
