import { deflateSync } from 'node:zlib';

// The default certificate logo (spec 001 §9: "Default logo image path is under /upload"; issue 20): a gold
// rosette seal with a star, drawn here rather than shipped as a binary file, so that the server bundle
// needs no asset beside it. PNG, transparent around the seal, 256 × 256.

const SIZE = 256;
/** Samples per pixel side: 4 × 4 samples give smooth edges. */
const SAMPLES = 4;

type Rgba = [number, number, number, number];
const GOLD: Rgba = [201, 162, 39, 255];
const DARK_GOLD: Rgba = [140, 106, 16, 255];
const LIGHT_GOLD: Rgba = [236, 205, 107, 255];
const CREAM: Rgba = [255, 250, 232, 255];
const NONE: Rgba = [0, 0, 0, 0];

/** Whether (x, y), in units of the seal's radius from its centre, lies inside a five-pointed star. */
function inStar(x: number, y: number, outer: number, inner: number): boolean {
  const r = Math.hypot(x, y);
  if (r > outer) return false;
  // The star's edge at this angle: between a point (outer) and a notch (inner), linearly in the sector.
  const sector = (2 * Math.PI) / 10;
  const angle = (Math.atan2(x, -y) + 2 * Math.PI) % (2 * Math.PI);
  const k = Math.floor(angle / sector);
  const t = angle / sector - k;
  const [from, to] = k % 2 === 0 ? [outer, inner] : [inner, outer];
  // The edge is a straight line between the two vertices; its distance at angle t is found by intersection.
  const a0 = k * sector;
  const a1 = (k + 1) * sector;
  const p0 = [from * Math.sin(a0), -from * Math.cos(a0)];
  const p1 = [to * Math.sin(a1), -to * Math.cos(a1)];
  const theta = a0 + t * sector;
  const d = [Math.sin(theta), -Math.cos(theta)];
  const e = [p1[0]! - p0[0]!, p1[1]! - p0[1]!];
  const denominator = d[0]! * e[1]! - d[1]! * e[0]!;
  const edge = (p0[0]! * e[1]! - p0[1]! * e[0]!) / denominator;
  return r <= edge;
}

/** The colour of the seal at (x, y), in units of its radius from the centre. */
function colourAt(x: number, y: number): Rgba {
  const r = Math.hypot(x, y);
  // A scalloped rim of 24 bumps.
  const rim = 0.94 + 0.05 * Math.cos(24 * Math.atan2(y, x));
  if (r > rim) return NONE;
  if (r > 0.8) return GOLD;
  if (r > 0.76) return DARK_GOLD;
  if (r > 0.7) return LIGHT_GOLD;
  if (r > 0.67) return DARK_GOLD;
  if (inStar(x, y, 0.5, 0.21)) return CREAM;
  return GOLD;
}

/** The seal as RGBA pixels, each the average of its samples. */
function pixels(): Buffer {
  const data = Buffer.alloc(SIZE * SIZE * 4);
  const half = SIZE / 2;
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES - half) / half;
          const y = (py + (sy + 0.5) / SAMPLES - half) / half;
          const [r, g, b, a] = colourAt(x, y);
          // Premultiplied, so transparent samples do not darken the edge.
          sum[0]! += (r * a) / 255;
          sum[1]! += (g * a) / 255;
          sum[2]! += (b * a) / 255;
          sum[3]! += a;
        }
      }
      const n = SAMPLES * SAMPLES;
      const alpha = sum[3]! / n;
      const at = (py * SIZE + px) * 4;
      for (let c = 0; c < 3; c++) data[at + c] = alpha > 0 ? Math.round((sum[c]! / n / alpha) * 255) : 0;
      data[at + 3] = Math.round(alpha);
    }
  }
  return data;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGBA pixels as a PNG file (8 bits per channel, no filtering). */
export function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let cached: Buffer | undefined;
/** The default logo's PNG, drawn on first use (a few tens of milliseconds) and kept. */
export function defaultCertificateLogo(): Buffer {
  cached ??= encodePng(SIZE, SIZE, pixels());
  return cached;
}
