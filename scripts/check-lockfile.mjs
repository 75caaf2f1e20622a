#!/usr/bin/env node
// `npm run check:lock`: every optional dependency a locked package names (the platform binaries
// of biome, rollup, esbuild, sharp, TypeScript...) must be in package-lock.json, or `npm ci`
// fails on some machine. npm drops one silently when the registry has no such version for a
// platform, so a lock written on this machine can look fine here and break elsewhere.
// Second check: a dependency named by a dist-tag ("latest") must be pinned in "overrides", or
// `npm ci` refuses the lock as soon as the registry publishes a newer version (it happened with
// lighthouse's third-party-web).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { packages } = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const { overrides = {} } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** Where Node would find `name` from the package at `location`: its own folder, then upwards. */
function resolve(location, name) {
  let base = location;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (!base) return undefined;
    const up = base.lastIndexOf('/node_modules/');
    base = up >= 0 ? base.slice(0, up) : '';
  }
}

const missing = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolve(location, name)) missing.push(`${location || '(root)'} -> ${name}`);
  }
}

if (missing.length > 0) {
  console.error(
    `package-lock.json lacks ${missing.length} optional package(s):\n  ${missing.join('\n  ')}\n` +
      'The registry has no such version for those platforms. Pin the parent to a version that ' +
      'has them all (package.json "overrides", see README "Dependencies"), then regenerate: ' +
      'rm -rf node_modules package-lock.json && npm install',
  );
  process.exit(1);
}

/** A spec that names no version range: a tag such as "latest" or "next". */
const isDistTag = (spec) => /^[a-z][a-z0-9-]*$/i.test(spec);
const unpinned = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.dependencies ?? {})) {
    if (isDistTag(spec) && !(name in overrides)) unpinned.push(`${location} -> ${name}@${spec}`);
  }
}
if (unpinned.length > 0) {
  console.error(
    `${unpinned.length} dependency(ies) follow a registry tag, so the lock breaks when the tag moves:\n  ` +
      `${unpinned.join('\n  ')}\nPin each to its locked version in package.json "overrides".`,
  );
  process.exit(1);
}
console.log('package-lock.json names every optional platform package and pins every tagged one.');
