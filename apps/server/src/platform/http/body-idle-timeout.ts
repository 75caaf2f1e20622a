import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { answerClientError } from './error-handler';

/**
 * A request body that stops arriving is answered 408 once no byte has come for `idleMs`,
 * instead of holding its connection until the whole request's time is up (60 s, then up to the
 * next check of Node's: 62-80 s in the probe, decision 0043). A slow body that keeps moving
 * still has the request's full time. Armed in onRequest (before the body is read) for a request
 * that declares a body, and disarmed once the body has arrived, so a handler that takes long
 * (or a response that streams) is never cut by it.
 */
export function registerBodyIdleTimeout(app: FastifyInstance, idleMs: number) {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined ||
      Number(raw.headers['content-length'] ?? 0) > 0;
    // Only a real connection (app.inject's stand-in has no timers, nor a body that stalls).
    if (!hasBody || raw.complete || !(raw.socket instanceof Socket)) {
      done();
      return;
    }
    const socket = raw.socket;
    const onIdle = () => {
      if (raw.complete) return;
      // Answered already (a guard refused it before reading the body): no second answer.
      if (reply.raw.headersSent) {
        socket.destroy();
        return;
      }
      const error = Object.assign(new Error('request body stopped arriving'), {
        code: 'ERR_HTTP_REQUEST_TIMEOUT',
      });
      answerClientError(error, socket);
    };
    raw.setTimeout(idleMs, onIdle);
    const disarm = () => {
      raw.removeListener('timeout', onIdle);
      if (!socket.destroyed) socket.setTimeout(0);
    };
    raw.once('end', disarm);
    raw.once('close', () => raw.removeListener('timeout', onIdle));
    done();
  });
}
