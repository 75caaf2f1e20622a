#!/usr/bin/env node
// What the journeys serve, built once per run: the web app (into a temporary folder, so a
// concurrent `npm run build` in the tree cannot swap the hashed assets under a running test) and
// the server compiled as `npm start` compiles it (scripts/build-server.mjs), into a private
// folder under apps/server/node_modules (the bundle finds its package folder by walking up).
// Global setup calls buildArtifacts(); `npm test` (scripts/test.mjs) calls it while the unit
// tiers run, so the journeys start without waiting for a build, and passes the folders on
// (E2E_PREBUILT).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function buildWebApp(outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@fhp/web', '--', '--outDir', outDir], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0
        ? resolve()
        : reject(new Error(`The web build failed (exit ${status}):\n${output}`)),
    );
  });
}

/** Builds both; resolves with their folders. A failed build leaves nothing behind. */
export async function buildArtifacts() {
  const started = Date.now();
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fhp-e2e-web-'));
  const serverParent = path.join(REPO_ROOT, 'apps/server/node_modules');
  fs.mkdirSync(serverParent, { recursive: true });
  const serverDir = fs.mkdtempSync(path.join(serverParent, '.e2e-server-'));
  const serverEntry = path.join(serverDir, 'main.js');
  try {
    const { buildServer } = await import(path.join(REPO_ROOT, 'scripts/build-server.mjs'));
    await Promise.all([buildWebApp(webDir), buildServer(serverEntry)]);
  } catch (error) {
    removeArtifacts({ webDir, serverDir });
    throw error;
  }
  return { webDir, serverDir, serverEntry, ms: Date.now() - started };
}

export function removeArtifacts({ webDir, serverDir }) {
  // `<webDir>-ssr`: the web app's server bundle, beside it (apps/web/scripts/build.mjs).
  for (const dir of [webDir, `${webDir}-ssr`, serverDir]) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
