import { inflateRawSync } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { reasonText, type ExchangeReason, type ImportReasonKey, type ReasonParams } from '../reasons.js';

/**
 * A QTI content package read with yauzl: the central directory is read first (names and sizes only),
 * then each entry is streamed when it is asked for, so a package of thousands of items is never held
 * whole in memory; only the entry being read and what the drafts keep (their images) are.
 */
export interface PackageZip {
  /** Whether the package holds a file of this path (as normalised by packagePath). */
  has(path: string): boolean;
  /** The bytes of one entry; refused when it is larger than `limit`. */
  read(path: string, limit?: number): Promise<Buffer>;
  close(): void;
}

/** The largest entry read (an item, the manifest, one image): 32 MB. A zip bomb stops here. */
export const MAX_ENTRY_BYTES = 32 * 1024 * 1024;

/**
 * The package is not a zip, or an entry is broken, too large or missing: the whole file is refused. The
 * reason is a key of `importReasons`, said in the caller's language; the library's own words (English)
 * stay in `cause` for the log.
 */
export class ZipReadError extends Error {
  readonly reason: ExchangeReason;

  constructor(key: ImportReasonKey, params: ReasonParams = {}, cause?: unknown) {
    super(reasonText('en', { key, params }), cause === undefined ? undefined : { cause });
    this.reason = { key, params };
    this.name = 'ZipReadError';
  }
}

const megabytes = (limit: number) => Math.round(limit / 1048576);

/**
 * A path inside the package as one key: `./a/../b/c.png` → `b/c.png`, `%20` decoded, backslashes as
 * slashes (some Windows tools write them). Undefined for a path that leaves the package or is a URL.
 */
export function packagePath(path: string, base = ''): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path.split(/[?#]/)[0] ?? '');
  } catch {
    decoded = path;
  }
  const joined = decoded.startsWith('/') ? decoded.slice(1) : base ? `${base}/${decoded}` : decoded;
  const parts: string[] = [];
  for (const part of joined.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.length > 0 ? parts.join('/') : undefined;
}

/** The folder of a package path ('' at the top), against which the file's own hrefs are resolved. */
export const folderOf = (path: string): string => path.split('/').slice(0, -1).join('/');

/** Entries up to this size are inflated in one synchronous call (no trip through the thread pool). */
const SMALL_ENTRY = 256 * 1024;
const DEFLATE = 8;

/**
 * A small deflated entry (an item is a few kilobytes): its compressed bytes streamed by yauzl, inflated
 * at once. Thousands of items each inflated through a zlib stream spend most of their time waiting for
 * the thread pool; this halves the import of a 5,000-item package (bench/import-qti).
 */
async function readSmall(zip: ZipFile, entry: Entry): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry, { decompress: false });
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  const data = inflateRawSync(Buffer.concat(chunks), { maxOutputLength: entry.uncompressedSize + 1 });
  if (data.length !== entry.uncompressedSize) throw new ZipReadError('packageEntryDamaged', { file: entry.fileName });
  return data;
}

async function readEntry(zip: ZipFile, entry: Entry, limit: number): Promise<Buffer> {
  if (entry.uncompressedSize > limit)
    throw new ZipReadError('packageEntryTooLarge', { file: entry.fileName, max: megabytes(limit) });
  if (entry.compressionMethod === DEFLATE && entry.uncompressedSize <= SMALL_ENTRY && !entry.isEncrypted())
    return readSmall(zip, entry);
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // yauzl checks the declared size too (validateEntrySizes); this guards a lying header early.
    if (size > limit) {
      stream.destroy();
      throw new ZipReadError('packageEntryTooLarge', { file: entry.fileName, max: megabytes(limit) });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

export async function openPackage(zipPath: string): Promise<PackageZip> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false, strictFileNames: false });
  } catch (error) {
    throw new ZipReadError('packageNotZip', {}, error);
  }
  const entries = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) {
      const path = packagePath(entry.fileName);
      if (path && !entry.fileName.endsWith('/') && !entries.has(path)) entries.set(path, entry);
    }
  } catch (error) {
    zip.close();
    throw new ZipReadError('packageDamaged', {}, error);
  }
  return {
    has: (path) => entries.has(path),
    async read(path, limit = MAX_ENTRY_BYTES) {
      const entry = entries.get(path);
      if (!entry) throw new ZipReadError('missingFile', { file: path });
      try {
        return await readEntry(zip, entry, limit);
      } catch (error) {
        if (error instanceof ZipReadError) throw error;
        throw new ZipReadError('packageEntryUnreadable', { file: path }, error);
      }
    },
    close: () => zip.close(),
  };
}
