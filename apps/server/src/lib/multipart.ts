import type { MultipartFile } from '@fastify/multipart';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField, refuse } from '../errors/AppError.js';

/** Reading the one file of a multipart request (uploads of images and import files). */

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * The bytes of a file part, or 'tooLarge' the moment it passes `maxBytes`: busboy (fileSize limit) stops
 * passing bytes on at the limit and says so with 'limit', and we answer then instead of waiting for the
 * sender to finish (MultipartFile.toBuffer would wait for the end of the part, however long it is).
 */
function readWithin(stream: Readable & { truncated?: boolean }, maxBytes: number): Promise<Buffer | 'tooLarge'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | 'tooLarge' | Error) => {
      stream.off('data', onData).off('limit', onLimit).off('end', onEnd).off('error', onError).off('close', onClose);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish('tooLarge');
      else chunks.push(chunk);
    };
    const onLimit = () => finish('tooLarge');
    const onEnd = () => finish(stream.truncated ? 'tooLarge' : Buffer.concat(chunks));
    const onError = (error: Error) => finish(error);
    // A form cut short: the multipart plugin destroys the part with the parse error, possibly before these
    // listeners exist (the whole body had arrived while the route awaited); without this it never settled.
    const onClose = () => finish(stream.errored ?? new Error('the file part closed before its end'));
    if (stream.destroyed) return onClose();
    stream.on('data', onData).on('limit', onLimit).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/**
 * The one file of a multipart request, read into memory up to `maxBytes` (too big: fileTooLarge, answered
 * as soon as the limit is passed, without reading the rest).
 * Only the expected field is accepted, so a form cannot smuggle a second file in. The sender's file name
 * is answered for the import routes' extension check only: it never becomes a path.
 */
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes: number) {
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') tooLarge(maxBytes);
    return unreadable(error, field);
  }
  if (!file || file.fieldname !== field) return invalidField(field, 'required');
  const data = await readWithin(file.file, maxBytes).catch((error: unknown) => unreadable(error, field));
  if (data === 'tooLarge') {
    file.file.destroy();
    discardRest(request.raw);
    return tooLarge(maxBytes);
  }
  if (data.length === 0) invalidField(field, 'required');
  return { name: file.filename ?? '', data };
}

/**
 * Bytes that are no complete multipart form (cut short, a part without its end): busboy's parse errors carry
 * no status and would answer 500, but no file arrived, as when the part is missing. Errors of the multipart
 * plugin itself carry their 4xx status and go on to the error handler.
 */
const unreadable = (error: unknown, field: string): never => {
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
  return invalidField(field, 'required');
};

const tooLarge = (maxBytes: number): never => refuse('fileTooLarge', { max: megabytes(maxBytes) });

/** How long the sender of a refused upload may go on sending (dropped unread) before the connection closes. */
const LINGER_MS = 5_000;

/**
 * After an upload is refused part-way, what the sender still sends is dropped for a moment, then the
 * connection is closed unless the request has ended: closing at once, with bytes unread, resets the
 * connection and the sender may never see the answer; never closing would leave the socket to a sender
 * that stalls (and keep the server from shutting down).
 */
function discardRest(raw: IncomingMessage) {
  raw.resume();
  if (raw.readableEnded) return;
  // (An injected request's stand-in socket has no destroy; it always ends, which clears the timer.)
  const socket = raw.socket as Partial<Pick<typeof raw.socket, 'destroy'>> | null;
  const timer = setTimeout(() => socket?.destroy?.(), LINGER_MS);
  timer.unref();
  raw.once('end', () => clearTimeout(timer)).once('close', () => clearTimeout(timer));
}
