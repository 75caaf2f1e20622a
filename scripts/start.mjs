#!/usr/bin/env node
// `npm start`: build the web app and the server when missing or older than their sources, then
// run the compiled server with plain node (it migrates the database and loads demo data on
// first run). `npm run dev` is the one that runs TypeScript directly (tsx).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
const serverOut = path.join(root, 'apps/server/dist/main.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  if (!fs.existsSync(distIndex)) return true;
  const built = fs.statSync(distIndex).mtimeMs;
  const sources = ['apps/web/src', 'apps/web/public', 'packages/domain/src'].map((d) =>
    path.join(root, d),
  );
  const configFiles = ['apps/web/index.html', 'apps/web/vite.config.ts'].map((f) =>
    path.join(root, f),
  );
  return (
    sources.some((d) => fs.existsSync(d) && newestMtime(d) > built) ||
    configFiles.some((f) => fs.existsSync(f) && fs.statSync(f).mtimeMs > built)
  );
}

function serverIsStale() {
  if (!fs.existsSync(serverOut)) return true;
  const built = fs.statSync(serverOut).mtimeMs;
  const sources = ['apps/server/src', 'packages/domain/src'].map((d) => path.join(root, d));
  const configFiles = ['apps/server/package.json', 'scripts/build-server.mjs'].map((f) =>
    path.join(root, f),
  );
  return (
    sources.some((d) => fs.existsSync(d) && newestMtime(d) > built) ||
    configFiles.some((f) => fs.existsSync(f) && fs.statSync(f).mtimeMs > built)
  );
}

if (process.env.SKIP_WEB_BUILD !== 'true' && webIsStale()) {
  console.log('Building the web app (first run or sources changed)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@fhp/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (serverIsStale()) {
  console.log('Building the server (first run or sources changed)...');
  // esbuild is a development dependency: a deploy without it ships a built apps/server/dist.
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

const server = spawn(process.execPath, [...serverNodeFlags(), serverOut], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
