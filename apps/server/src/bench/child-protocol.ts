import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The messages a forked bench server (the app or bare Fastify) exchanges with the bench: `ready`
 * with its port, its memory on request, and `stop`. An orphan stops once the bench is gone, so
 * it keeps no port or database connection.
 */
export function answerBench(app: FastifyInstance, stop: () => Promise<void>) {
  const stopAndExit = async () => {
    await stop();
    process.exit(0);
  };
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'memory') process.send?.({ type: 'memory', usage: process.memoryUsage() });
    if (message.type === 'stop') void stopAndExit();
  });
  process.on('disconnect', () => void stopAndExit());
  process.send?.({ type: 'ready', port: (app.server.address() as AddressInfo).port });
}
