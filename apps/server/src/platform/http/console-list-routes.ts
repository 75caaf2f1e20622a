import type { Endpoint, EndpointQuery, EndpointReply } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { consoleGuard } from '../auth/subjects';
import type { DbOrTx } from '../db/database';
import { csvAttachment } from './csv';
import { cursorParam } from './cursor';
import { route } from './route';

type PageFields = { cursor?: string; limit: number };
type Filters<L extends Endpoint> = Omit<EndpointQuery<L>, keyof PageFields>;

/**
 * A console list and its CSV export, the pair every console table is: the same filters answer
 * the screen's page (keyset cursor, `limit` rows) and the file (every row), both decided on the
 * console itself (only an operator relates to it).
 */
export function consoleListRoutes<
  const L extends Endpoint,
  const C extends Endpoint,
  K = ReturnType<typeof cursorParam>,
>(
  app: FastifyInstance,
  db: DbOrTx,
  endpoints: { list: L; csv: C },
  read: {
    page: (filters: Filters<L>, page: { cursor: K; limit: number }) => Promise<EndpointReply<L>>;
    csv: (query: EndpointQuery<C>) => Promise<string>;
    /** The download's name without extension; from the query when the file depends on a filter. */
    fileName: string | ((query: EndpointQuery<C>) => string);
    /** Reads the cursor when the list pages on more than (created_at, id). */
    cursor?: (raw: string | undefined) => K;
  },
): void {
  const authorize = consoleGuard(db);
  const readCursor = read.cursor ?? (cursorParam as (raw: string | undefined) => K);
  route(
    app,
    endpoints.list,
    async (request) => {
      const { cursor, limit, ...filters } = request.query as EndpointQuery<L> & PageFields;
      return read.page(filters as Filters<L>, { cursor: readCursor(cursor), limit });
    },
    { authorize },
  );
  route(
    app,
    endpoints.csv,
    async (request, reply) => {
      const query = request.query as EndpointQuery<C>;
      const name = typeof read.fileName === 'string' ? read.fileName : read.fileName(query);
      return reply.headers(csvAttachment(name)).send(await read.csv(query));
    },
    { authorize },
  );
}
