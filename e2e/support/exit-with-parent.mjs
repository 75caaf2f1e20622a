/**
 * Runs a command and ends it when the test runner that started this one is gone. The runner
 * holds this process's stdin open; a runner that is killed (SIGKILL, a crash, a CI time-out)
 * cannot run an exit handler, but its end closes the pipe, and the command is killed then. A
 * server left behind would hold its port, its database and a core of a 2-core machine.
 *
 * Usage: node exit-with-parent.mjs <command> [args...]. SIGTERM and SIGINT are passed on once,
 * and this process exits with the command's code.
 */
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('usage: exit-with-parent.mjs <command> [args...]\n');
  process.exit(2);
}
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => child.kill(signal));
}
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
process.stdin.on('close', () => {
  child.kill('SIGKILL');
  process.exit(1);
});
process.stdin.resume();
