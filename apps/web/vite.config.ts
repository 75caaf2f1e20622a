import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGraphCheck } from './build/chunk-graph.ts';
import { mantinePerComponentCss } from './build/mantine-css.ts';
import { mantineStableIds } from './build/mantine-stable-ids.ts';
import { precompress } from './build/precompress.ts';

/** Modules in chunks by the set of entries (the app, each lazy route) that use them. */
const BY_ENTRIES = { entriesAware: true } as const;
/** The app's entry modules: they stay in their own chunks, which import the `start` ones. */
const ENTRY_MODULE = /[\\/](index\.html|src[\\/]main\.tsx|src[\\/]start-on-interaction\.ts)$/;
/** A library module that this many lazy routes load goes into the common chunk. */
const COMMON_SHARE = 8;

const START_ON_INTERACTION = 'src/start-on-interaction.ts';

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    // Each Mantine component brings its own CSS into the chunk that uses it (see the plugin).
    mantinePerComponentCss(),
    // Mantine's components keep the id React gives them, without a second render on mount.
    mantineStableIds(),
    react(),
    VitePWA({
      strategies: 'generateSW',
      // We register it ourselves (src/features/pwa/register-sw.ts), production only.
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'FHP · Support student athletes',
        short_name: 'FHP',
        description: 'The marketplace where sports fans support amateur student athletes.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0a4de4',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Precache the app shell (HTML, JS chunks, CSS, icons); API data is never cached:
        // it is per-user and must always be fresh, so /api/* goes straight to the network.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Pages come from the network: the server answers each path with its own HTML (a
        // pre-rendered page with the operators' current links, or the shell naming the page's
        // chunks), which the worker would otherwise replace with the empty shell. Offline, the
        // precached shell, and the app draws the page. No copy of a page is kept: after an
        // update it would name chunks that no longer exist; the precached shell always matches
        // the precached chunks. `/` is the landing page, not a directory index of the shell.
        directoryIndex: '',
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/api(\/|$)/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
        ],
        cleanupOutdatedCaches: true,
        // Web Push: show a pushed notification and open its page on click (public/push-sw.js).
        importScripts: ['/push-sw.js'],
      },
    }),
    // Fails the build when chunks import each other or the entry's closure holds code it does
    // not import or weighs over 130 KB brotli (decision 0031).
    chunkGraphCheck({ starter: START_ON_INTERACTION, entryBudgetKb: 130 }),
    // Last: compresses what every plugin above wrote (brotli and gzip siblings, served as is).
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // dist/.vite/manifest.json lets scripts/first-load-size.mjs measure a route's first load.
    manifest: true,
    rolldownOptions: {
      // The app (index.html -> main.tsx), and the small script that starts it on a pre-rendered
      // page's first interaction (decision 0027; scripts/build.mjs puts it in those pages).
      input: {
        index: path.join(import.meta.dirname, 'index.html'),
        'start-on-interaction': path.join(import.meta.dirname, START_ON_INTERACTION),
      },
      output: {
        // What each page loads (decisions 0028 and 0031). Left to itself the bundler makes one
        // chunk per set of routes that share a module: each Mantine component and small helper
        // its own 1-2 KB file, a hundred requests for the profile over a phone's six HTTP/1.1
        // connections. Merging small sets into a neighbour (0028's first rule) cut requests but
        // let the merge choose what every page loads: the entry's guards shared a chunk with the
        // panel's AppShell, and a merge made an import cycle. Now, by priority:
        codeSplitting: {
          groups: [
            // 1. What the entry imports statically (`$initial`), in two files: every page runs it
            //    before its route, and nothing else rides along (build/chunk-graph.ts checks).
            {
              name: 'start-vendor',
              test: /node_modules/,
              tags: ['$initial'],
              priority: 3,
            },
            {
              name: 'start',
              test: (id) => !ENTRY_MODULE.test(id),
              tags: ['$initial'],
              priority: 3,
            },
            // 2. The avatar library (decision 0030) stays alone: merged into another chunk, every
            //    page sharing that chunk would load its 40 KB of drawings.
            { name: 'avatar-art', test: /node_modules[\\/]@dicebear[\\/]/, priority: 2 },
            // 3. Library modules that 8 or more routes load (overlays, inputs, popovers,
            //    floating-ui, zod, the query mutation hooks, dayjs...) in one chunk. Not ours:
            //    with its dependencies such a group would take in the domain modules they import,
            //    and every page would load every page's schemas and texts.
            {
              name: 'vendor-common',
              test: /node_modules/,
              minShareCount: COMMON_SHARE,
              priority: 1,
            },
            // 4. The rest by the set of routes that use it. Icons have no imports of their own, so
            //    merging them costs a page a few hundred bytes; small library sets merge only below
            //    2 KB (a merged chunk also imports whatever its members import); ours never.
            {
              name: 'icons',
              test: /node_modules[\\/]@tabler[\\/]/,
              ...BY_ENTRIES,
              entriesAwareMergeThreshold: 4_000,
            },
            {
              name: 'vendor',
              test: /node_modules/,
              ...BY_ENTRIES,
              entriesAwareMergeThreshold: 2_000,
            },
            { name: 'shared', minShareCount: 2, ...BY_ENTRIES },
          ],
        },
        // A merged chunk is named after every route that shares it; the file keeps the group's.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        assetFileNames: (asset) => {
          const name = asset.names[0] ?? '';
          return name.endsWith('.css')
            ? `assets/${name.split('~')[0]?.replace(/\.css$/, '')}-[hash].css`
            : 'assets/[name]-[hash][extname]';
        },
      },
      treeshake: {
        // The domain package is pure by design (no I/O, no globals): declaring it free of side
        // effects lets a page that only needs message texts skip the zod schemas entirely.
        moduleSideEffects: (id) => (/[\\/]packages[\\/]domain[\\/]/.test(id) ? false : undefined),
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': {
        target: API_TARGET,
        changeOrigin: false,
        // Server-sent events (/api/events) are long-lived: never time the proxy out, and keep
        // the response unbuffered so each event reaches the browser as it is written.
        timeout: 0,
        proxyTimeout: 0,
        configure: (proxy) => {
          proxy.on('proxyRes', (res) => {
            if (res.headers['content-type']?.startsWith('text/event-stream')) {
              res.headers['cache-control'] = 'no-cache, no-transform';
              res.headers['x-accel-buffering'] = 'no';
            }
          });
        },
      },
    },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: API_TARGET, timeout: 0, proxyTimeout: 0 } },
  },
});
