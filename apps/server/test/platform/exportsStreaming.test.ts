import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { request } from 'undici';
import { sendTable } from '../../src/lib/export/sendTable.js';
import { xlsxTable } from '../../src/lib/export/xlsxTable.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRowsQuery } from '../../src/modules/results/reports/reportRepository.js';
import { liveQuiz, newCandidate } from '../helpers/examFixtures.js';
import { demoTokens } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

/**
 * Issue 9: exports stream. An Excel file nobody reads stops pulling rows (backpressure) instead of
 * queueing the sheet in memory, and is whole once read. 20,000 finished attempts export while the server keeps answering: a health
 * check sent once the first bytes arrive is answered before the export ends (ordering, never a
 * duration). Both files hold every row of the filter in the report's order, the same rows as one
 * unpaged read of the results query, and the Excel file the same cells as the CSV.
 */
const ATTEMPTS = 20_000;
const BATCH = 500;

async function insertAttempts(t: TestApp, quiz: { quizTopicId: number; quizTitle: string }, user: { userId: number }) {
  const started = Date.UTC(2030, 0, 1);
  for (let i = 0; i < ATTEMPTS; i += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ATTEMPTS - i) }, (_, j) => {
      const k = i + j;
      // Pairs of attempts share a date: the keyset must break ties by id, never skip or repeat a row.
      const at = new Date(started + Math.floor(k / 2) * 60_000).toISOString();
      return {
        userId: user.userId,
        email: `streamed.${k}@example.test`,
        quizTopicId: quiz.quizTopicId,
        quizTitle: quiz.quizTitle,
        quizMark: 10,
        quizPassMarks: 5,
        quizTime: 20,
        quizMarkOptionId: 1,
        certificateTemplateId: null,
        allowCorrectOption: 0,
        allowAnswerExplation: 0,
        allowMultipleSelection: 0,
        allowQuizStop: 0,
        allowQuizSkip: 0,
        questionOrder: '[]',
        currentSerial: 0,
        startedAt: at,
        deadlineAt: null,
        finishedAt: at,
        timeTaken: 3,
        userObtainedQuizMark: k % 11,
        isExamined: k % 50 === 0 ? 0 : 1,
        attemptCount: k + 1,
        pointerLeaveCountSum: 0,
        visibilitychangeCountSum: 0,
        addedBy: user.userId,
        dateAdded: at,
      };
    });
    await t.db.insertInto('quiz_attempt').values(rows).execute();
  }
}

const csvRecords = (body: string) => {
  const parsed = Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};

async function xlsxRecords(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const records: string[][] = [];
  const sheet = workbook.worksheets[0]!;
  const width = sheet.getRow(1).cellCount; // once: columnCount walks every row
  sheet.eachRow((row) => {
    const cells = Array.from({ length: width }, (_, i) => row.getCell(i + 1).value);
    records.push(cells.map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return records;
}

describe.each(testDatabases())('results exports stream on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let baseUrl: string;
  let quizTopicId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await demoTokens(t)).admin;
    const quiz = await liveQuiz(t, token, { quizTitle: `Streamed ${Math.random().toString(36).slice(2, 8)}` }, [
      { optionA: 'First', optionB: 'Second', correctOption: ['B'] },
    ]);
    quizTopicId = quiz.quizTopicId;
    const title = await t.db
      .selectFrom('quiz_topic')
      .select('quizTitle')
      .where('quizTopicId', '=', quizTopicId)
      .executeTakeFirstOrThrow();
    await insertAttempts(t, { quizTopicId, quizTitle: title.quizTitle }, await newCandidate(t, 'streamed'));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Downloads an export; a health check goes out with the first bytes. Answers the body and the order of events. */
  async function exportWithHealthCheck(format: 'csv' | 'xlsx') {
    const events: string[] = [];
    const res = await request(`${baseUrl}/api/Export/results/${format}?quizTopicId=${quizTopicId}`, {
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    let health: Promise<void> | undefined;
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      health ??= request(`${baseUrl}/api/health`).then(async (r) => {
        await r.body.dump();
        events.push(`health ${r.statusCode}`);
      });
    }
    events.push('export end');
    await health;
    return { body: Buffer.concat(chunks), events };
  }

  it('answers a health check while a CSV export of 20,000 rows runs, with every row in order', async () => {
    const { body, events } = await exportWithHealthCheck('csv');
    expect(events).toEqual(['health 200', 'export end']);
    const [, ...records] = csvRecords(body.toString('utf8'));
    const expected = await resultRowsQuery(t.db, { reportTypeId: 0, quizTopicId }).execute();
    expect(expected).toHaveLength(ATTEMPTS);
    expect(records.map((r) => [r[1], r[8]])).toEqual(expected.map((r) => [r.email, String(r.attemptCount)]));
  }, 120_000);

  it('answers a health check while the Excel export runs, with the same cells as the CSV', async () => {
    const { body, events } = await exportWithHealthCheck('xlsx');
    expect(events).toEqual(['health 200', 'export end']);
    const csv = await request(`${baseUrl}/api/Export/results/csv?quizTopicId=${quizTopicId}`, {
      headers: bearer(token),
    });
    const csvRows = csvRecords(await csv.body.text());
    const xlsxRows = await xlsxRecords(body);
    expect(xlsxRows).toHaveLength(ATTEMPTS + 1);
    expect(xlsxRows).toEqual(csvRows);
  }, 120_000);
});

describe('an Excel export nobody reads yet', () => {
  it('stops reading rows until the file is read, then writes every row', async () => {
    const total = 20_000;
    let pulled = 0;
    // Text that compresses little, so the zip's buffers fill after a few pages, not after the whole sheet.
    const text = (i: number) => Array.from({ length: 6 }, (_, j) => ((i * 2_654_435_761 + j * 97) >>> 0).toString(36));
    async function* rows() {
      for (let i = 0; i < total; i++) {
        pulled++;
        yield { n: i + 1, text: text(i).join(' ') };
      }
    }
    const columns = [
      { key: 'n', header: '#' },
      { key: 'text', header: 'Text' },
    ];
    const { stream, write } = xlsxTable('Backpressure', columns, rows());
    const written = write();
    // Nobody reads: wait until the writer has stopped pulling rows (unchanged for 30 checks 10 ms apart,
    // which is a state, not a duration: a busy machine only makes it take longer to get there).
    let still = 0;
    for (let last = -1; still < 30; last = pulled) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      still = pulled > 0 && pulled === last ? still + 1 : 0;
    }
    expect(pulled).toBeLessThan(total);
    // What waits meanwhile is a few pieces of the file, not the rows it has not read.
    expect(stream.readableLength + stream.writableLength).toBeLessThan(256 * 1024);

    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    await written;
    expect(pulled).toBe(total);
    const records = await xlsxRecords(Buffer.concat(chunks));
    expect(records).toHaveLength(total + 1);
    expect(records[0]).toEqual(['#', 'Text']);
    expect(records[total]).toEqual([String(total), text(total - 1).join(' ')]);
  }, 60_000);
});

/**
 * Issue 9: bounded memory. The same export of 10,000 and of 100,000 rows (names in Latin, Hindi and
 * Bengali, text that compresses little, so the file itself is large) through sendTable and a real
 * socket, read a little slower than it is written so that backpressure is needed. Two measures of the
 * server process, each for both sizes after a warm-up export:
 * - live memory (heap and buffers after a full collection, every 2,000 rows): what the export holds.
 *   A writer that queued rows or parts of the file would hold more with every row;
 * - the peak resident memory with no forced collection: what the machine pays, garbage included.
 * The large export must need no more than the small one, give or take a few MB, though its sheet is
 * ten times as large (and several times larger than either bound).
 */
describe('an Excel export of 100,000 rows', () => {
  const SMALL = 10_000;
  const LARGE = 100_000;
  const MB = 1_048_576;
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const NAMES = ['Alexandra Montgomery-Fitzgerald', 'अनन्या शर्मा वर्मा', 'সুমাইয়া রহমান চৌধুরী', 'Dmitri Papadopoulos'];
  const COLUMNS = [
    { key: 'n', header: '#', width: 8 },
    { key: 'name', header: 'Full name', width: 24 },
    { key: 'score', header: 'Score', width: 8 },
    { key: 'comment', header: 'Comment', width: 40 },
  ];
  /** A well-mixed 32-bit hash: text that compresses little, the same for the same row. */
  const hash = (x: number) => {
    x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
    x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
    return (x ^ (x >>> 16)) >>> 0;
  };
  const comment = (i: number) => Array.from({ length: 20 }, (_, j) => hash(i * 20 + j).toString(36)).join(' ');
  const live = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external + m.arrayBuffers;
  };

  let app: FastifyInstance;
  let baseUrl: string;
  /** While set, the rows collect all garbage every 2,000 rows and note the live memory. */
  let sampleLive: ((bytes: number) => void) | null = null;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.get<{ Params: { rows: string } }>('/export/:rows', (request, reply) =>
      sendTable(reply, {
        format: 'xlsx',
        fileName: 'memory',
        columns: COLUMNS,
        rows: (function* () {
          const count = Number(request.params.rows);
          for (let i = 0; i < count; i++) {
            if (sampleLive && i % 2_000 === 0) {
              gc();
              sampleLive(live());
            }
            yield { n: i + 1, name: NAMES[i % NAMES.length], score: (i % 201) - 100, comment: comment(i) };
          }
        })(),
      }),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
  });

  /**
   * Downloads an export, a little slower than the server writes it. Answers its size, the size of the
   * sheet's XML (from the zip's central directory at the end of the file) and the file when `keep`.
   */
  async function download(rows: number, keep = false) {
    const res = await request(`${baseUrl}/export/${rows}`);
    expect(res.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    let tail = Buffer.alloc(0);
    let bytes = 0;
    let n = 0;
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (keep) chunks.push(chunk);
      tail = Buffer.concat([tail, chunk]).subarray(-4096);
      if (++n % 8 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const name = tail.indexOf('xl/worksheets/sheet1.xml');
    expect(tail.readUInt32LE(name - 46)).toBe(0x02014b50); // the entry's central directory header
    return { bytes, sheetBytes: tail.readUInt32LE(name - 46 + 24), file: Buffer.concat(chunks) };
  }

  /** Live memory: its greatest growth over the start, sampled every 2,000 rows after a full collection. */
  async function liveGrowth(rows: number) {
    gc();
    const before = live();
    let peak = before;
    sampleLive = (bytes) => (peak = Math.max(peak, bytes));
    try {
      const { bytes, sheetBytes } = await download(rows);
      return { growth: peak - before, bytes, sheetBytes };
    } finally {
      sampleLive = null;
    }
  }

  /** Resident memory: its greatest growth over the start, sampled every 5 ms, garbage left to the collector. */
  async function residentGrowth(rows: number) {
    gc();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      await download(rows);
      return peak - before;
    } finally {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
  }

  it('holds no more memory for ten times the rows, and the file is whole', async () => {
    const { file } = await download(SMALL, true); // warm-up: code compiled, the collector's spaces grown
    const small = await liveGrowth(SMALL);
    const large = await liveGrowth(LARGE);
    const smallRss = await residentGrowth(SMALL);
    const largeRss = await residentGrowth(LARGE);
    const mb = (bytes: number) => (bytes / MB).toFixed(1);
    console.log(
      `xlsx ${SMALL} rows: ${mb(small.bytes)} MB file, live +${mb(small.growth)} MB, RSS +${mb(smallRss)} MB; ` +
        `${LARGE} rows: ${mb(large.bytes)} MB file (sheet ${mb(large.sheetBytes)} MB of XML), ` +
        `live +${mb(large.growth)} MB, RSS +${mb(largeRss)} MB`,
    );
    // Keeping the large file, or its sheet, would show: either is larger than the margins below.
    expect(large.bytes).toBeGreaterThan(8 * MB);
    expect(large.sheetBytes).toBeGreaterThan(32 * MB);
    expect(large.growth).toBeLessThan(small.growth + 6 * MB);
    expect(largeRss).toBeLessThan(smallRss + 16 * MB);

    const records = await xlsxRecords(file);
    expect(records).toHaveLength(SMALL + 1);
    expect(records[3]).toEqual(['3', NAMES[2], String(-98), comment(2)]);
    expect(records[SMALL]).toEqual([
      String(SMALL),
      NAMES[(SMALL - 1) % NAMES.length],
      String(((SMALL - 1) % 201) - 100),
      comment(SMALL - 1),
    ]);
  }, 180_000);
});
