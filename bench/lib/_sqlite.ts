// TEMPORARY experiment: raw SQLite cost of an answer's writes.
import SQLite from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const db = new SQLite(join(mkdtempSync(join(process.env.DIR ?? tmpdir(), 'sq-')), 'a.sqlite'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
db.exec(`create table att(id integer primary key, finishedAt text, cur integer not null default 0, questionOrder text, x text);
create table ans(id integer primary key autoincrement, att integer not null references att(id), q integer not null, serial int, detail text, userAnswer text, correct text, expl text, mark real, got real, ex int not null default 1, pl int, vc int, dateAdded text, lastUpdated text, unique(att,q));
create index ans_pending on ans(ex, att);`);
const ins = db.prepare('insert into att(id, questionOrder, x) values (?, ?, ?)');
for (let i = 1; i <= 40000; i++)
  ins.run(i, JSON.stringify(Array.from({ length: 20 }, (_, k) => k + 1000)), 'x'.repeat(300));
const upd = db.prepare(
  'update att set cur = case when cur < ? then ? else cur end where id = ? and finishedAt is null',
);
const up =
  db.prepare(`insert into ans(att,q,serial,detail,userAnswer,correct,expl,mark,got,ex,pl,vc,dateAdded) values (?,?,?,?,?,?,?,?,?,?,?,?,?)
 on conflict(att,q) do update set userAnswer=excluded.userAnswer, lastUpdated=excluded.dateAdded`);
const begin = db.prepare('begin'),
  commit = db.prepare('commit');
let att = 1;
function one(withUpdate: boolean, a: number, q: number) {
  if (withUpdate) upd.run(q + 1, q + 1, a);
  up.run(
    a,
    q,
    q,
    'Benchmark question text which is about this long: which option?',
    'Alpha 1',
    'Alpha 1',
    '',
    1,
    1,
    1,
    0,
    0,
    new Date().toISOString(),
  );
}
function run(label: string, n: number, batch: number, withUpdate: boolean) {
  const t0 = process.cpuUsage();
  const w0 = performance.now();
  for (let i = 0; i < n; i += batch) {
    begin.run();
    for (let j = 0; j < batch; j++) {
      one(withUpdate, att, (i + j) % 20);
      if ((i + j) % 20 === 19) att++;
    }
    commit.run();
  }
  const c = process.cpuUsage(t0);
  console.log(
    `${label}: ${((c.user + c.system) / n).toFixed(1)} us CPU/answer, ${(((performance.now() - w0) * 1000) / n).toFixed(1)} us wall/answer`,
  );
}
run('warm', 4000, 1, true);
run('txn per answer, update+upsert', 20000, 1, true);
run('txn per answer, upsert only', 20000, 1, false);
run('batch 16, update+upsert', 20000, 16, true);
run('batch 64, update+upsert', 20000, 64, true);
