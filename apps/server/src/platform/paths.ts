import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found by walking up from this module to the
 * package.json named @fhp/server. The same code runs from its sources (src/platform/paths.ts,
 * under tsx or Vitest) and bundled into dist/main.js, whose depth differs: a fixed `../..`
 * would be right in one and wrong in the other.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@fhp/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the @fhp/server package folder');
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
/** The repository root, so relative folders mean the same from any working directory. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
/** Drizzle's migrations (SQL and journal), read at start. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
/** Reference lists (states, schools, ...) loaded into the database on first run. */
export const REFERENCE_DIR = path.join(SERVER_ROOT, 'src/seed/reference');
