#!/usr/bin/env node
// `npm run build:server`: compiles the server (and the domain package it imports) into one
// JavaScript file, apps/server/dist/main.js, which `npm start` runs with plain node: no
// TypeScript loader at run time. npm packages stay external (node_modules is there at run
// time, and pg-boss, sharp and PGlite find their own files); only our workspaces are bundled.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT = path.join(root, 'apps/server/dist/main.js');

/** Bare imports are external except our own workspace packages, whose sources are TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fhp/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** `outfile` must stay inside apps/server (the bundle finds its package folder by walking up). */
export async function buildServer(outfile = SERVER_OUT) {
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Error stacks name the source files (node runs with --enable-source-maps).
    sourcesContent: false,
    plugins: [externalPackages],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`built ${path.relative(root, SERVER_OUT)} in ${Date.now() - started} ms`);
}
