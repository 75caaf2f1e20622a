import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HEAP_CEILING_MB, serverNodeFlags } from '../../../../scripts/server-node-flags.mjs';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe("the server's node flags (decision 0034)", () => {
  it('set a heap ceiling unless NODE_OPTIONS sets one', () => {
    expect(serverNodeFlags({})).toContain(`--max-old-space-size=${HEAP_CEILING_MB}`);
    const own = serverNodeFlags({ NODE_OPTIONS: '--max-old-space-size=1024' });
    expect(own.some((flag) => flag.startsWith('--max-old-space-size'))).toBe(false);
  });

  it("are the server package's start script's too", async () => {
    const pkg = JSON.parse(await fs.readFile(path.join(serverDir, 'package.json'), 'utf8'));
    expect(pkg.scripts.start).toBe(`node ${serverNodeFlags({}).join(' ')} dist/main.js`);
  });
});
