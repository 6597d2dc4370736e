import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type Generated } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/database.js';
import { GroupCommit } from '../../src/db/groupCommit.js';
import { CachedStatements } from '../../src/db/statementCache.js';

interface Tables {
  parent: { id: number };
  item: { id: Generated<number>; name: string; parentId: number | null };
}

let dir: string;
let file: string;
let db: Kysely<Tables>;
let transactions: number;
let savepoints: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'assessly-group-commit-'));
  file = join(dir, 'test.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.exec(`create table parent (id integer primary key);
    create table item (id integer primary key, name text not null unique,
      parentId integer references parent(id) deferrable initially deferred)`);
  transactions = 0;
  savepoints = 0;
  const cached = new CachedStatements(sqlite);
  const counting = {
    prepare: (text: string) => {
      if (text === 'begin') transactions++;
      if (/^savepoint/i.test(text)) savepoints++;
      return cached.prepare(text);
    },
    close: () => cached.close(),
  };
  db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: counting }) });
});

afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** What another connection sees: only committed rows. */
function committedNames(): string[] {
  const reader = new SQLite(file, { readonly: true });
  try {
    return (reader.prepare('select name from item order by id').all() as { name: string }[]).map((r) => r.name);
  } finally {
    reader.close();
  }
}

const insert =
  (name: string, parentId: number | null = null) =>
  async (trx: DB) => {
    await (trx as unknown as Kysely<Tables>).insertInto('item').values({ name, parentId }).execute();
    return name;
  };

describe('GroupCommit (SQLite answer saves sharing one commit)', () => {
  it('runs the work of one event-loop turn in one transaction and settles after its commit', async () => {
    const group = new GroupCommit(db as unknown as DB);
    const seenAtSettle: string[][] = [];
    const runs = ['a', 'b', 'c'].map((name) =>
      group.run(insert(name)).then((value) => {
        seenAtSettle.push(committedNames());
        return value;
      }),
    );
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(transactions).toBe(1);
    // Every caller was answered only once all three were committed and visible to other connections.
    for (const seen of seenAtSettle) expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('runs a group that succeeds as one plain transaction, without a savepoint per unit', async () => {
    const group = new GroupCommit(db as unknown as DB);
    expect(await Promise.all(['a', 'b', 'c'].map((n) => group.run(insert(n))))).toEqual(['a', 'b', 'c']);
    expect(transactions).toBe(1);
    expect(savepoints).toBe(0);
  });

  it('rolls back and rejects only the unit that failed', async () => {
    const group = new GroupCommit(db as unknown as DB);
    const results = await Promise.allSettled([
      group.run(insert('x')),
      group.run(async (trx) => {
        await insert('half-done')(trx);
        await insert('x')(trx); // unique violation: the whole unit goes, 'half-done' too
      }),
      group.run(insert('y')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedNames()).toEqual(['x', 'y']);
    // The group was rolled back whole, then each unit ran again in a transaction of its own.
    expect(transactions).toBe(4);
  });

  it('rejects every unit of a group whose commit fails, and stores none of them', async () => {
    const group = new GroupCommit(db as unknown as DB);
    // A deferred foreign key is checked at COMMIT: the commit fails for the whole group.
    const results = await Promise.allSettled([group.run(insert('p')), group.run(insert('orphan', 999))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(committedNames()).toEqual([]);
    // The next group starts clean.
    await group.run(insert('after'));
    expect(committedNames()).toEqual(['after']);
  });

  it('starts a new group for work queued in a later turn', async () => {
    const group = new GroupCommit(db as unknown as DB);
    await group.run(insert('first'));
    await group.run(insert('second'));
    expect(transactions).toBe(2);
    expect(committedNames()).toEqual(['first', 'second']);
  });
});
