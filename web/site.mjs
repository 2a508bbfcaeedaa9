// Finishes the built site (build/wasm/site) for serving, in three steps:
// - the app icons the manifest names, icon-192.png and icon-512.png, drawn here (a Tetris T and
//   a red xiangqi piece on the board's dark blue, as icon.svg shows them);
// - the service worker (sw.js): its cache named by a hash of the site's files, so that a new
//   build replaces the cache of the old one, and the list of files it keeps from the start;
// - compressed copies beside each text file and WebAssembly module, FILE.br (brotli, the best
//   quality) and FILE.gz (gzip level 9), which web/serve.mjs sends to browsers that accept them.
//   A copy that would not be smaller is not made, and copies whose file is gone are removed.
// `bash scripts/web.sh build` runs it after the cmake build.
//
//   node web/site.mjs [DIR]
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';

export const COMPRESSED = ['.html', '.js', '.css', '.wasm', '.json', '.svg', '.webmanifest'];

// PNG's CRC-32 of a chunk's type and data.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; ++k) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// A PNG file of `size` x `size` RGBA pixels, pixel(x, y) giving [r, g, b, a] (0-255).
function png(size, pixel) {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; ++y) {
    rows[y * (size * 4 + 1)] = 0;  // no filter
    for (let x = 0; x < size; ++x) rows.set(pixel(x, y), y * (size * 4 + 1) + 1 + x * 4);
  }
  const chunk = (type, data) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);  // 8 bits a channel, RGBA, deflate, no filter choice, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

// The icon's colour at (x, y) of its 64 x 64 drawing (icon.svg's), null outside it.
const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const BOARD = hex('#10121a'), T = hex('#a040e0'), PIECE = hex('#f6ecd6'), RED = hex('#c0302a');
function iconAt(x, y) {
  // The rounded square (corners of radius 12).
  const cx = Math.min(Math.max(x, 12), 52), cy = Math.min(Math.max(y, 12), 52);
  if (x < 0 || y < 0 || x > 64 || y > 64 || Math.hypot(x - cx, y - cy) > 12) return null;
  const d = Math.hypot(x - 40, y - 42);
  if (d <= 17) {
    if (Math.abs(d - 13.5) <= 1 || d <= 5) return RED;  // the ring and, for the word, a dot
    return PIECE;
  }
  for (const [rx, ry] of [[6, 8], [16, 8], [26, 8], [16, 18]]) {
    if (x > rx + 0.5 && x < rx + 9.5 && y > ry + 0.5 && y < ry + 9.5) return T;
  }
  return BOARD;
}

// The icon at `size` pixels, each pixel the mean of 4 x 4 samples (smooth edges).
function icon(size) {
  return png(size, (px, py) => {
    const sum = [0, 0, 0, 0];
    for (let i = 0; i < 16; ++i) {
      const c = iconAt(((px + ((i % 4) + 0.5) / 4) * 64) / size, ((py + (Math.floor(i / 4) + 0.5) / 4) * 64) / size);
      if (!c) continue;
      for (let k = 0; k < 3; ++k) sum[k] += c[k];
      sum[3] += 255;
    }
    const n = sum[3] / 255;
    return n ? [sum[0] / n, sum[1] / n, sum[2] / n, sum[3] / 16].map(Math.round) : [0, 0, 0, 0];
  });
}

// The site's own files (not the compressed copies, not the service worker).
const siteFiles = (dir) => readdirSync(dir).filter((n) => !/\.(br|gz)$/.test(n) && n !== 'sw.js' && statSync(join(dir, n)).isFile()).sort();

// sw.js with the build's cache version (a hash of every file of the site) and its file list.
function serviceWorker(dir) {
  const file = join(dir, 'sw.js');
  let text;
  try { text = readFileSync(file, 'utf8'); } catch { return ''; }
  const files = siteFiles(dir);
  const hash = createHash('sha256');
  for (const n of files) hash.update(`${n}\0`).update(readFileSync(join(dir, n)));
  const version = hash.digest('hex').slice(0, 16);
  text = text.replace(/^const VERSION = .*;$/m, `const VERSION = '${version}';`)
    .replace(/^const FILES = .*;$/m, `const FILES = ${JSON.stringify(['./', ...files])};`);
  writeFileSync(file, text);
  return version;
}

export function finish(dir) {
  for (const size of [192, 512]) {
    const out = join(dir, `icon-${size}.png`);
    const data = icon(size);
    let same = false;
    try { same = readFileSync(out).equals(data); } catch { /* not made yet */ }
    if (!same) writeFileSync(out, data);
  }
  const version = serviceWorker(dir);
  const made = [];
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (name.endsWith('.br') || name.endsWith('.gz')) {
      const source = file.slice(0, -3);
      try { statSync(source); } catch { unlinkSync(file); }
      continue;
    }
    if (!COMPRESSED.includes(extname(name)) || !statSync(file).isFile()) continue;
    const body = readFileSync(file);
    const packs = {
      br: () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gz: () => gzipSync(body, { level: 9 }),
    };
    for (const [suffix, pack] of Object.entries(packs)) {
      const packed = pack();
      const out = `${file}.${suffix}`;
      if (packed.length < body.length) { writeFileSync(out, packed); made.push(`${name}.${suffix}`); } else {
        try { unlinkSync(out); } catch { /* none */ }
      }
    }
  }
  return { made, version };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] || 'build/wasm/site';
  const { made, version } = finish(dir);
  console.log(`gameai web: ${dir}: service worker cache gameai-${version || '(no sw.js)'}, ${made.length} compressed copies`);
}
