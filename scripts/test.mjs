#!/usr/bin/env node
// `npm test`: every tier (domain, server on PGlite, server on PostgreSQL when TEST_DATABASE_URL is
// set, web, e2e in Chromium), then one plain summary line for CI.
//
// The browser journeys run in a second Vitest process after the other tiers (in the same worker
// pool they held slots the CPU-bound server files were queued for). `npm test -- <filters>`
// runs one Vitest with those arguments.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules/.bin/vitest');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fhp-test-'));
const extraArgs = process.argv.slice(2);

const BROWSER_PROJECT = 'e2e';
const OTHER_PROJECTS = ['domain', 'server', 'server-pg', 'web'];

/** Starts one Vitest; resolves with its exit code. `hold` buffers its output instead of streaming it. */
function runVitest(name, projectArgs, { hold }) {
  const report = path.join(reportDir, `${name}.json`);
  const args = [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...projectArgs,
    ...extraArgs,
  ];
  const child = spawn(vitest, args, {
    cwd: root,
    stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {
      ...process.env,
      FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
    },
  });
  const held = [];
  let streaming = !hold;
  const write = (stream) => (chunk) =>
    streaming ? stream.write(chunk) : held.push([stream, chunk]);
  child.stdout?.on('data', write(process.stdout));
  child.stderr?.on('data', write(process.stderr));
  const code = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
  return {
    report,
    code,
    /** Prints what was held back, then streams the rest. */
    release() {
      for (const [stream, chunk] of held) stream.write(chunk);
      held.length = 0;
      streaming = true;
    },
  };
}

// Explicit projects: a `--project` left out would silently not run (server-pg only exists with
// TEST_DATABASE_URL, and Vitest refuses an unknown project name).
const others = OTHER_PROJECTS.filter(
  (name) => name !== 'server-pg' || process.env.TEST_DATABASE_URL,
).flatMap((name) => ['--project', name]);

// One after the other: side by side, the journeys' Chromium pages and the unit workers
// oversubscribed the two cores (load average 12-20, a third of the CPU in the kernel) and both
// ran several times slower than alone, with timeouts.
const plans =
  extraArgs.length > 0
    ? [['all', []]]
    : [
        ['units', others],
        ['browser', ['--project', BROWSER_PROJECT]],
      ];

/**
 * The journeys' web build and compiled server (e2e/support/artifacts.mjs), made while the unit
 * tiers run: they leave part of the two cores idle (waiting on databases), and the journeys
 * then start at once instead of after a 15 s build. Null when the build failed: the journeys'
 * global setup then builds and reports the error itself.
 */
const artifacts = await import(path.join(root, 'e2e/support/artifacts.mjs'));
const journeysPrepared =
  extraArgs.length === 0 && process.env.E2E_SKIP_BUILD !== 'true'
    ? artifacts.buildArtifacts().catch(() => null)
    : null;

const runs = [];
const codes = [];
let prepared = null;
for (const [name, projectArgs] of plans) {
  if (name === 'browser') {
    prepared = await journeysPrepared;
    if (prepared) {
      Object.assign(process.env, {
        E2E_PREBUILT: 'true',
        E2E_WEB_DIST_DIR: prepared.webDir,
        E2E_SERVER_ENTRY: prepared.serverEntry,
      });
    }
  }
  const run = runVitest(name, projectArgs, { hold: false });
  runs.push(run);
  codes.push(await run.code);
}
if (prepared) artifacts.removeArtifacts(prepared);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const { report } of runs) {
  if (!fs.existsSync(report)) continue;
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  // A file that fails to load runs no test but is still a failure.
  const loadFailures = (json.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed'),
  ).length;
  passed += json.numPassedTests ?? 0;
  failed += (json.numFailedTests ?? 0) + loadFailures;
  skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
}

const code = codes.find((c) => c !== 0) ?? 0;
if (code !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(code);
