// The page as a site: the server and its compressed files, the first load's size, offline and
// installable, links and reloads that keep the choices, a page whose WebAssembly cannot load, and
// the words screen readers say.
// Shared setup and helpers: browser.mjs (its opening comment says how every wait is made).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { get } from 'node:http';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '../serve.mjs';
import { SITE, server, url, consoleErrors, open, until, snapshot, settled, press } from './browser.mjs';

test('first load: the whole site under 1 MB of WebAssembly and script, compressed', () => {
  // Both games load with the page (xiangqi too, so its tab needs no server once the page is up).
  const files = ['index.html', 'style.css', 'i18n.js', 'canvas.js', 'tetris.js', 'tetris-style.js', 'xiangqi.js', 'page.js',
    'tetris-worker.js', 'gameai-tetris.js', 'gameai-tetris.wasm', 'xiangqi-worker.js', 'gameai-xiangqi.js', 'gameai-xiangqi.wasm',
    'icon.svg', 'manifest.webmanifest', 'sw.js'];
  const size = (pack) => files.reduce((n, f) => n + pack(readFileSync(join(SITE, f))).length, 0);
  const gz = size((b) => gzipSync(b, { level: 9 }));
  const br = size((b) => brotliCompressSync(b));
  console.log(`# first load ${size((b) => b)} bytes, ${gz} gzip, ${br} brotli`);
  assert.ok(gz < 1000000, `first load ${gz} bytes gzip`);
});

test('installable and offline: a manifest with its icons; the service worker keeps the site, which reloads and plays with the server gone', async (t) => {
  const own = await serve(SITE, 0);
  t.after(() => { own.close(); own.closeAllConnections(); });
  const base = `http://127.0.0.1:${own.address().port}/`;
  const seen = [];  // the browser's console lines on the server gone are expected here
  const page = await open('index.html', { base, errors: seen });
  // The manifest: a standalone app with a theme colour and PNG icons of the sizes it names.
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel=manifest]').href)).json());
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, 'index.html');
  assert.match(manifest.name, /Tetris/);
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
  for (const icon of manifest.icons) {
    const data = readFileSync(join(SITE, icon.src));
    if (icon.type !== 'image/png') { assert.match(data.toString(), /^<svg /); continue; }
    assert.equal(data.subarray(1, 4).toString(), 'PNG', icon.src);
    assert.equal(`${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`, icon.sizes);
  }
  // The service worker takes the page over with the whole site in the build's cache.
  await until(page, () => Tetris.ready() && Xiangqi.loaded() && navigator.serviceWorker.controller !== null);
  const version = readFileSync(join(SITE, 'sw.js'), 'utf8').match(/^const VERSION = '([0-9a-f]{16})';$/m);
  assert.ok(version, 'the build wrote its version into sw.js');
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith('gameai-')));
    return [names, (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1))];
  });
  assert.deepEqual(cached[0], [`gameai-${version[1]}`]);
  for (const f of ['index.html', 'page.js', 'tetris-worker.js', 'gameai-tetris.js', 'gameai-tetris.wasm', 'gameai-xiangqi.wasm', 'manifest.webmanifest'])
    assert.ok(cached[1].includes(f), `${f} cached: ${cached[1]}`);
  // The server gone, the page reloads from the cache and plays: a piece dropped by hand.
  await new Promise((done) => { own.close(done); own.closeAllConnections(); });
  assert.ok(!own.listening, 'the server is gone');
  await page.reload();
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  let s = await settled(page);
  assert.equal(s.pieces, 0);
  await press(page, 'ArrowLeft');
  s = await press(page, ' ');
  assert.equal(s.pieces, 1, 'a piece played offline');
  assert.ok(s.cells.some((k) => k > 0));
  await until(page, () => Xiangqi.loaded() && Xiangqi.state() !== null);
  assert.equal(await page.evaluate(() => Xiangqi.failed()), null);
  await page.close();
  assert.deepEqual(seen.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED|sw\.js|ServiceWorker/i.test(e)), []);
});

test('a link opens the game it names: Tetris\'s rules, seed and AI, xiangqi\'s side, level and clock; bad values named and left out', async () => {
  // Tetris: classic rules, seed 42, bcts looking at the current piece only.
  let page = await open('index.html?game=tetris&rules=classic&seed=42&ai=bcts&lookahead=0');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  const s = await settled(page);
  assert.equal(s.rules, 'classic');
  assert.deepEqual(await page.evaluate(() => ['seed', 'evaluator', 'lookahead'].map((id) => document.getElementById(id).value)), ['42', 'bcts', '0']);
  assert.equal(await page.$eval('#link-note', (el) => el.hidden), true);
  // The page's own link to the game gives the same settings back, whatever it was opened with.
  await page.select('#rules', 'standard');
  await page.click('#new-game');
  await page.hover('#tetris-link');
  const href = await page.$eval('#tetris-link', (el) => el.href);
  assert.equal(new URL(href).search, '?ai=bcts&game=tetris&lookahead=0&rules=standard&seed=42');
  await page.close();
  // Xiangqi: as Black at level 7 on a 5+3 clock, the computer (Red) opening.
  page = await open('index.html?game=xiangqi&side=black&level=7&clock=5%2B3');
  await until(page, () => Xiangqi.loaded() && Xiangqi.state() !== null && Xiangqi.moves().length >= 1);
  assert.equal(await page.$eval('#page-xiangqi', (el) => el.classList.contains('hidden')), false);
  assert.equal(await page.evaluate(() => Xiangqi.level()), 7);
  assert.equal(await page.evaluate(() => Xiangqi.flipped()), true, "seen from Black's side");
  assert.ok(await page.evaluate(() => Xiangqi.clock() !== null), 'the clock runs');
  assert.equal(new URL(await page.evaluate(() => Page.link())).search, '?clock=5%2B3&game=xiangqi&level=7&side=black');
  await page.close();
  // Values the page does not offer: named in a note in both languages, the rest used.
  const seen = [];
  page = await open('index.html?game=xiangqi&side=green&level=99&clock=7', { errors: seen });
  await until(page, () => Xiangqi.loaded() && Xiangqi.state() !== null);
  const note = () => page.$eval('#link-note', (el) => (el.hidden ? '' : el.textContent));
  assert.equal(await note(), 'The link asks for side "green", which is not one of red, black, both: it is left out. ' +
    'The link asks for level "99", which is not one of 1, 2, …, 10: it is left out. ' +
    'The link asks for clock "7", which is not one of none, 3+2, 5+3, 10+0, 15+10, 30+0, 30+20: it is left out.');
  assert.deepEqual(await page.evaluate(() => [Xiangqi.level(), Xiangqi.clock()]), [4, null]);
  await page.select('#language', 'zh_CN');
  assert.match(await note(), /^链接要求 side 为“green”，但它不是 red, black, both 之一：已忽略。/);
  await page.close();
  page = await open('index.html?ai=nosuchai&seed=-3', { errors: seen });
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  await until(page, () => document.getElementById('link-note').textContent.includes('nosuchai'));
  assert.match(await note(), /^The link asks for seed "-3", which is not one of 0, 1, 2, …: it is left out\. The link asks for ai "nosuchai", which is not one of .*eltetris.*: it is left out\.$/);
  assert.equal(await page.$eval('#evaluator', (el) => el.value), 'eltetris');
  await page.close();
  assert.deepEqual(seen, []);
  assert.deepEqual(consoleErrors, []);
});

test('a page whose WebAssembly cannot be loaded says so on both tabs', async (t) => {
  // The site without its two .wasm files.
  const dir = mkdtempSync(join(tmpdir(), 'gameai-web-'));
  for (const f of readdirSync(SITE)) if (!f.endsWith('.wasm')) copyFileSync(join(SITE, f), join(dir, f));
  const own = await serve(dir, 0);
  t.after(() => { own.close(); own.closeAllConnections(); rmSync(dir, { recursive: true, force: true }); });
  const seen = [];  // the browser's own console lines on the missing files are expected here
  const page = await open('index.html', { base: `http://127.0.0.1:${own.address().port}/`, errors: seen });
  await until(page, () => !document.getElementById('tetris-error').hidden && Xiangqi.failed());
  assert.match(await page.$eval('#tetris-error', (el) => el.textContent), /^The game could not load/);
  await page.click('#tab-xiangqi');
  assert.match(await page.$eval('#xq-status', (el) => el.textContent),
    /^Xiangqi could not be loaded \(gameai-xiangqi\.wasm: 404 .*\)\. Reload the page when the server is reachable\.$/);
  await page.select('#language', 'zh_CN');
  assert.match(await page.$eval('#xq-status', (el) => el.textContent), /^象棋无法加载/);
  assert.match(await page.$eval('#tetris-error', (el) => el.textContent), /^游戏无法加载/);
  await page.close();
  assert.deepEqual(seen.filter((e) => !/Failed to load resource|could not load|wasm/i.test(e)), []);
});

test('server: the WebAssembly type, nothing outside the site, bad requests answered', async () => {
  const status = (path) => new Promise((ok, fail) => {
    get({ host: '127.0.0.1', port: server.address().port, path }, (res) => { res.resume(); ok([res.statusCode, res.headers['content-type']]); })
      .on('error', fail);
  });
  assert.deepEqual(await status('/gameai-tetris.wasm'), [200, 'application/wasm']);
  assert.equal((await status('/'))[0], 200);
  for (const path of ['/../../CMakeLists.txt', '/%2e%2e/%2e%2e/CMakeLists.txt', '/..%2f..%2fCMakeLists.txt'])
    assert.ok([403, 404].includes((await status(path))[0]), path);
  assert.equal((await status('/%E0%A4%A'))[0], 400);
  assert.equal((await status('/no-such-file.js'))[0], 404);
});

test('server: the files sent compressed to a browser that accepts it, brotli first, each the file itself', async (t) => {
  const fetchAs = (path, encoding) => new Promise((ok, fail) => {
    get({ host: '127.0.0.1', port: server.address().port, path, headers: encoding === null ? {} : { 'Accept-Encoding': encoding } }, (res) => {
      const parts = [];
      res.on('data', (d) => parts.push(d));
      res.on('end', () => ok({ headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', fail);
  });
  for (const [file, type] of [['gameai-xiangqi.wasm', 'application/wasm'], ['xiangqi.js', 'text/javascript; charset=utf-8'], ['index.html', 'text/html; charset=utf-8']]) {
    const plain = readFileSync(join(SITE, file));
    const br = await fetchAs(`/${file}`, 'gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br', file);
    assert.equal(br.headers['content-type'], type);
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.equal(Number(br.headers['content-length']), br.body.length);
    assert.ok(br.body.length < plain.length * 0.6, `${file}: ${br.body.length} of ${plain.length} bytes`);
    assert.deepEqual(brotliDecompressSync(br.body), plain);
    const gz = await fetchAs(`/${file}`, 'gzip, br;q=0');
    assert.equal(gz.headers['content-encoding'], 'gzip', file);
    assert.deepEqual(gunzipSync(gz.body), plain);
    const none = await fetchAs(`/${file}`, null);
    assert.equal(none.headers['content-encoding'], undefined);
    assert.deepEqual(none.body, plain);
    assert.equal((await fetchAs(`/${file}`, 'identity')).headers['content-encoding'], undefined);
  }
  // The browser takes the xiangqi module (which the page itself loads) compressed: fewer bytes
  // came than it decoded. (From a server of its own: a page of a site whose service worker has
  // taken over gets its files through the worker, which does not count the network's bytes.)
  const own = await serve(SITE, 0);
  t.after(() => { own.close(); own.closeAllConnections(); });
  const page = await open('index.html', { base: `http://127.0.0.1:${own.address().port}/` });
  await until(page, () => Xiangqi.loaded() && Tetris.ready());
  const sizes = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/gameai-xiangqi.wasm'))
    .map((e) => [e.name.split('/').pop(), e.encodedBodySize, e.decodedBodySize]));
  assert.equal(sizes.length, 1, JSON.stringify(sizes));
  for (const [name, encoded, decoded] of sizes) assert.ok(encoded > 0 && encoded < decoded * 0.6, `${name}: ${encoded} bytes for ${decoded}`);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('a reload keeps the choices: the Tetris mode and AI, the xiangqi level, clock and notation, the versus settings', async () => {
  const page = await open('index.html');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && TetrisVersus.ready());
  await page.select('#mode', 'ultra');
  await page.select('#evaluator', 'bcts');
  await page.$eval('#xq-level', (el) => { el.value = '7'; el.dispatchEvent(new Event('change')); });
  await page.select('#xq-clock', '5+3');
  await page.select('#xq-notation', 'iccs');
  await page.select('#vs-think', '100');
  await page.reload();
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().run && TetrisVersus.ready());
  const fields = await page.evaluate(() => ['mode', 'evaluator', 'xq-level', 'xq-clock', 'xq-notation', 'vs-think'].map((id) => document.getElementById(id).value));
  assert.deepEqual(fields, ['ultra', 'bcts', '7', '5+3', 'iccs', '100']);
  assert.equal((await snapshot(page)).run.mode, 'ultra', 'the game played is the mode kept');
  assert.equal(await page.evaluate(() => Xiangqi.level()), 7, 'the computer plays at the level kept');
  // A link's values win over the kept ones.
  await page.goto(`${url}index.html?game=tetris&mode=sprint`);
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().run);
  assert.equal(await page.$eval('#mode', (el) => el.value), 'sprint');
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('in Chinese, the names screen readers say (aria-label) are Chinese too, and English again in English', async () => {
  const page = await open('index.html');
  await until(page, () => Tetris.ready());
  const labels = () => page.$$eval('[aria-label]', (els) => els.map((e) => e.getAttribute('aria-label')));
  const english = await labels();
  assert.ok(english.includes('Tetris board') && english.includes('Hard drop') && english.includes('Xiangqi board'));
  await page.select('#language', 'zh_CN');
  const chinese = await labels();
  assert.ok(chinese.includes('俄罗斯方块棋盘') && chinese.includes('硬降') && chinese.includes('象棋棋盘'), chinese.join(', '));
  assert.deepEqual(chinese.filter((l) => /[A-Za-z]/.test(l)), [], 'no English name left');
  await page.select('#language', 'en');
  assert.deepEqual(await labels(), english);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});
