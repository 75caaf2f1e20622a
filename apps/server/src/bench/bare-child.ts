import Fastify from 'fastify';
import { answerBench } from './child-protocol';

/**
 * The physical reference: bare Fastify with one hello route and nothing else (no logger, no
 * plugins), forked like the app so that both are loaded by the same client in the same rounds.
 * What the app serves is judged as a share of this. It answers the bench like server-child.ts (child-protocol.ts).
 */
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });

answerBench(app, () => app.close());
