import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { STABLE_USE_ID, substitutes } from './mantine-stable-ids';

const require = createRequire(import.meta.url);

describe("the build's substitute for Mantine's useId", () => {
  // The package's import entry is its esm/index.mjs (the module the plugin watches for).
  const hooksIndex = require
    .resolve('@mantine/hooks')
    .replace(/cjs[\\/]index\.cjs$/, 'esm/index.mjs');

  it("applies to the installed @mantine/hooks index's own import of useId", () => {
    // If an upgrade moves the module, the build fails too (the plugin's buildEnd).
    expect(fs.readFileSync(hooksIndex, 'utf8')).toContain('"./use-id/use-id.mjs"');
    expect(substitutes('./use-id/use-id.mjs', hooksIndex)).toBe(true);
    expect(fs.existsSync(STABLE_USE_ID)).toBe(true);
  });

  it('leaves every other import alone', () => {
    expect(substitutes('./use-id/use-id.mjs', '/app/src/main.tsx')).toBe(false);
    expect(substitutes('./use-disclosure/use-disclosure.mjs', hooksIndex)).toBe(false);
    expect(substitutes('./use-id/use-id.mjs', undefined)).toBe(false);
  });
});
