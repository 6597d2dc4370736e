import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';
import { inflateRawSync, inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * Issue 10 "Secrets": while ASSESSLY_CAPTURE_DIR is set (npm test sets it), the test apps and the browser
 * tests' servers write what they let out (every response with its headers, every log line, every mail)
 * to JSON-lines files there, together with the secrets they were given (passwords sent, keys configured,
 * the JWT secret). apps/server/test/secretScan.test.ts reads them all at the end of the run and fails on
 * any secret found where it must never be.
 */
export const CAPTURE_ENV = 'ASSESSLY_CAPTURE_DIR';

/**
 * 'secret': a value never to be let out; 'ordinary': a value noted as a secret that was also sent as plain
 * data (a hostile-input test puts one payload in a password and in a name): no secret after all.
 */
export type CaptureKind = 'response' | 'log' | 'mail' | 'secret' | 'ordinary';

export interface CaptureRecord {
  kind: CaptureKind;
  /** Where it came from, e.g. "GET /api/User/GetCurrentUserInfo -> 200" (never scanned: it is the request). */
  source: string;
  text: string;
}

export interface CaptureFile {
  readonly path: string;
  record(kind: Exclude<CaptureKind, 'secret' | 'ordinary'>, source: string, text: string): void;
  /** A value that must never be let out; kept once per file, and only when it can be told from plain text. */
  secret(value: unknown, source: string): void;
  /** A value sent as plain data (a name, a text): should it be a secret too, it is none. */
  ordinary(value: unknown, source: string): void;
  close(): void;
}

/**
 * A value is worth scanning for when it cannot occur in ordinary text by chance: 8 characters or more and
 * not only letters and spaces (a test password "password" would match every sign-in form's label). Longer
 * than any password or key (256) is some test's oversized input, not a secret.
 */
export const isScannableSecret = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 8 && value.length <= 256 && !/^[a-z ]+$/i.test(value);

/** A new capture file named after `prefix`, or null when capturing is off. Writes are unbuffered (writeSync). */
export function openCapture(prefix: string): CaptureFile | null {
  const dir = process.env[CAPTURE_ENV];
  if (!dir) return null;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${prefix}-${process.pid}-${randomBytes(4).toString('hex')}.jsonl`);
  const fd = openSync(path, 'a');
  let open = true;
  const secrets = new Set<string>();
  const ordinary = new Set<string>();
  const cleared = new Set<string>();
  const clear = (value: string, source: string) => {
    if (cleared.has(value)) return;
    cleared.add(value);
    write({ kind: 'ordinary', source, text: value });
  };
  const write = (entry: CaptureRecord) => {
    if (open) writeSync(fd, `${JSON.stringify(entry)}\n`);
  };
  return {
    path,
    record: (kind, source, text) => write({ kind, source, text }),
    secret(value, source) {
      if (!isScannableSecret(value) || secrets.has(value)) return;
      secrets.add(value);
      write({ kind: 'secret', source, text: value });
      if (ordinary.has(value)) clear(value, 'also sent as plain data');
    },
    ordinary(value, source) {
      if (!isScannableSecret(value)) return;
      ordinary.add(value);
      if (secrets.has(value)) clear(value, source);
    },
    close() {
      if (!open) return;
      open = false;
      closeSync(fd);
    },
  };
}

let mailCapture: CaptureFile | null | undefined;
/** One file per process for the mails the test SMTP servers receive (they belong to no app). */
export function processMailCapture(): CaptureFile | null {
  if (mailCapture === undefined) mailCapture = openCapture('mail');
  return mailCapture;
}

/** A pino destination: every log line of the app goes to the capture file. */
export const captureLogStream = (file: CaptureFile) => ({
  write: (line: string) => file.record('log', 'server log', line.trimEnd()),
});

/**
 * Output of a process (the browser tests' server) recorded line by line: chunks may split a line, and a
 * secret split over two records would slip through the scan.
 */
export function lineRecorder(file: CaptureFile, source: string) {
  let rest = '';
  return {
    push(chunk: Buffer | string) {
      rest += chunk.toString();
      const lines = rest.split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) file.record('log', source, line);
    },
    flush() {
      if (rest.trim()) file.record('log', source, rest);
      rest = '';
    },
  };
}

/** Request body fields whose values are secrets by their name (passwords, keys); the reset link's token too. */
const SECRET_FIELD = /(password|secret|secretkey|apikey|openaikey|geminikey)$/i;

function harvestBody(value: unknown, url: string, file: CaptureFile, depth = 0) {
  if (depth > 4 || typeof value !== 'object' || value === null) return;
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string') {
      if (SECRET_FIELD.test(key) || (key === 'token' && /ResetPassword/i.test(url)))
        file.secret(field, `${key} sent to ${url}`);
      else file.ordinary(field, `${key} sent to ${url}`);
    } else {
      harvestBody(field, url, file, depth + 1);
    }
  }
}

const MAX_CAPTURED_BODY = 64 * 1024 * 1024;

/** A stream payload passed through unchanged (backpressure kept), its bytes handed to `done` at the end. */
function tapStream(source: Readable, done: (body: Buffer, truncated: boolean) => void): Transform {
  const chunks: Buffer[] = [];
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (size < MAX_CAPTURED_BODY) chunks.push(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      done(Buffer.concat(chunks), size > MAX_CAPTURED_BODY);
      callback();
    },
  });
  // An error of the source reaches the tap (and so the reply); a reply closed early destroys the source.
  pipeline(source, tap, () => undefined);
  return tap;
}

const isReadable = (payload: unknown): payload is Readable =>
  typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';

/**
 * Hooks on a test app (added before app.ready(), they apply to every route): request bodies give their
 * secrets, and every response is recorded with its headers and its body as text (exports decoded).
 */
export function instrumentApp(app: FastifyInstance, file: CaptureFile) {
  app.addHook('preHandler', async (request) => {
    harvestBody(request.body, request.url, file);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const source = `${request.method} ${request.url} -> ${reply.statusCode}`;
    const headers = JSON.stringify(reply.getHeaders());
    const contentType = String(reply.getHeader('content-type') ?? '');
    const save = (body: Buffer, truncated = false) =>
      file.record('response', source, `${headers}\n${bodyText(contentType, body)}${truncated ? '\n[truncated]' : ''}`);
    if (isReadable(payload)) return tapStream(payload, save);
    if (payload === null || payload === undefined) save(Buffer.alloc(0));
    else save(Buffer.isBuffer(payload) ? payload : Buffer.from(String(payload)));
    return payload;
  });
}

/** The config values that are secrets (SMTP password, Stripe and AI keys) and the JWT secret. */
export function recordConfigSecrets(file: CaptureFile, config: object, jwtSecret: string) {
  file.secret(jwtSecret, 'JWT secret');
  for (const [key, value] of Object.entries(config)) {
    if (/SECRET|PASSWORD|API_KEY/.test(key)) file.secret(value, `config ${key}`);
  }
}

/** The secret columns of a site_settings row (the panels' write-only values). */
export function recordSettingsSecrets(file: CaptureFile, row: Record<string, unknown> | undefined, source: string) {
  for (const key of ['smtpPassword', 'stripeSecretKey', 'openAiKey', 'geminiKey']) file.secret(row?.[key], source);
}

// ---- bodies as text: what a reader of the response would see ----

const unescapeXml = (xml: string) =>
  xml
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Runs of printable ASCII of 6 characters or more, as `strings` shows them. */
const printableRuns = (data: Buffer) => (data.toString('latin1').match(/[\x20-\x7e]{6,}/g) ?? []).join('\n');

/** The text of every entry of a zip file (an .xlsx export is one): names and inflated contents. */
export function zipText(zip: Buffer): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > zip.length) return printableRuns(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const parts: string[] = [];
  for (let i = 0; i < count && at + 46 <= zip.length && zip.readUInt32LE(at) === 0x02014b50; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    // Sizes come from the central directory: streamed zips leave them 0 in the local header.
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    let data: Buffer;
    try {
      data = method === 8 ? inflateRawSync(raw) : raw;
    } catch {
      data = raw;
    }
    parts.push(`--- ${name}\n${unescapeXml(data.toString('utf8'))}`);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts.join('\n');
}

/** A PDF's objects by number: the dictionary text and the stream, inflated when it is FlateDecode. */
function pdfObjects(raw: string) {
  const objects = new Map<number, { dict: string; stream?: string }>();
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const start = header.lastIndex;
    const end = raw.indexOf('endobj', start);
    if (end < 0) break;
    const streamAt = raw.indexOf('stream', start);
    if (streamAt < 0 || streamAt > end) {
      objects.set(Number(match[1]), { dict: raw.slice(start, end) });
      header.lastIndex = end + 6;
      continue;
    }
    const dict = raw.slice(start, streamAt);
    const dataStart = streamAt + (raw.startsWith('stream\r\n', streamAt) ? 8 : 7);
    // A direct /Length is exact (compressed data may hold "endstream"); otherwise look for the keyword.
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(dict)?.[1];
    const dataEnd = length ? dataStart + Number(length) : raw.indexOf('endstream', dataStart);
    let data = Buffer.from(raw.slice(dataStart, dataEnd), 'latin1');
    if (/FlateDecode/.test(dict)) {
      try {
        data = inflateSync(data);
      } catch {
        /* not what it claims: kept as it is */
      }
    }
    objects.set(Number(match[1]), { dict, stream: data.toString('latin1') });
    header.lastIndex = Math.max(raw.indexOf('endobj', dataEnd), dataEnd) + 6;
  }
  return objects;
}

const utf16Hex = (hex: string) => {
  const digits = hex.replace(/\s/g, '');
  const units: number[] = [];
  for (let i = 0; i + 4 <= digits.length; i += 4) units.push(parseInt(digits.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
};

/** A ToUnicode CMap (bfrange and bfchar entries): glyph code to text. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
      const low = parseInt(range[1]!, 16);
      const high = parseInt(range[2]!, 16);
      if (range[3]!.startsWith('[')) {
        [...range[3]!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((m, i) => map.set(low + i, utf16Hex(m[1]!)));
      } else {
        const base = parseInt(range[3]!.slice(1, -1), 16);
        for (let code = low; code <= high; code++) map.set(code, String.fromCharCode(base + code - low));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi))
      map.set(parseInt(pair[1]!, 16), utf16Hex(pair[2]!));
  }
  return map;
}

/** The bytes of a PDF string token: <hex> or (literal with escapes). */
function pdfStringBytes(token: string): Buffer {
  if (token.startsWith('<')) return Buffer.from(token.slice(1, -1).replace(/\s/g, ''), 'hex');
  const body = token.slice(1, -1).replace(/\\([0-7]{1,3}|.)/gs, (_, e: string) => {
    if (/^[0-7]+$/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e;
  });
  return Buffer.from(body, 'latin1');
}

/**
 * The text a PDF draws: every Tj / TJ string of its content streams, decoded through the ToUnicode map of
 * the font in use (pdfkit embeds Noto fonts and writes glyph codes) or as WinAnsi bytes for standard
 * fonts. Each text operation on a line of its own, and once more all joined, for a secret split by layout.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf.toString('latin1'));
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const resources of dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name, ref] of resources[1]!.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
        const unicodeRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '')?.[1];
        const cmap = unicodeRef ? objects.get(Number(unicodeRef))?.stream : undefined;
        if (cmap && !fonts.has(name!)) fonts.set(name!, toUnicodeMap(cmap));
      }
    }
  }
  const texts: string[] = [];
  const operation =
    /\/([^\s/[\]<>()]+)\s+[-\d.]+\s+Tf|\[((?:<[^>]*>|\((?:\\.|[^\\)])*\)|[^\]])*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g;
  for (const { stream } of objects.values()) {
    if (!stream || !/T[Jj]/.test(stream)) continue;
    let font: Map<number, string> | undefined;
    for (const op of stream.matchAll(operation)) {
      if (op[1] !== undefined) {
        font = fonts.get(op[1]);
        continue;
      }
      const strings =
        op[2] !== undefined ? [...op[2].matchAll(/<[^>]*>|\((?:\\.|[^\\)])*\)/g)].map((m) => m[0]) : [op[3]!];
      texts.push(
        strings
          .map((token) => {
            const bytes = pdfStringBytes(token);
            if (!font) return bytes.toString('latin1');
            let text = '';
            for (let i = 0; i + 1 < bytes.length; i += 2) text += font.get(bytes.readUInt16BE(i)) ?? '\uFFFD';
            return text;
          })
          .join(''),
      );
    }
  }
  return `${texts.join('\n')}\n${texts.join('')}`;
}

/** Every string of a JSON document, unescaped (a secret with a quote or a backslash is escaped in the raw text). */
function jsonStrings(text: string): string {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  try {
    walk(JSON.parse(text));
  } catch {
    return '';
  }
  return strings.join('\n');
}

const isUtf8 = (data: Buffer) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return !data.includes(0);
  } catch {
    return false;
  }
};

/**
 * A response body as scannable text: a zip (Excel export) by its entries, a PDF by the text it draws and
 * its dictionaries (title, author), JSON with its strings unescaped, other text as is, and binary files
 * (images) by their printable runs.
 */
export function bodyText(contentType: string, body: Buffer): string {
  if (body.length === 0) return '';
  if (body.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return zipText(body);
  if (body.subarray(0, 5).toString('latin1') === '%PDF-') {
    const dictionaries = body.toString('latin1').replace(/stream\r?\n[\s\S]*?endstream/g, '');
    return `${pdfText(body)}\n${printableRuns(Buffer.from(dictionaries, 'latin1'))}`;
  }
  if (/json|text|xml|csv|javascript/i.test(contentType) || isUtf8(body)) {
    const text = body.toString('utf8');
    return /json/i.test(contentType) && text.includes('\\') ? `${text}\n${jsonStrings(text)}` : text;
  }
  return printableRuns(body);
}
