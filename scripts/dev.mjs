#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch) and Vite's dev server with hot reload,
// which proxies /api to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const child = spawn(
  bin('concurrently'),
  [
    '--names',
    'api,web',
    '--prefix-colors',
    'blue,magenta',
    '--kill-others-on-fail',
    `${bin('tsx')} watch --clear-screen=false apps/server/src/main.ts`,
    'npm run dev -w @fhp/web',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    // Browsers talk to the API through Vite's proxy: that is the origin the same-origin check
    // and the links in e-mails must name.
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  },
);
child.on('exit', (code) => process.exit(code ?? 0));
