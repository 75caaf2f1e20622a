// Measures what a visitor downloads before a route first renders, as sent over the wire: the
// JavaScript (the entry chunk, the route's lazy chunks and every chunk they import statically)
// and the CSS those chunks carry, each file compressed with brotli at the quality the build's
// precompression uses (build/precompress.ts), raw and gzip sizes alongside.
// Usage (after `vite build`): [DIST=dist-folder] node apps/web/scripts/first-load-size.mjs [url ...]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = process.env.DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));

/**
 * Brotli budgets (KB) of the app's start. The landing page and the other pre-rendered pages that
 * ask the API nothing load 1.9 KB until the visitor's first interaction (decision 0027); `/`
 * here is what they load then: the entry's own chunks and the page's, nothing merged in from
 * other routes (decision 0031). `/trending` is the largest public start (at once when the
 * server sends its built skeleton copy instead of its render with data, decision 0037), the
 * profile the panel's.
 */
const BUDGET_KB = {
  '/': { js: 130, css: 10 },
  '/trending': { js: 260, css: 20 },
  '/admin/profile': { js: 300, css: 30 },
};

/** The lazy modules the router loads for each URL (app/router.tsx), outermost first. */
const ROUTES = {
  '/': ['src/features/landing/pages/landing-page.tsx'],
  '/home': ['src/app/layouts/public-layout.tsx', 'src/features/home/pages/home-page.tsx'],
  '/auth/login': ['src/features/auth/components/auth-layout.tsx', 'src/app/pages/login-route.tsx'],
  '/trending': [
    'src/app/layouts/public-layout.tsx',
    'src/features/trending/pages/trending-page.tsx',
  ],
  '/admin/profile': [
    'src/features/shell/components/panel-shell.tsx',
    'src/features/profile/pages/profile-page.tsx',
  ],
};

function collect(key, seen) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not a chunk of the build (see ROUTES)`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep, seen);
  return seen;
}

function measure(files) {
  const total = { files: files.size, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const data = readFileSync(join(DIST, file));
    total.raw += data.length;
    total.gzip += gzipSync(data, { level: 9 }).length;
    total.brotli += brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
  }
  return total;
}

const kb = (n) => (n / 1024).toFixed(1);
const line = (what, t) =>
  `${what} ${String(t.files).padStart(2)} files ${kb(t.brotli).padStart(6)} KB brotli ` +
  `(${kb(t.gzip)} gzip, ${kb(t.raw)} raw)`;

const urls = process.argv.slice(2);
if (urls.length === 0) urls.push(...Object.keys(ROUTES));

let failed = false;
for (const url of urls) {
  const modules = ROUTES[url];
  if (!modules) throw new Error(`no route sources listed for ${url} (see ROUTES)`);
  const keys = modules.reduce((seen, key) => collect(key, seen), collect('index.html', new Set()));
  const js = measure(new Set([...keys].map((key) => manifest[key].file)));
  const css = measure(new Set([...keys].flatMap((key) => manifest[key].css ?? [])));
  console.log(`${url}\n  ${line('JS ', js)}\n  ${line('CSS', css)}`);
  const budget = BUDGET_KB[url];
  for (const [kind, t] of [
    ['JS', js],
    ['CSS', css],
  ]) {
    const limit = budget?.[kind.toLowerCase()];
    if (limit !== undefined && t.brotli / 1024 > limit) {
      console.error(`  ${kind} is over its ${limit} KB brotli budget`);
      failed = true;
    }
  }
}
if (failed) process.exitCode = 1;
