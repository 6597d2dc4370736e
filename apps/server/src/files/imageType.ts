/** An image format recognised from its first bytes. */
export interface ImageType {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  extension: 'png' | 'jpg' | 'gif' | 'webp';
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** The first chunk of a WebP file: lossy, lossless or extended. */
const WEBP_CHUNKS = [ascii('VP8 '), ascii('VP8L'), ascii('VP8X')];

/**
 * The type of an image judged by its content (magic bytes) only: names and declared types are
 * chosen by the sender and prove nothing. SVG is deliberately absent (it can carry scripts).
 */
export function detectImageType(data: Buffer): ImageType | null {
  // A PNG's first chunk is always IHDR (length 13): a bare signature in front of anything else is no image.
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...ascii('IHDR')]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a')))
    return { contentType: 'image/gif', extension: 'gif' };
  if (
    startsWith(data, ascii('RIFF')) &&
    startsWith(data, ascii('WEBP'), 8) &&
    WEBP_CHUNKS.some((c) => startsWith(data, c, 12))
  )
    return { contentType: 'image/webp', extension: 'webp' };
  return null;
}

/**
 * Is this plausibly a text file (UTF-8, no NUL bytes)? Import files are parsed as text, so a picture
 * or a spreadsheet renamed .csv is refused at upload instead of failing obscurely later.
 */
export function isUtf8Text(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}
