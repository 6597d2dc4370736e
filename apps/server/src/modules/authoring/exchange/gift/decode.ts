// Windows-1252 at 0x80–0x9F, where it differs from Latin-1 (WHATWG Encoding Standard); the five bytes it
// leaves undefined keep their C1 code points, as the standard says. Written out because Node's
// TextDecoder('windows-1252') decodes these bytes as Latin-1 since 20.18.3 / 22.13.0 (nodejs/node#60888).
const CP1252_C1 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (c) => CP1252_C1[c.charCodeAt(0) - 0x80]!);
}

/**
 * A GIFT file's bytes as text. Moodle writes UTF-8; teachers' editors also save UTF-8 with a byte-order
 * mark, "ANSI" (Windows-1252 on Western systems) and, from Notepad's "Unicode", UTF-16 with a mark. Bytes
 * that are not valid UTF-8 are read as Windows-1252, which gives every byte a character, so nothing is lost
 * or replaced by U+FFFD.
 */
export function decodeGift(content: Uint8Array | string): string {
  if (typeof content === 'string') return content.replace(/^\uFEFF/, '');
  if (content[0] === 0xff && content[1] === 0xfe) return new TextDecoder('utf-16le').decode(content.subarray(2));
  if (content[0] === 0xfe && content[1] === 0xff) return new TextDecoder('utf-16be').decode(content.subarray(2));
  const hasBom = content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf;
  const body = hasBom ? content.subarray(3) : content;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    return decodeWindows1252(body);
  }
}
