// The web build: the client bundle (vite build), then the public pages pre-rendered into HTML
// files. `npm run build -w @fhp/web -- --outDir <dir>` builds into <dir> (the e2e setup does).
//
// Pre-rendering (docs/decisions/0022-prerendered-public-pages.md): a second, server-side Vite
// build of src/entry-server.tsx, as one file, goes into a private folder under node_modules (so
// its imports of react, mantine… resolve). Each path of PRERENDER_PATHS is rendered into the
// client's index.html, with the stylesheets and chunks of the modules the page loaded (read from
// the client's .vite/manifest.json), and written to <outDir>/prerendered/ with a manifest.json
// that the server reads (apps/server/src/platform/http/web-app.ts). Each panel path of
// PRELOAD_PATHS is rendered too, as the panel's frame before the session is known (decision 0028).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { outDir: { type: 'string' } }, strict: false });
const outDir = path.resolve(webRoot, typeof values.outDir === 'string' ? values.outDir : 'dist');

const PRERENDER_DIR = 'prerendered';
const ROOT_MARKER = '<div id="root"></div>';
// Until main.tsx has hydrated it, the page is shown but inert: a tap then would be lost, and a
// form would submit natively (a GET with its fields in the URL). main.tsx removes it.
const PRERENDERED_ROOT = '<div id="root" inert>';
const LOADED = '__fhpPrerenderModules';
const START_ON_INTERACTION = 'src/start-on-interaction.ts';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>\n?/;
const MODULEPRELOAD =
  /[ \t]*<link rel="(?:modulepreload|preload" as="style)" crossorigin href="[^"]+">\n?/g;

/** '/' -> index.html, '/terms-and-conditions' -> terms-and-conditions.html */
const fileNameOf = (pagePath) => `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;

/**
 * SSR build only: each source module notes its path when it runs. The bundle is one file with
 * lazy routes evaluated on first import(), and it is imported afresh for every page, so the set
 * holds exactly the modules that page needed.
 */
const trackModules = {
  name: 'fhp-prerender-track-modules',
  enforce: 'post',
  transform(code, id) {
    const file = id.split('?')[0];
    if (!file.startsWith(path.join(webRoot, 'src')) || !/\.[jt]sx?$/.test(file)) return null;
    const rel = path.relative(webRoot, file).split(path.sep).join('/');
    return { code: `globalThis.${LOADED}?.add(${JSON.stringify(rel)});\n${code}`, map: null };
  },
};

/** Every JS and CSS file of a chunk and of the chunks it imports, walked from manifest `key`. */
function filesOf(clientManifest, key, files, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = clientManifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const file of chunk.css ?? []) files.add(file);
  for (const child of chunk.imports ?? []) filesOf(clientManifest, child, files, seen);
}

/**
 * <link> tags for the CSS and JS a page's lazy modules need beyond what index.html loads. The
 * modulepreloads go after the entry's own and before the stylesheets (which are inlined next),
 * so the chunks are requested before the browser parses that text; the stylesheets go last.
 */
function addAssetLinks(html, clientManifest, modules, { styles: withStyles = true } = {}) {
  const preloaded = new Set();
  filesOf(clientManifest, 'index.html', preloaded, new Set());
  const files = new Set();
  const seen = new Set(['index.html']);
  for (const module of modules) {
    if (clientManifest[module]?.isDynamicEntry) filesOf(clientManifest, module, files, seen);
  }
  const extra = [...files].filter((file) => !preloaded.has(file));
  const scripts = extra
    .filter((f) => f.endsWith('.js'))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">\n    `);
  // A panel frame paints with the entry's CSS alone; its page's stylesheets are fetched with
  // its scripts (moved into the template by deferApp) instead of when the page's chunks are
  // imported, one round trip later: Vite's preload helper then finds them in the cache.
  const stylePreloads = extra
    .filter((f) => !withStyles && f.endsWith('.css'))
    .map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">\n    `);
  const styles = extra
    .filter((f) => withStyles && f.endsWith('.css'))
    .map((f) => `  <link rel="stylesheet" crossorigin href="/${f}">\n  `);
  const firstStylesheet = html.indexOf('<link rel="stylesheet"');
  if (firstStylesheet === -1) throw new Error('index.html links no stylesheet');
  const withScripts =
    html.slice(0, firstStylesheet) +
    scripts.join('') +
    stylePreloads.join('') +
    html.slice(firstStylesheet);
  return withScripts.replace('</head>', `${styles.join('')}</head>`);
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * Each stylesheet link of a pre-rendered page becomes the stylesheet's text in a <style> at the
 * same place, so the first paint waits for the HTML alone, not for one request per stylesheet
 * (a dozen or more small files; on a phone's HTTP/1.1 connection each costs round trips). The
 * link stays, `disabled`: the browser does not fetch it, and Vite's preload helper, which looks
 * for a stylesheet link with that href before adding one, does not load it again when the page's
 * lazy chunks are imported.
 */
function inlineStylesheets(html) {
  return html.replace(STYLESHEET_LINK, (_, file) => {
    const css = fs.readFileSync(path.join(outDir, file), 'utf8').trim();
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains </style`);
    return `<link rel="stylesheet" href="/${file}" disabled><style>${css}</style>`;
  });
}

/**
 * The app's entry and its modulepreloads move into a <template> (not loaded), and the small
 * start-on-interaction script takes the entry's place. A page that asked the API nothing is
 * complete as HTML: the script loads the app when the visitor first reaches for the page
 * (decision 0027), and its root is left usable (no `inert`): its links are plain links until
 * then. A page that fills in data (`afterPaint`) starts its app right after its first paint, so
 * its scripts do not compete with the HTML that paints (decision 0028).
 */
function deferApp(html, clientManifest, { afterPaint, afterPaintMark, early = [] }) {
  const starter = clientManifest[START_ON_INTERACTION]?.file;
  if (!starter) throw new Error(`the client build has no ${START_ON_INTERACTION} entry`);
  const entry = html.match(ENTRY_SCRIPT)?.[0];
  if (!entry) throw new Error('index.html has no entry script');
  const preloads = html.match(MODULEPRELOAD) ?? [];
  const withoutPreloads = html.replace(MODULEPRELOAD, '');
  return withoutPreloads.replace(
    ENTRY_SCRIPT,
    `<script type="module" crossorigin src="/${starter}"></script>\n    <template id="app-assets"${afterPaint ? ` data-start="${afterPaintMark}"` : ''}${early.length > 0 ? ` data-early="${early.join(' ')}"` : ''}>${entry.trim()}${preloads.map((tag) => tag.trim()).join('')}</template>\n`,
  );
}

async function main() {
  const started = Date.now();
  await build({ root: webRoot, logLevel: 'warn', build: { outDir } });
  const clientDone = Date.now();

  // Kept after the build: the server renders the live pages with it (decision 0037). Beside
  // dist (`<outDir>-ssr`), not in it: dist is served as files and precached by the service
  // worker. Self-contained (its packages bundled in), so it runs from any folder: the e2e
  // build's is in the system's temporary folder, with no node_modules above it.
  const ssrDir = `${outDir}-ssr`;
  fs.rmSync(ssrDir, { recursive: true, force: true });
  await build({
    // Not vite.config.ts: the server bundle needs the React plugin only (no service worker).
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    plugins: [react(), trackModules],
    // The public folder's files are dist's alone.
    publicDir: false,
    ssr: { noExternal: true },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      rolldownOptions: {
        output: { entryFileNames: 'entry-server.mjs', codeSplitting: false },
      },
    },
  });
  const entryUrl = pathToFileURL(path.join(ssrDir, 'entry-server.mjs')).href;
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT_MARKER)) throw new Error(`index.html has no ${ROOT_MARKER}`);
  const clientManifest = JSON.parse(
    fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  );

  const target = path.join(outDir, PRERENDER_DIR);
  fs.mkdirSync(target, { recursive: true });
  const {
    PRERENDER_PATHS,
    LIVE_PAGES,
    LIVE_ROOT_MARKER,
    START_AFTER_PAINT: afterPaintMark,
  } = await import(entryUrl);
  const manifest = {};
  const liveManifest = {};
  const startsOnInteraction = [];
  for (const [index, pagePath] of PRERENDER_PATHS.entries()) {
    const loaded = new Set();
    globalThis[LOADED] = loaded;
    const entry = await import(`${entryUrl}?page=${index}`);
    const { html: markup, asksApi } = await entry.renderPage(pagePath);
    // The server's CSP allows no inline script: React must not have needed one.
    if (markup.includes('<script')) throw new Error(`${pagePath}: inline script in the markup`);
    const linked = inlineStylesheets(addAssetLinks(template, clientManifest, loaded));
    const html = deferApp(linked, clientManifest, {
      afterPaint: asksApi,
      afterPaintMark,
    }).replace(
      ROOT_MARKER,
      asksApi ? `${PRERENDERED_ROOT}${markup}</div>` : `<div id="root">${markup}</div>`,
    );
    if (!asksApi) startsOnInteraction.push(pagePath);
    const file = fileNameOf(pagePath);
    if (LIVE_PAGES[pagePath]) {
      // Rendered by the server with its data, the page asks nothing: it starts on interaction.
      const live = deferApp(linked, clientManifest, { afterPaint: false, afterPaintMark });
      fs.mkdirSync(path.dirname(path.join(ssrDir, 'live', file)), { recursive: true });
      // The server puts the page's markup at the marker and its data block after the root.
      const root = `<div id="root">${LIVE_ROOT_MARKER}</div>`;
      fs.writeFileSync(path.join(ssrDir, 'live', file), live.replace(ROOT_MARKER, root));
      liveManifest[pagePath.toLowerCase()] = `live/${file}`;
    }
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.writeFileSync(path.join(target, file), html);
    manifest[pagePath.toLowerCase()] = `${PRERENDER_DIR}/${file}`;
  }
  // Live pages at a route pattern (an athlete's page): no copy of their own, the template only,
  // with what the route's modules need (found from a render without data, its skeleton).
  for (const [index, pattern] of Object.keys(LIVE_PAGES).entries()) {
    if (!pattern.includes(':')) continue;
    const loaded = new Set();
    globalThis[LOADED] = loaded;
    const entry = await import(`${entryUrl}?pattern=${index}`);
    await entry.renderPage(pattern.replace(/:\w+/g, '1'));
    const linked = inlineStylesheets(addAssetLinks(template, clientManifest, loaded));
    const live = deferApp(linked, clientManifest, { afterPaint: false, afterPaintMark });
    const file = fileNameOf(pattern.replace(/\/:/g, '/_'));
    fs.mkdirSync(path.dirname(path.join(ssrDir, 'live', file)), { recursive: true });
    const root = `<div id="root">${LIVE_ROOT_MARKER}</div>`;
    fs.writeFileSync(path.join(ssrDir, 'live', file), live.replace(ROOT_MARKER, root));
    liveManifest[pattern.toLowerCase()] = `live/${file}`;
  }
  // The public header signed out and signed in, which the server swaps in a page it sends to a
  // visitor with a session (web-app.ts). Every page of the public layout must hold the
  // signed-out one as rendered here, or its visitors would see it signed out.
  const accountHeaders = await (await import(`${entryUrl}?headers`)).renderAccountHeaders('/home');
  const withHeader = Object.entries(manifest).filter(([, file]) =>
    fs.readFileSync(path.join(outDir, file), 'utf8').includes(accountHeaders.signedOut),
  );
  if (!withHeader.some(([pagePath]) => pagePath === '/home')) {
    throw new Error('/home does not hold the signed-out header as rendered alone');
  }
  fs.writeFileSync(path.join(ssrDir, 'account-headers.json'), JSON.stringify(accountHeaders));
  // Panel pages need the session, so their HTML is the panel's frame as the browser first
  // draws it while /api/me answers (the skeleton: top bar with the logo, menu and page
  // blocks), hydrated like a public page, plus modulepreloads of their chunks. The frame's
  // CSS is the entry's, which index.html links already (inlined here); the page's own
  // stylesheets stay with its chunks: linked here they would hold back the frame's paint.
  const { PRELOAD_PATHS } = await import(entryUrl);
  const previewManifest = {};
  fs.mkdirSync(path.join(ssrDir, 'panel'), { recursive: true });
  for (const [index, pagePath] of PRELOAD_PATHS.entries()) {
    const loaded = new Set();
    globalThis[LOADED] = loaded;
    const entry = await import(`${entryUrl}?panel=${index}`);
    await entry.loadPanelPage(pagePath);
    // The reads its first screen waits for, sent by the start script with the scripts.
    const early = await entry.earlyRequestsOf(pagePath);
    if (early.some((url) => !/^\/api\/[\w\-/?=&]+$/.test(url))) {
      throw new Error(`${pagePath}: unexpected early request in ${early.join(' ')}`);
    }
    const { html: markup } = await entry.renderPage(pagePath);
    if (markup.includes('<script')) throw new Error(`${pagePath}: inline script in the markup`);
    const linked = inlineStylesheets(
      addAssetLinks(template, clientManifest, loaded, { styles: false }),
    );
    const html = deferApp(linked, clientManifest, {
      afterPaint: true,
      afterPaintMark,
      early,
    }).replace(ROOT_MARKER, `${PRERENDERED_ROOT}${markup}</div>`);
    const file = fileNameOf(pagePath);
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.writeFileSync(path.join(target, file), html);
    manifest[pagePath.toLowerCase()] = `${PRERENDER_DIR}/${file}`;
    // The template of the page's preview for a signed-in athlete (decisions 0038, 0039): the
    // server reads `reads` for the visitor and draws the page, in the real shell, at the marker.
    // The page's stylesheets are inlined (it paints the page, not blocks); it asks nothing early
    // (it has the answers) and, complete as HTML, starts its app on the first interaction, like a
    // live public page: usable (no `inert`), a tap held until React owns what it touched. A page
    // whose route is `live` (the notifications list) starts it right after its first paint, so
    // what the server's events bring shows without a touch.
    const previewHtml = deferApp(
      inlineStylesheets(addAssetLinks(template, clientManifest, loaded)),
      clientManifest,
      { afterPaint: await entry.previewStartsAfterPaint(pagePath), afterPaintMark },
    ).replace(ROOT_MARKER, `<div id="root">${LIVE_ROOT_MARKER}</div>`);
    fs.mkdirSync(path.dirname(path.join(ssrDir, 'panel', file)), { recursive: true });
    fs.writeFileSync(path.join(ssrDir, 'panel', file), previewHtml);
    previewManifest[pagePath.toLowerCase()] = { file: `panel/${file}`, reads: early };
  }
  fs.writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.writeFileSync(
    path.join(ssrDir, 'panel', 'manifest.json'),
    `${JSON.stringify(previewManifest, null, 2)}\n`,
  );
  fs.mkdirSync(path.join(ssrDir, 'live'), { recursive: true });
  fs.writeFileSync(
    path.join(ssrDir, 'live', 'manifest.json'),
    `${JSON.stringify(liveManifest, null, 2)}\n`,
  );
  const count = Object.keys(manifest).length;
  console.log(
    `web app built in ${clientDone - started} ms; ${count} pages pre-rendered or preloaded in ${Date.now() - clientDone} ms into ${target}; the app starts on interaction on ${startsOnInteraction.join(' ')}; ${withHeader.length} show the signed-in header to a visitor with a session`,
  );
}

await main();
// Timers started by the rendered modules (query cache, lazy imports) would keep Node running.
process.exit(0);
