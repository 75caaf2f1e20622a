import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

/**
 * The column types drizzle wants as PostgreSQL's text (it maps dates, timestamps, intervals and
 * numeric arrays itself): the parsers drizzle's PGlite driver passes with every query, each
 * returning the text as it is. Type ids as in `drizzle-orm/pglite/session.js`.
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const keepText = (value: string) => value;

export const DRIZZLE_TEXT_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  TEXT_TYPES.map((type) => [type, keepText]),
);

/** PGlite's own parsers for those types, kept for the clients that are not drizzle. */
const ownParsers = new WeakMap<PGlite, NonNullable<QueryOptions['parsers']>>();

/**
 * The instance parses those types as drizzle asks, for every query. After it is ready: while
 * starting, PGlite installs its own parser for every array type it finds, over any given to
 * `PGlite.create`.
 */
export function useDrizzleTextParsers(pglite: PGlite): void {
  const own: Record<number, (value: string) => unknown> = {};
  for (const type of TEXT_TYPES) {
    const parser = pglite.parsers[type];
    if (parser) own[type] = parser;
  }
  ownParsers.set(pglite, own);
  Object.assign(pglite.parsers, DRIZZLE_TEXT_PARSERS);
}

/**
 * For a client other than drizzle (pg-boss's PGlite adapter): the instance as PGlite made it,
 * dates and timestamps parsed into JavaScript values, by giving PGlite's own parsers with each
 * query (the slower path, for the job queue's few statements). Not inside arrays: PGlite's array
 * parsers take their elements' parser from the instance (pg-boss reads no such array).
 */
export function withOwnParsers(pglite: PGlite): Pick<PGlite, 'query' | 'exec' | 'listen'> {
  const own = ownParsers.get(pglite);
  if (!own) return pglite;
  const options = (given?: QueryOptions): QueryOptions => ({
    ...given,
    parsers: { ...own, ...given?.parsers },
  });
  return {
    query: (query, params, given) => pglite.query(query, params, options(given)),
    exec: (query, given) => pglite.exec(query, options(given)),
    listen: (channel, callback, tx) => pglite.listen(channel, callback, tx),
  };
}

type QueryClient = Pick<PGlite, 'query'> & Partial<Pick<PGlite, 'transaction'>>;

/**
 * A client for drizzle that leaves out the per-query parsers when the instance already has the
 * same ones (`useDrizzleTextParsers`). PGlite handles a query that brings its own
 * parsers markedly slower: a 20-row notifications page took 0.84 ms with them and 0.61 without
 * (decision 0036), a quarter of every embedded query. Parsers this module does not know are passed
 * on as they come, so a drizzle that asks for more still gets what it asks for.
 */
export function withInstanceParsers(pglite: PGlite): QueryClient {
  const known = new WeakSet<object>();
  const covered = (parsers: NonNullable<QueryOptions['parsers']>) => {
    if (known.has(parsers)) return true;
    const same = Object.keys(parsers).every((type) => {
      const mine = DRIZZLE_TEXT_PARSERS[Number(type)];
      return mine !== undefined && pglite.parsers[Number(type)] === mine;
    });
    if (same) known.add(parsers);
    return same;
  };
  const options = (given?: QueryOptions): QueryOptions | undefined => {
    if (!given?.parsers || !covered(given.parsers)) return given;
    const { parsers: _instanceHasThem, ...rest } = given;
    return rest;
  };
  const wrap = (client: PGlite | Transaction): QueryClient => ({
    query: (query, params, given) => client.query(query, params, options(given)),
    ...('transaction' in client
      ? {
          transaction: (callback) =>
            client.transaction((tx) => callback(wrap(tx) as unknown as Transaction)),
        }
      : {}),
  });
  return wrap(pglite);
}
