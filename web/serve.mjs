// A static file server for the built page (build/wasm/site), on localhost only, with the
// WebAssembly MIME type browsers need for streaming compilation. A file with a compressed copy
// beside it (FILE.br, FILE.gz: web/site.mjs makes them at build time) is sent compressed to a
// browser that accepts it (brotli first), with Content-Encoding and Vary: Accept-Encoding; a copy
// older than its file (the page copied again without the copies being remade) is not used.
//
//   node web/serve.mjs [DIR] [PORT]     (PORT 0 picks a free port; the URL is printed)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.png': 'image/png',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json',
};

// The encodings a request's Accept-Encoding allows ("br;q=0" refuses brotli; "*" allows any).
export function accepted(header) {
  const ok = new Set();
  for (const part of String(header || '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) ok.add(name);
  }
  if (ok.has('*')) { ok.add('br'); ok.add('gzip'); }
  return ok;
}

export function serve(dir, port = 0) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('bad request');
      return;
    }
    const file = normalize(join(root, path.endsWith('/') ? path + 'index.html' : path));
    if (file !== root && !file.startsWith(root + sep)) { res.writeHead(403).end(); return; }
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new Error('not a file');
      const headers = { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
      const want = accepted(req.headers['accept-encoding']);
      let body = null;
      for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
        if (!want.has(encoding)) continue;
        try {
          if ((await stat(file + suffix)).mtimeMs < info.mtimeMs) continue;
          body = await readFile(file + suffix);
          headers['Content-Encoding'] = encoding;
          break;
        } catch { /* no such copy */ }
      }
      if (!body) body = await readFile(file);
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found: ' + path);
    }
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] || 'build/wasm/site';
  const server = await serve(dir, Number(process.argv[3] ?? 8080));
  console.log(`gameai web: serving ${dir} at http://127.0.0.1:${server.address().port}/ (Ctrl+C stops)`);
}
