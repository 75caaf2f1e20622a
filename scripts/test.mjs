#!/usr/bin/env node
// `npm test`: every tier in one Vitest run (domain, server on PGlite, server on PostgreSQL when
// TEST_DATABASE_URL is set, web, e2e in Chromium), then one plain summary line for CI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fhp-test-')), 'report.json');
const args = [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
];
const run = spawnSync(path.join(root, 'node_modules/.bin/vitest'), args, {
  cwd: root,
  stdio: 'inherit',
});

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(report)) {
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  // A file that fails to load runs no test but is still a failure.
  const loadFailures = (json.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed'),
  ).length;
  passed = json.numPassedTests ?? 0;
  failed = (json.numFailedTests ?? 0) + loadFailures;
  skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
}

const code = run.status ?? 1;
if (code !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(code);
