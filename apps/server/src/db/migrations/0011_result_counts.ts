import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * How many finished attempts each assessment has, and how many of them wait for grading, kept by the
 * database itself (issue 9: the results pages' totals at 100,000 attempts). The results page showed
 * count(*) over every finished attempt, a scan of the whole index on every page load; the totals are
 * now sums over this small table (a few rows per assessment).
 *
 * Triggers keep it exact, in the same transaction as the change, whatever makes it: a finish (the
 * candidate, a deadline, the sweep), grading (isExamined), deleting attempts, a user or an assessment
 * (foreign-key cascades fire the triggers too), or rows written straight into quiz_attempt. Each
 * assessment's counts are split over SLOTS rows by attempt id, so candidates finishing the same
 * assessment at the same moment update different rows instead of queueing on one row lock; a change to
 * one attempt touches one row, after the attempt's own row (no lock cycles between two finishes).
 */
const SLOTS = 16;

/** PostgreSQL: one trigger function for insert, update and delete. */
const POSTGRES_FUNCTION = sql`
create function result_count_change() returns trigger language plpgsql as $$
begin
  -- A finished attempt graded (or its totals saved at the finish): only its pending count moves.
  if tg_op = 'UPDATE' and old."finishedAt" is not null and new."finishedAt" is not null
     and old."quizTopicId" = new."quizTopicId" then
    update result_count
      set pending = pending + (case when new."isExamined" = 0 then 1 else 0 end)
                            - (case when old."isExamined" = 0 then 1 else 0 end)
      where "quizTopicId" = new."quizTopicId" and slot = new."quizResponseInitialId" % ${sql.lit(SLOTS)};
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old."finishedAt" is not null then
    update result_count
      set finished = finished - 1, pending = pending - (case when old."isExamined" = 0 then 1 else 0 end)
      where "quizTopicId" = old."quizTopicId" and slot = old."quizResponseInitialId" % ${sql.lit(SLOTS)};
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new."finishedAt" is not null then
    insert into result_count as c ("quizTopicId", slot, finished, pending)
      values (new."quizTopicId", new."quizResponseInitialId" % ${sql.lit(SLOTS)}, 1,
              case when new."isExamined" = 0 then 1 else 0 end)
      on conflict ("quizTopicId", slot)
      do update set finished = c.finished + 1, pending = c.pending + excluded.pending;
  end if;
  return null;
end $$`;

/** What an attempt counts for, and the changes that alter it (answer saves touch none of these columns). */
const COUNTED = sql`"finishedAt", "isExamined", "quizTopicId"`;
const CHANGED = (old: string, neu: string) =>
  sql.raw(
    `(${old}."finishedAt" is null) <> (${neu}."finishedAt" is null) or ${old}."isExamined" <> ${neu}."isExamined" ` +
      `or ${old}."quizTopicId" <> ${neu}."quizTopicId"`,
  );

const POSTGRES_TRIGGERS = [
  sql`create trigger result_count_insert after insert on quiz_attempt
      for each row when (new."finishedAt" is not null) execute function result_count_change()`,
  sql`create trigger result_count_update after update of ${COUNTED} on quiz_attempt
      for each row when (${CHANGED('old', 'new')}) execute function result_count_change()`,
  sql`create trigger result_count_delete after delete on quiz_attempt
      for each row when (old."finishedAt" is not null) execute function result_count_change()`,
];

/**
 * SQLite: the same three triggers with their statements inline, each statement guarded by a WHERE
 * (a trigger body has no IF). INSERT … SELECT needs its WHERE before ON CONFLICT anyway.
 */
const add = (row: string) =>
  sql.raw(`insert into result_count ("quizTopicId", slot, finished, pending)
    select ${row}."quizTopicId", ${row}."quizResponseInitialId" % ${SLOTS}, 1, ${row}."isExamined" = 0
    where ${row}."finishedAt" is not null
    on conflict ("quizTopicId", slot) do update set finished = finished + 1, pending = pending + excluded.pending;`);
const remove = (row: string) =>
  sql.raw(`update result_count set finished = finished - 1, pending = pending - (${row}."isExamined" = 0)
    where "quizTopicId" = ${row}."quizTopicId" and slot = ${row}."quizResponseInitialId" % ${SLOTS}
      and ${row}."finishedAt" is not null;`);

const SQLITE_TRIGGERS = [
  sql`create trigger result_count_insert after insert on quiz_attempt
      when new."finishedAt" is not null begin ${add('new')} end`,
  sql`create trigger result_count_update after update of ${COUNTED} on quiz_attempt
      when ${CHANGED('old', 'new')} begin ${remove('old')} ${add('new')} end`,
  sql`create trigger result_count_delete after delete on quiz_attempt
      when old."finishedAt" is not null begin ${remove('old')} end`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('result_count')
    .addColumn('quizTopicId', 'integer', (c) => c.notNull().references('quiz_topic.quizTopicId').onDelete('cascade'))
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('finished', 'integer', (c) => c.notNull())
    .addColumn('pending', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('result_count_pk', ['quizTopicId', 'slot'])
    .execute();
  if (dialectOf(db) === 'postgres') {
    await POSTGRES_FUNCTION.execute(db);
    for (const trigger of POSTGRES_TRIGGERS) await trigger.execute(db);
  } else {
    for (const trigger of SQLITE_TRIGGERS) await trigger.execute(db);
  }
  // The attempts already finished. Migrations run in one transaction and creating the triggers locks
  // quiz_attempt against writes until it commits, so no finish falls between this count and the triggers.
  await sql`
    insert into result_count ("quizTopicId", slot, finished, pending)
    select "quizTopicId", "quizResponseInitialId" % ${sql.lit(SLOTS)}, count(*),
           sum(case when "isExamined" = 0 then 1 else 0 end)
    from quiz_attempt where "finishedAt" is not null
    group by "quizTopicId", "quizResponseInitialId" % ${sql.lit(SLOTS)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const on = dialectOf(db) === 'postgres' ? sql` on quiz_attempt` : sql``;
  for (const name of ['result_count_insert', 'result_count_update', 'result_count_delete']) {
    await sql`drop trigger if exists ${sql.raw(name)}${on}`.execute(db);
  }
  if (dialectOf(db) === 'postgres') await sql`drop function if exists result_count_change()`.execute(db);
  await db.schema.dropTable('result_count').ifExists().execute();
}
