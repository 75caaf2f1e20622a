#!/usr/bin/env node
// `npm run lighthouse [-- --url http://host:port --runs N --pages /,/home --out FILE --reports DIR]`
//
// Lighthouse 12 in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) on each page
// the first-load targets name, with the mobile preset (Lighthouse's default: a mid-range phone
// on slow 4G, simulated) and the desktop preset. Without --url it starts the product as
// `npm start` does (scripts/start.mjs: builds what is stale, embedded database, demo data) in a
// fresh data folder on a free port, and stops it afterwards. /admin/profile is measured signed
// in as the demo athlete. With --runs N each figure is the median of N runs. Prints a Markdown
// table (the README's) and, with --out, writes it to FILE; --reports DIR keeps each run's full
// Lighthouse report (JSON) there, for its diagnostics.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const DEFAULT_PAGES = ['/', '/home', '/auth/login', '/trending', '/admin/profile'];
/** Pages that need the demo athlete's session. */
const SIGNED_IN = (page) => page.startsWith('/admin');
const DEMO_ATHLETE = { email: 'athlete@example.com', password: 'Athlete123!' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '1' },
    pages: { type: 'string' },
    out: { type: 'string' },
    reports: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);
const pages = values.pages ? values.pages.split(',') : DEFAULT_PAGES;

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(base, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not become ready in 3 minutes`);
}

/** Starts the product the way `npm start` does, in a throw-away data folder. */
async function startProduct() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fhp-lighthouse-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base };
  env.DATA_DIR = dataDir;
  for (const key of ['DATABASE_URL', 'NODE_ENV', 'SEED_DEMO']) delete env[key];
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitUntilReady(base, child);
  return {
    base,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(base).origin },
    body: JSON.stringify(DEMO_ATHLETE),
  });
  if (!response.ok) throw new Error(`demo athlete sign-in answered ${response.status}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookie.join('; ');
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The figures of one Lighthouse result that the targets name. */
function figuresOf(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const transferred = (type) =>
    lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)
      ?.transferSize ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: transferred('script') / 1024,
    cssKb: transferred('stylesheet') / 1024,
  };
}

/** One Lighthouse run; a failed trace (Lighthouse says "run again") is retried twice. */
async function runOnce(url, flags, config) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config);
    const error = result?.lhr?.runtimeError;
    if (result?.lhr && !error) return result.lhr;
    const reason = error ? `${error.code} ${error.message}` : 'no result';
    if (attempt === 3) throw new Error(`${url}: ${reason}`);
    console.error(`[lighthouse] ${url}: ${reason}; trying again`);
  }
}

async function measure(chrome, url, preset, cookie) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  };
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const all = [];
  for (let i = 0; i < runs; i++) {
    const lhr = await runOnce(url, flags, config);
    if (values.reports) {
      fs.mkdirSync(values.reports, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${preset}-${i + 1}.json`;
      fs.writeFileSync(path.join(values.reports, name), JSON.stringify(lhr));
    }
    all.push(figuresOf(lhr));
  }
  const keys = Object.keys(all[0]);
  return Object.fromEntries(keys.map((key) => [key, median(all.map((f) => f[key]))]));
}

const product = values.url ? null : await startProduct();
const base = (values.url ?? product.base).replace(/\/$/, '');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const rows = [];
try {
  await waitUntilReady(base);
  const cookie = pages.some(SIGNED_IN) ? await signIn(base) : undefined;
  for (const page of pages) {
    for (const preset of ['mobile', 'desktop']) {
      const figures = await measure(
        chrome,
        base + page,
        preset,
        SIGNED_IN(page) ? cookie : undefined,
      );
      rows.push({ page, preset, ...figures });
      console.error(`[lighthouse] ${page} ${preset}: performance ${figures.performance}`);
    }
  }
} finally {
  await chrome.kill();
  await product?.stop();
}

const header =
  '| page | preset | perf | a11y | best pr. | SEO | LCP | TBT | CLS | JS (KB, transferred) | CSS (KB, transferred) |';
const lines = [header, `|${' --- |'.repeat(11)}`];
for (const r of rows) {
  lines.push(
    `| \`${r.page}\` | ${r.preset} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} | ${r.cssKb.toFixed(1)} |`,
  );
}
const table = `${lines.join('\n')}\n`;
console.log(
  `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}on ${os.cpus().length} cores:\n`,
);
console.log(table);
if (values.out) fs.writeFileSync(values.out, table);
