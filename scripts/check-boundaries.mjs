#!/usr/bin/env node
// Import boundaries Biome cannot express: its noRestrictedImports matches the written specifier,
// and our relative specifiers ('../../x') mean another feature or the same one depending on the
// importing file's depth. This script resolves each specifier against its file and checks:
//   - apps/web/src/features/A/** imports neither features/B/** nor app/** (app/ composes features);
//   - apps/web/src/lib/** and ui/** (shared by every feature) import neither features/ nor app/;
//   - nothing outside packages/domain reaches into it by path: use the name '@fhp/domain'.
// Run by `npm run lint`; exits 1 listing every offending import.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = 'apps/web/src';
const domain = 'packages/domain';
const scanned = ['apps/web/src', 'apps/server/src', 'e2e'];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
// Every way a file names a module: static imports and re-exports (`import … from 'x'`,
// `import 'x'`, `export … from 'x'`), dynamic `import('x')`, and vi.mock / vi.importActual /
// vi.doMock. TypeScript 7 has no JavaScript API to ask, and these forms are regular.
const MODULE_REFERENCES = [
  /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bvi\.(?:mock|doMock|importActual|importMock)\(\s*['"]([^'"]+)['"]/g,
];

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

function specifiers(text) {
  return MODULE_REFERENCES.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]));
}

/** The area a repository-relative path belongs to, for the web rules. */
function webArea(file) {
  if (!file.startsWith(`${web}/`)) return null;
  const [top, name] = file.slice(web.length + 1).split('/');
  if (top === 'features') return { kind: 'feature', name };
  if (top === 'app' || top === 'lib' || top === 'ui') return { kind: top };
  return { kind: 'other' };
}

function violation(from, target) {
  if (!from.startsWith(`${domain}/`) && target.startsWith(`${domain}/`)) {
    return "reaches into packages/domain by path; import from '@fhp/domain'";
  }
  const source = webArea(from);
  const dest = webArea(target);
  if (!source || !dest) return null;
  if (source.kind === 'feature') {
    if (dest.kind === 'feature' && dest.name !== source.name) {
      return `feature '${source.name}' imports feature '${dest.name}'; move the shared piece to src/lib/ or src/ui/, or compose both in src/app/`;
    }
    if (dest.kind === 'app')
      return `feature '${source.name}' imports src/app/, which composes features`;
  }
  if (
    (source.kind === 'lib' || source.kind === 'ui') &&
    (dest.kind === 'feature' || dest.kind === 'app')
  ) {
    return `shared src/${source.kind}/ imports src/${dest.kind === 'feature' ? `features/${dest.name}` : 'app'}/`;
  }
  return null;
}

const problems = [];
for (const dir of scanned) {
  for (const full of walk(path.join(root, dir))) {
    const from = path.relative(root, full).split(path.sep).join('/');
    for (const spec of specifiers(fs.readFileSync(full, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
      const reason = violation(from, target);
      if (reason) problems.push(`${from}: '${spec}' — ${reason}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Import boundaries broken (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Import boundaries hold.');
