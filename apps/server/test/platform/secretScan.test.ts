import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/password.js';
import { pdfTable } from '../../src/lib/export/pdfTable.js';
import { xlsxTable } from '../../src/lib/export/xlsxTable.js';
import { bodyText, CAPTURE_ENV, openCapture, type CaptureRecord } from '../helpers/capture.js';
import { createTestApp } from '../helpers/testApp.js';

/**
 * Issue 10 "Secrets": no response, log line, export or mail may contain a password or its hash, a reset
 * token, the JWT secret, a payment secret, the SMTP password or an AI key. While ASSESSLY_CAPTURE_DIR is
 * set, the test apps and the browser tests' servers record everything they let out (helpers/capture.ts);
 * this file runs after every other suite (`npm test` runs it last) and reads it all. The secrets are the
 * ones the captures noted (passwords sent, keys configured, the JWT secret, the database's secret columns),
 * the reset tokens of the captured mails, the fixed keys of the test stand-ins and the demo passwords;
 * password hashes are found by their `$argon2` prefix.
 */

interface Hit {
  file: string;
  line: number;
  source: string;
  what: string;
  snippet: string;
}

const HELPERS = join(import.meta.dirname, '..', 'helpers');
const ARGON2 = '$argon2';

/**
 * The records of every capture file, one file at a time (they can be large), or only those of some kinds
 * (told by the start of the line, without parsing the others).
 */
function* capturedRecords(
  dir: string,
  kinds?: CaptureRecord['kind'][],
): Generator<{ file: string; line: number; record: CaptureRecord }> {
  const prefixes = kinds?.map((kind) => `{"kind":"${kind}"`);
  const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
  for (const file of files.sort()) {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const text = lines[i]!;
      if (!text || (prefixes && !prefixes.some((p) => text.startsWith(p)))) continue;
      let record: CaptureRecord;
      try {
        record = JSON.parse(text) as CaptureRecord;
      } catch {
        // A line cut short by a process that died: still scanned, as log text.
        record = { kind: 'log', source: 'unparsed line', text };
      }
      yield { file, line: i + 1, record };
    }
  }
}

/** Fixed secrets of the test helpers, read from their source so the list cannot go stale. */
function fixedSecrets(): Map<string, string> {
  const secrets = new Map<string, string>();
  const constant = (file: string, pattern: RegExp, what: string) => {
    const value = pattern.exec(readFileSync(join(HELPERS, file), 'utf8'))?.[1];
    if (!value) throw new Error(`${what} not found in helpers/${file}: update secretScan.test.ts`);
    secrets.set(value, what);
  };
  constant('stripeStandIn.ts', /DEFAULT_SECRET_KEY = '([^']+)'/, 'Stripe stand-in secret key');
  constant('stripeStandIn.ts', /DEFAULT_WEBHOOK_SECRET = '([^']+)'/, 'Stripe stand-in webhook secret');
  constant('aiStandIn.ts', /STAND_IN_KEY = '([^']+)'/, 'AI stand-in key');
  constant('testApp.ts', /smtpPassword: '([^']+)'/, 'SMTP password of useSmtpServer');
  for (const [who, account] of Object.entries(DEMO_ACCOUNTS)) secrets.set(account.password, `demo ${who} password`);
  return secrets;
}

/** Everything that must never be let out, with what it is; reset tokens apart (their mail is their place). */
function knownSecrets(dir: string) {
  const fixed = fixedSecrets();
  const secrets = new Map(fixed);
  const ordinary = new Set<string>();
  const resetTokens = new Set<string>();
  for (const { record } of capturedRecords(dir, ['secret', 'ordinary', 'mail'])) {
    if (record.kind === 'secret' && !secrets.has(record.text)) secrets.set(record.text, record.source);
    if (record.kind === 'ordinary') ordinary.add(record.text);
    if (record.kind === 'mail') {
      for (const match of record.text.matchAll(/[?&]token=([\w-]{20,})/g)) resetTokens.add(match[1]!);
    }
  }
  // A value a test also sent as plain data (a hostile payload in a password and in a name) is no secret.
  for (const value of ordinary) if (!fixed.has(value)) secrets.delete(value);
  for (const token of resetTokens) if (!secrets.has(token)) secrets.set(token, 'reset token');
  return { secrets, resetTokens };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every place a secret or a password hash shows in a response, a log line or a mail. */
function scanCaptures(dir: string): Hit[] {
  const { secrets, resetTokens } = knownSecrets(dir);
  // Longest first, so that a secret containing another is named as itself.
  const values = [...secrets.keys(), ARGON2].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(values.map(escape).join('|'), 'g');
  const hits: Hit[] = [];
  for (const { file, line, record } of capturedRecords(dir)) {
    if (record.kind === 'secret' || record.kind === 'ordinary') continue;
    const named = new Set<string>();
    for (const match of record.text.matchAll(pattern)) {
      const value = match[0];
      // A reset mail carries its own link: that is what it is for. Each secret is named once per record.
      if ((record.kind === 'mail' && resetTokens.has(value)) || named.has(value)) continue;
      named.add(value);
      const start = Math.max(0, match.index - 60);
      hits.push({
        file,
        line,
        source: `${record.kind}: ${record.source}`,
        what: value === ARGON2 ? 'a password hash' : (secrets.get(value) ?? 'a secret'),
        snippet: record.text.slice(start, match.index + value.length + 60).replace(/\s+/g, ' '),
      });
    }
  }
  return hits;
}

const report = (hits: Hit[]) =>
  hits
    .slice(0, 50)
    .map((h) => `${h.file}:${h.line} (${h.source}) contains ${h.what}: …${h.snippet}…`)
    .join('\n') + (hits.length > 50 ? `\n… and ${hits.length - 50} more` : '');

/** Runs `body` with captures going to a fresh folder, answering the folder (removed in afterAll). */
const scratchDirs: string[] = [];
async function capturingInto(body: () => Promise<void>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'assessly-capture-'));
  scratchDirs.push(dir);
  const previous = process.env[CAPTURE_ENV];
  process.env[CAPTURE_ENV] = dir;
  try {
    await body();
  } finally {
    if (previous === undefined) delete process.env[CAPTURE_ENV];
    else process.env[CAPTURE_ENV] = previous;
  }
  return dir;
}

async function streamed(stream: NodeJS.ReadableStream, write: () => Promise<void>) {
  const chunks: Buffer[] = [];
  const done = write();
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  await done;
  return Buffer.concat(chunks);
}

describe('the secret scanner', () => {
  afterAll(() => {
    for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('finds planted secrets and hashes, in JSON, logs, Excel and PDF files, with the file and a snippet', async () => {
    const password = 'Planted-pass-4711';
    const hash = await hashPassword(password);
    const columns = [{ key: 'note', header: 'Note' }];
    const rows = [{ note: `kept ${password} here` }];
    const xlsx = xlsxTable('Leak', columns, rows);
    const pdf = pdfTable({ title: 'Leak', subtitle: '', pageLabel: String, columns }, rows);
    const xlsxBytes = await streamed(xlsx.stream, xlsx.write);
    const pdfBytes = await streamed(pdf.doc, pdf.write);

    const dir = await capturingInto(async () => {
      const file = openCapture('planted')!;
      file.secret(password, 'password sent to /api/User/StudentRegistration');
      file.record('response', 'GET /json -> 200', bodyText('application/json', Buffer.from(JSON.stringify({ hash }))));
      file.record('log', 'server log', `{"msg":"signed in with ${password}"}`);
      file.record('response', 'GET /xlsx -> 200', bodyText('application/octet-stream', xlsxBytes));
      file.record('response', 'GET /pdf -> 200', bodyText('application/pdf', pdfBytes));
      file.record('response', 'GET /clean -> 200', '{"responseMsg":"passwordChanged"}');
      file.close();
    });
    const hits = scanCaptures(dir);
    expect(hits.map((h) => [h.line, h.what])).toEqual([
      [2, 'a password hash'],
      [3, 'password sent to /api/User/StudentRegistration'],
      [4, 'password sent to /api/User/StudentRegistration'],
      [5, 'password sent to /api/User/StudentRegistration'],
    ]);
    expect(hits[0]!.file).toMatch(/^planted-\d+-[0-9a-f]+\.jsonl$/);
    expect(hits[1]!.snippet).toContain(`signed in with ${password}`);
    expect(report(hits)).toContain(`${hits[0]!.file}:2 (response: GET /json -> 200) contains a password hash`);
  });

  it('allows a reset token in its own mail only and a value also sent as plain data, knows the fixed keys', async () => {
    const token = 'Zm9vYmFyLXJlc2V0LXRva2VuLTEyMzQ1Njc4OTA';
    const payload = '<script>window.__xss=1</script>';
    const dir = await capturingInto(async () => {
      const file = openCapture('planted')!;
      // A hostile-input test sends one payload as a password and as a category name; the name is shown.
      file.secret(payload, 'password sent to /api/User/StudentRegistration');
      file.ordinary(payload, 'categoryName sent to /api/Quiz/CreateCategory');
      file.record(
        'mail',
        'mail to a@example.test',
        `Open https://site.test/resetPassword?token=${token} within an hour`,
      );
      file.record('log', 'server log', `{"url":"/resetPassword?token=${token}"}`);
      file.record('response', 'GET /settings -> 200', `{"key":"${[...fixedSecrets().keys()][0]}"}`);
      file.record('response', 'GET /categories -> 200', JSON.stringify([{ categoryName: payload }]));
      file.close();
    });
    expect(scanCaptures(dir).map((h) => [h.line, h.what])).toEqual([
      [4, 'reset token'],
      [5, 'Stripe stand-in secret key'],
    ]);
  });

  it("records a test app's responses and logs, and its log keeps no reset token from a link's address", async () => {
    const token = 'T0ken-of-a-reset-link-that-must-stay-secret-1';
    const dir = await capturingInto(async () => {
      const t = await createTestApp('sqlite');
      try {
        // A made-up token: refused, but now known to the capture as the token of a reset.
        await t.app.inject({
          method: 'POST',
          url: '/api/User/ResetPassword',
          payload: { token, password: 'Whatever-pass-1' },
        });
        // A browser opening the link asks for this page; its request line is logged.
        await t.app.inject({ method: 'GET', url: `/resetPassword?token=${token}&lang=en` });
        await t.login(DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
      } finally {
        await t.close();
      }
    });
    const records = [...capturedRecords(dir)].map((r) => r.record);
    expect(
      records.some((r) => r.kind === 'response' && r.source.startsWith('POST /api/User/GetLoginInfo -> 200')),
    ).toBe(true);
    const logged = records.filter((r) => r.kind === 'log').map((r) => r.text);
    expect(logged.some((line) => line.includes('/resetPassword?token=') && line.includes('lang=en'))).toBe(true);
    expect(records.filter((r) => r.kind === 'secret').map((r) => r.source)).toEqual(
      expect.arrayContaining(['token sent to /api/User/ResetPassword', 'JWT secret']),
    );
    expect(report(scanCaptures(dir))).toBe('');
  });
});

describe('everything the suites captured', () => {
  const dir = process.env[CAPTURE_ENV];
  const captured = Boolean(dir && existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.jsonl')));
  let hits: Hit[] = [];
  beforeAll(() => {
    if (captured) hits = scanCaptures(dir!);
  });

  it.skipIf(!captured)(`holds no secret (files in ${dir ?? CAPTURE_ENV + ', which is not set'})`, () => {
    expect(report(hits)).toBe('');
  });
});
