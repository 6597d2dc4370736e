import fc from 'fast-check';
import { bodyFor, hostileText, type HostileBody } from './hostileArbitraries.js';

/**
 * Hostile multipart uploads for the routes that take a file (they declare no JSON body): the expected
 * field or another, file names with quotes, CR LF, traversal and NUL, and content that is a real image,
 * an SVG or GIF with a script, an import file, or junk.
 */

/** A 1×1 PNG: a real image, so the upload routes get past the type check with a hostile file name. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const fileContent = fc.oneof(
  fc.constantFrom<Buffer>(
    TINY_PNG,
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>window.__xss=1</script></svg>',
    ),
    Buffer.from('GIF89a<script>window.__xss=1</script>'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47]), // a PNG signature and nothing else
    Buffer.alloc(0),
    Buffer.from('questionDetail,perQuestionMark\n"<script>",1\n'),
    Buffer.from('::Q1:: <img src=x onerror=alert(1)> {=yes ~no}\n'),
    Buffer.from('a\u0000b'),
  ),
  hostileText.filter((s) => s.length < 5_000).map((s) => Buffer.from(s, 'utf8')),
  fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
);

/** One part, complete or cut short (a cut-short form used to hang the route: the part never ended). */
export const multipartBody: fc.Arbitrary<HostileBody> = fc
  .record({
    field: fc.constantFrom('file', 'image', 'csv', 'files', '"', ''),
    filename: fc.oneof(
      fc.constantFrom(
        ...['a.png', 'questions.csv', 'bank.gift', 'aiken.txt', '../../etc/passwd', 'x.csv.exe', 'q"uote.png'],
        ...['crlf\r\nContent-Type: text/html.png', 'nul\u0000.png', '<script>.png', ''],
      ),
      hostileText.filter((s) => s.length < 300),
    ),
    contentType: fc.constantFrom('image/png', 'image/svg+xml', 'text/csv', 'text/plain', 'application/octet-stream'),
    content: fileContent,
    boundary: fc.constantFrom('----hostile', 'x'),
    cutShort: fc.boolean(),
  })
  .map(({ field, filename, contentType, content, boundary, cutShort }) => {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`;
    const end = cutShort ? '\r\n--' : `\r\n--${boundary}--\r\n`;
    const payload = Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(end)]);
    return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
  });

/** The body of a route that declares no JSON schema (uploads, the Stripe webhook): multipart, JSON or junk. */
export const schemalessBody: fc.Arbitrary<HostileBody> = fc.oneof(
  { arbitrary: multipartBody, weight: 3 },
  { arbitrary: bodyFor(null), weight: 2 },
);
