import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arg, compiledOnce } from '../../src/db/compiledQuery.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

/** Throwaway tables of this file, outside the app's schema types. */
type Loose = any;

const userByEmail = compiledOnce<{ email: string }, { userId: number; email: string }>((db) =>
  db.selectFrom('app_user').select(['userId', 'email']).where('email', '=', arg<string>('email')),
);

const probeRows = compiledOnce<{ minId: number }, { id: number; label: string }>(
  (db) =>
    (db as Loose)
      .selectFrom('compiled_probe')
      .select(['id', 'label'])
      .where('id', '>=', arg<number>('minId'))
      .orderBy('id') as never,
);

describe.each(testDatabases())('compiledOnce (hot-path queries compiled once) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('binds the arguments of each call and answers the rows', async () => {
    const emails = (await t.db.selectFrom('app_user').select('email').orderBy('userId').limit(2).execute()).map(
      (r) => r.email,
    );
    expect(emails).toHaveLength(2);
    for (const email of emails) {
      const { rows } = await userByEmail.execute(t.db, { email });
      expect(rows.map((r) => r.email)).toEqual([email]);
    }
    expect((await userByEmail.execute(t.db, { email: 'nobody@assessly.test' })).rows).toEqual([]);
  });

  it('refuses a call that lacks an argument instead of binding NULL', async () => {
    await expect(userByEmail.execute(t.db, {} as never)).rejects.toThrow('no value for argument "email"');
  });

  it('runs inside transactions, and keeps working after a column is added to its table', async () => {
    await sql`create table compiled_probe (id integer primary key, label text not null)`.execute(t.db);
    await sql`insert into compiled_probe (id, label) values (1, 'one'), (2, 'two')`.execute(t.db);
    await t.db.transaction().execute(async (trx) => {
      expect((await probeRows.execute(trx, { minId: 2 })).rows).toEqual([{ id: 2, label: 'two' }]);
      if (kind === 'postgres') {
        // Prepared on this connection under its own name (db/namedStatements.ts).
        const prepared = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(trx);
        expect(prepared.rows.some((r) => r.name.startsWith('assessly_hot_'))).toBe(true);
      }
      // A zero-downtime migration adds a column while the statement stays prepared.
      await sql`alter table compiled_probe add column note text`.execute(trx);
      expect((await probeRows.execute(trx, { minId: 1 })).rows).toEqual([
        { id: 1, label: 'one' },
        { id: 2, label: 'two' },
      ]);
    });
  });
});
