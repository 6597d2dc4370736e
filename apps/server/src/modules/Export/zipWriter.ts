import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';
import { drainOrClose } from './backpressure.js';

/** The download was closed before the file was whole: the writer stops quietly, nothing failed. */
export class ExportAborted extends Error {
  constructor() {
    super('the download was closed before the export ended');
  }
}

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  size: number;
  compressed: number;
}

/** Flags: bit 3, sizes and CRC follow the data (unknown when the entry starts); bit 11, UTF-8 names. */
const FLAGS = 0x0808;
const DEFLATE = 8;
/** Version 2.0 of the format: deflate, data descriptors. */
const VERSION = 20;
/** Without Zip64 a size or an offset must fit in 32 bits. */
const ZIP32_LIMIT = 0xffff_ffff;

/** The time and date of an entry in MS-DOS form (local time, 2-second steps). */
function dosDateTime(at: Date) {
  const time = (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1);
  const date = ((Math.max(at.getFullYear(), 1980) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate();
  return { time, date };
}

/**
 * A ZIP archive written straight to a stream, one deflated entry after another: each entry's bytes go
 * out as they are compressed (sizes and CRC in a data descriptor after them) and only the entries'
 * names and offsets are kept for the central directory at the end, so memory does not grow with the
 * content. Every write waits while `out` is full: the producer of the content runs no faster than the
 * download is read. Without Zip64: an entry or the archive over 4 GiB fails the export.
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly stamp = dosDateTime(new Date());

  constructor(private readonly out: Writable) {}

  /** Writes bytes to the archive, waiting while the stream is full; throws ExportAborted once it is closed. */
  private async put(bytes: Buffer) {
    if (this.out.destroyed) throw new ExportAborted();
    this.offset += bytes.length;
    if (this.offset > ZIP32_LIMIT) throw new Error('the export is too large for a ZIP file without Zip64');
    if (!this.out.write(bytes)) await drainOrClose(this.out);
  }

  /** One entry whose content is the UTF-8 text of `parts`, read one part at a time as the archive needs it. */
  async add(path: string, parts: Iterable<string> | AsyncIterable<string>): Promise<void> {
    const entry: Entry = { name: Buffer.from(path, 'utf8'), offset: this.offset, crc: 0, size: 0, compressed: 0 };
    await this.put(this.localHeader(entry));
    const deflate = createDeflateRaw();
    const encoded = async function* () {
      for await (const part of parts) {
        const bytes = Buffer.from(part, 'utf8');
        entry.crc = crc32(bytes, entry.crc);
        entry.size += bytes.length;
        yield bytes;
      }
    };
    // One part waiting at most: the content is produced only as fast as the deflater takes it.
    const feeding = pipeline(Readable.from(encoded(), { highWaterMark: 1 }), deflate);
    // A failure of the content destroys the deflater and ends the loop below with that error; this
    // catch only keeps an abort (the loop left early) from becoming an unhandled rejection.
    feeding.catch(() => undefined);
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      entry.compressed += chunk.length;
      await this.put(chunk);
    }
    await feeding;
    if (entry.size > ZIP32_LIMIT) throw new Error('the export is too large for a ZIP file without Zip64');
    await this.put(this.dataDescriptor(entry));
    this.entries.push(entry);
  }

  /** The central directory and its end record; then the stream ends (the reader takes the rest). */
  async end(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) await this.put(this.centralHeader(entry));
    const size = this.offset - start;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
    this.out.end();
  }

  private localHeader(entry: Entry) {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    // CRC and sizes (14-25) stay 0: they are in the data descriptor.
    header.writeUInt16LE(entry.name.length, 26);
    return Buffer.concat([header, entry.name]);
  }

  private dataDescriptor(entry: Entry) {
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    return descriptor;
  }

  private centralHeader(entry: Entry) {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(DEFLATE, 10);
    header.writeUInt16LE(this.stamp.time, 12);
    header.writeUInt16LE(this.stamp.date, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.compressed, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    // Extra field, comment, disk number and attributes (30-41) stay 0.
    header.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([header, entry.name]);
  }
}
