import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WRAPPER = fileURLToPath(new URL('../support/exit-with-parent.mjs', import.meta.url));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A test runner killed outright runs no exit handler: the servers it started (support/server.ts)
 * must still end. A stand-in runner starts a long-lived command the way startServer does and
 * prints its pid; the runner is then SIGKILLed, and the command must be gone.
 */
describe('servers started for the journeys', () => {
  it('end when the runner that started them is killed outright', async () => {
    const runnerCode = `
      const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, [${JSON.stringify(WRAPPER)}, process.execPath, '-e',
        'console.log(process.pid); setInterval(() => {}, 1000)'],
        { stdio: ['pipe', 'inherit', 'inherit'], detached: true });
      setInterval(() => {}, 1000);`;
    const runner = spawn(process.execPath, ['-e', runnerCode], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pid = await new Promise<number>((resolve, reject) => {
      runner.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      runner.once('exit', () => reject(new Error('the stand-in runner exited first')));
    });
    expect(alive(pid)).toBe(true);
    runner.kill('SIGKILL');
    await expect.poll(() => alive(pid)).toBe(false);
  });
});
