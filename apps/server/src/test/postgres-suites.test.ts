import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { POSTGRES_SUITES } from './postgres-suites';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(SERVER_ROOT, full)] : [];
  });
}

describe('the PostgreSQL suites list', () => {
  const files = testFiles(path.join(SERVER_ROOT, 'src'));

  it('names only test files that exist', () => {
    for (const listed of POSTGRES_SUITES) expect(files, listed).toContain(listed);
  });

  it('includes every file with a test that runs only on PostgreSQL', () => {
    const postgresOnly = files.filter((file) =>
      /dbKind'\)\s*[!=]==\s*'postgres'|kind\s*[!=]==\s*'postgres'/.test(
        fs.readFileSync(path.join(SERVER_ROOT, file), 'utf8'),
      ),
    );
    expect(postgresOnly.length).toBeGreaterThan(5);
    const missing = postgresOnly.filter((file) => !POSTGRES_SUITES.includes(file));
    expect(missing).toEqual([]);
  });
});
