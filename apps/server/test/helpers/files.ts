import { inflateSync } from 'node:zlib';

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export async function multipartFile(
  field: string,
  fileName: string,
  data: Buffer | string,
  type = 'application/octet-stream',
) {
  const form = new FormData();
  form.append(field, new Blob([typeof data === 'string' ? Buffer.from(data, 'utf8') : data], { type }), fileName);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** A real 1×1 PNG image. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The text a PDF draws with the standard (WinAnsi) fonts: its content streams inflated and the
 * hex strings of their Tj / TJ operators decoded. Enough to check what a generated PDF says.
 */
export function pdfStandardFontText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [op[2]!];
      texts.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
  }
  return texts.join('\n');
}
