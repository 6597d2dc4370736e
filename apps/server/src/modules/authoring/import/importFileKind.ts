/** What UploadQuestionText stores a file as: its content type and the extension of its stored name. */
export interface ImportFileKind {
  contentType: 'text/plain' | 'application/xml' | 'application/zip';
  extension: 'gift' | 'txt' | 'xml' | 'zip';
}

/** A zip archive starts with a local file header (or, empty, with the end of its central directory). */
const isZip = (data: Buffer) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && [0x0304, 0x0506].includes((data[2]! << 8) | data[3]!);

/** UTF-16 with a byte-order mark (Notepad's "Unicode"), which GIFT files may be saved as. */
const isUtf16 = (data: Buffer) =>
  data.length % 2 === 0 && ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff));

/**
 * The kind of an import file by its name's extension, checked against its bytes: a .zip (a QTI package)
 * must be a zip archive, the text formats (.gift, .txt, .xml) text: no NUL byte (a picture or a spreadsheet
 * renamed), in UTF-8 or, for GIFT and Aiken files, Windows-1252 or UTF-16 with its mark, which the GIFT
 * reader decodes. Null: not a file UploadQuestionText takes.
 */
export function importFileKind(name: string, data: Buffer): ImportFileKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.zip')) return isZip(data) ? { contentType: 'application/zip', extension: 'zip' } : null;
  const text = !data.includes(0) || (isUtf16(data) && !lower.endsWith('.xml'));
  if (!text || isZip(data)) return null;
  if (lower.endsWith('.gift')) return { contentType: 'text/plain', extension: 'gift' };
  if (lower.endsWith('.txt')) return { contentType: 'text/plain', extension: 'txt' };
  if (lower.endsWith('.xml')) return { contentType: 'application/xml', extension: 'xml' };
  return null;
}
