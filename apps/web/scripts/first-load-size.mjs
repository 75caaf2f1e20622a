// Measures the JavaScript a visitor downloads before a route first renders: the entry chunk,
// the route's lazy chunk, and every chunk they import statically, gzip-compressed.
// Usage (after `vite build`): node apps/web/scripts/first-load-size.mjs [route-source ...]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const BUDGET_KB = 150;

function collect(key, seen) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep, seen);
  return seen;
}

const routes = process.argv.slice(2);
if (routes.length === 0) routes.push('src/features/landing/pages/landing-page.tsx');

let failed = false;
for (const route of routes) {
  const keys = collect(route, collect('index.html', new Set()));
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    const file = readFileSync(join(DIST, manifest[key].file));
    raw += file.length;
    gzip += gzipSync(file, { level: 9 }).length;
  }
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(`${route}: ${keys.size} chunks, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip`);
  if (gzip / 1024 > BUDGET_KB) failed = true;
}
if (failed) {
  console.error(`over the ${BUDGET_KB} KB gzip budget`);
  process.exitCode = 1;
}
