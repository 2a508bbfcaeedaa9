// Writes web/types/page-ids.d.ts: the id of each element of the page's HTML files, with its tag,
// so that TypeScript's check of the page knows that document.getElementById('seed') is an
// <input> (and has a value) without a cast at every look-up. `--check` writes nothing and fails
// when the file is not what the HTML files give (scripts/web.sh lint runs it so).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pages = ['index.html', 'bench.html'];
const out = join(here, 'page-ids.d.ts');

/** @type {Map<string, string>} */
const tags = new Map();
for (const name of pages) {
  const html = readFileSync(join(here, '..', 'page', name), 'utf8');
  for (const [, tag, id] of html.matchAll(/<(\w+)\b[^>]*?\sid="([^"]+)"/g)) {
    const known = tags.get(id);
    if (known && known !== tag) throw new Error(`page/${name}: id "${id}" is a <${tag}> here and a <${known}> elsewhere`);
    tags.set(id, tag.toLowerCase());
  }
}
const text = [
  '// Written by web/types/page-ids.mjs from web/page/*.html: run `node web/types/page-ids.mjs` after',
  '// adding or changing an element with an id. Not shipped; only the type check reads it.',
  '',
  'interface PageElementTags {',
  ...[...tags].map(([id, tag]) => `  '${id}': '${tag}';`),
  '}',
  '',
  'interface Document {',
  '  getElementById<K extends keyof PageElementTags>(elementId: K): HTMLElementTagNameMap[PageElementTags[K]];',
  '}',
  '',
].join('\n');

if (process.argv.includes('--check')) {
  let now = '';
  try { now = readFileSync(out, 'utf8'); } catch { /* missing: differs */ }
  if (now !== text) {
    console.error('web/types/page-ids.d.ts is not what web/page/*.html give: run `node web/types/page-ids.mjs`');
    process.exit(1);
  }
} else {
  writeFileSync(out, text);
}
