// Finishes the built site (build/wasm/site) for serving: each text file and WebAssembly module
// gets compressed copies beside it, FILE.br (brotli, the best quality) and FILE.gz (gzip level 9),
// which web/serve.mjs sends to browsers that accept them. A copy that would not be smaller is not
// made, and copies whose file is gone are removed. `bash scripts/web.sh build` runs it.
//
//   node web/site.mjs [DIR]
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSED = ['.html', '.js', '.css', '.wasm', '.json', '.svg', '.webmanifest'];

export function finish(dir) {
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
  return made;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] || 'build/wasm/site';
  const made = finish(dir);
  console.log(`gameai web: ${made.length} compressed copies in ${dir}`);
}
