import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { mantinePerComponentCss } from './build/mantine-css.ts';
import { precompress } from './build/precompress.ts';

/** Shared chunks by the set of routes that use them; sets under 20 KB merge into a neighbour. */
const SHARED_CHUNK = { entriesAware: true, entriesAwareMergeThreshold: 20_000 } as const;

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    // Each Mantine component brings its own CSS into the chunk that uses it (see the plugin).
    mantinePerComponentCss(),
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
        'start-on-interaction': path.join(import.meta.dirname, 'src/start-on-interaction.ts'),
      },
      output: {
        // Fewer, larger shared chunks (decision 0028). Left to itself the bundler makes one
        // chunk per set of routes that share a module, so each Mantine component and small
        // helper became its own 1-2 KB file: 119 scripts and 39 stylesheets before the profile
        // screen could render, one round trip each over a phone's six HTTP/1.1 connections.
        // Shared modules now go into chunks per set of routes that use them, and a set under
        // 20 KB joins its closest neighbour: a route loads some code it does not run, in far
        // fewer requests (the profile 44 scripts, /trending 35).
        codeSplitting: {
          groups: [
            // The avatar library (decision 0030) stays alone: merged into a vendor chunk, every
            // page sharing that chunk would load its 40 KB of drawings.
            { name: 'avatar-art', test: /node_modules[\\/]@dicebear[\\/]/ },
            { name: 'vendor', test: /node_modules/, ...SHARED_CHUNK },
            { name: 'shared', minShareCount: 2, ...SHARED_CHUNK },
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
