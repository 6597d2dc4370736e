/**
 * The PostgreSQL floor of the exam-wave bench (--pg): Fastify with the bare route's logger setting and
 * the cheapest durable write an answer save could be, one row upserted per request, the requests of one
 * event-loop turn in one statement (through the server's own TickBatch, as its answer writes),
 * acknowledged after the commit, over a pool of the server's size. No session, no validation, no
 * grading, one round trip. Its rate against the bare route's is what any answer save can reach on this
 * machine with PostgreSQL sharing its cores: the ceiling of the "answers per second / bare
 * route" with PostgreSQL.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { TickBatch } from '../../apps/server/src/db/tickBatch.js';

const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
await pool.query(`create table if not exists bench_floor (id integer primary key, answer text not null)`);

const UPSERT = `insert into bench_floor (id, answer) select * from unnest($1::integer[], $2::text[])
on conflict (id) do update set answer = excluded.answer`;
const UPSERT_ONE = `insert into bench_floor (id, answer) values ($1, $2)
on conflict (id) do update set answer = excluded.answer`;

interface Row {
  id: number;
  answer: string;
}

/** The server's own per-turn batching (db/tickBatch.ts), as its answer writes use it. */
const writes = new TickBatch<Row, void>({
  many: async (rows) => {
    await pool.query({
      name: 'floor-upsert',
      text: UPSERT,
      values: [rows.map((r) => r.id), rows.map((r) => r.answer)],
    });
    return rows.map(() => undefined);
  },
  single: async (row) => {
    await pool.query({ name: 'floor-upsert-one', text: UPSERT_ONE, values: [row.id, row.answer] });
  },
  conflictKey: (row) => String(row.id),
});
let next = 0;

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, bodyLimit: 1_048_576 });
app.get('/health', async () => ({ ok: true }));
app.post('/bare', async (request) => {
  const answer = String((request.body as { userAnswer?: unknown } | null)?.userAnswer ?? '');
  // 20,000 rows at most: the upserts of a long run replace earlier rows, as answering again does.
  await writes.run({ id: next++ % 20_000, answer });
  return { ok: true };
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app
      .close()
      .then(() => pool.end())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
