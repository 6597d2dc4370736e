import { detectImageType, type ImageType } from '../../../files/imageType.js';

/** A recognised favicon: Windows icon files are accepted for the favicon only. */
export type FaviconType = ImageType | { contentType: 'image/x-icon'; extension: 'ico' };

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;
/** More images than any real icon file holds: a guard against absurd headers. */
const MAX_IMAGES = 64;

/**
 * Is this a Windows icon (.ico) file? Judged by its structure, not its name: the header (reserved 0,
 * type 1, a count) and a directory whose every image lies inside the file after the directory.
 */
export function isIcoFile(data: Buffer): boolean {
  if (data.length < HEADER_BYTES + ENTRY_BYTES) return false;
  if (data.readUInt16LE(0) !== 0 || data.readUInt16LE(2) !== 1) return false;
  const count = data.readUInt16LE(4);
  const directoryEnd = HEADER_BYTES + ENTRY_BYTES * count;
  if (count === 0 || count > MAX_IMAGES || data.length < directoryEnd) return false;
  for (let i = 0; i < count; i++) {
    const entry = HEADER_BYTES + ENTRY_BYTES * i;
    const size = data.readUInt32LE(entry + 8);
    const offset = data.readUInt32LE(entry + 12);
    if (size === 0 || offset < directoryEnd || offset + size > data.length) return false;
  }
  return true;
}

/** The favicon's type: any accepted image, or an icon file. */
export const detectFaviconType = (data: Buffer): FaviconType | null =>
  detectImageType(data) ?? (isIcoFile(data) ? { contentType: 'image/x-icon', extension: 'ico' } : null);
