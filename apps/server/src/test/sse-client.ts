import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One parsed SSE block: `event`/`data`/`id` fields, or the comment lines it carried. */
export type SseBlock = {
  event?: string;
  data?: string;
  id?: string;
  retry?: string;
  comments: string[];
};

function parseBlock(text: string): SseBlock {
  const block: SseBlock = { comments: [] };
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) block.comments.push(line.slice(1).trim());
    else {
      const at = line.indexOf(':');
      const field = line.slice(0, at) as 'event' | 'data' | 'id' | 'retry';
      block[field] = line.slice(at + 1).replace(/^ /, '');
    }
  }
  return block;
}

export type SseClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  blocks: SseBlock[];
  /** Resolves with the first block (already received or arriving) that matches; rejects on timeout. */
  waitFor(match: (block: SseBlock) => boolean, timeoutMs?: number): Promise<SseBlock>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** The base URL of an app that has been started with `app.listen({ port: 0 })`. */
export function baseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens `/api/events` over real HTTP and parses the stream as it arrives. */
export function openSse(url: string, cookie?: string): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: cookie ? { cookie } : {} }, (response) => {
      const blocks: SseBlock[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          blocks.push(parseBlock(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        for (const check of waiters) check();
      });
      const ended = new Promise<void>((done) => response.on('close', () => done()));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        blocks,
        ended,
        close: () => request.destroy(),
        waitFor(match, timeoutMs = 3000) {
          return new Promise((found, fail) => {
            const check = () => {
              const block = blocks.find(match);
              if (!block) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(block);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(
                new Error(
                  `no matching SSE block within ${timeoutMs} ms; got ${JSON.stringify(blocks)}`,
                ),
              );
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
      });
    });
    request.on('error', reject);
  });
}

/** Polls a condition that has no event to wait on (e.g. a server noticing a disconnect). */
export async function eventually(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
