import type { OutgoingHttpHeaders } from 'node:http';
import { eventEndpoints as endpoints, type TAppEvent } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { findSession } from '../../platform/auth/sessions';
import { unauthenticated } from '../../platform/http/app-error';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';

/** Below the usual 30-60 s idle timeouts of proxies and load balancers. */
const HEARTBEAT_MS = 25_000;
/** How long EventSource waits before reconnecting after the stream drops. */
const RETRY_MS = 5_000;
/** A client this far behind is not reading; drop it, it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export type EventRoutesOptions = { services: AppServices; heartbeatMs?: number };

function formatEvent(id: number, event: TAppEvent): string {
  // JSON.stringify escapes newlines, so the data always fits on one `data:` line.
  return `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\nid: ${id}\n\n`;
}

export async function eventRoutes(app: FastifyInstance, options: EventRoutesOptions) {
  const { services, heartbeatMs = HEARTBEAT_MS } = options;
  /** Ends each open stream; a long-lived response would otherwise keep `server.close()` waiting. */
  const openStreams = new Set<() => void>();

  // preClose, not onClose: Fastify closes the HTTP server (and waits for open responses)
  // before plugin onClose hooks would run, so ending streams there would deadlock.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  route(app, endpoints.stream, async (request, reply) => {
    // A signed-in request always carries its token; this only narrows the type.
    if (!request.sessionToken) throw unauthenticated();
    // HEAD (Fastify answers it with this GET's handler): the stream's headers and no stream,
    // which would otherwise be held open with nothing ever written (decision 0043).
    if (request.method === 'HEAD') {
      reply.headers({
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
      });
      return reply.code(200).send();
    }
    const userId = request.user.id;
    const token = request.sessionToken;
    // We write the response ourselves: no serializer, no onSend hooks from here on.
    reply.hijack();
    const res = reply.raw;

    // Helmet and friends set headers on reply.raw in onRequest, which survive the hijack;
    // headers set through reply.header() live on the reply, so copy them over.
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = value;
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    request.raw.socket?.setNoDelay(true);
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);

    let nextId = 1;
    let ended = false;
    const write = (chunk: string) => {
      if (ended) return;
      res.write(chunk);
      if (res.writableLength > MAX_BUFFERED_BYTES) end();
    };
    // A stream lives no longer than its session: looked up again on every heartbeat (expiry,
    // idle timeout, a block) and at once when the user's sessions are said to have ended.
    const endUnlessSignedIn = async () => {
      const session = await findSession(services.db, token, services.config.sessionIdleMs).catch(
        () => undefined, // the database is unreachable: keep the stream, check again later
      );
      if (session === null || session?.user.blocked) end();
    };
    const unsubscribe = services.events.subscribe(userId, (event) => {
      write(formatEvent(nextId++, event));
      if (event.type === 'session.ended') void endUnlessSignedIn();
    });
    const heartbeat = setInterval(() => {
      write(': heartbeat\n\n');
      void endUnlessSignedIn();
    }, heartbeatMs);

    function end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
      if (!res.writableEnded) res.end();
    }
    openStreams.add(end);
    // The client went away (tab closed, network lost): stop delivering to it.
    request.raw.on('close', end);
    res.on('error', end);
    // It may have gone while the session was being looked up; 'close' will not fire again.
    if (request.raw.destroyed) end();
    return reply;
  });
}
