import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/database';
import { tooManyRequests } from '../http/app-error';
import { addressKey } from './address-key';
import { takeAttempts } from './attempt-counters';

/**
 * A route hook that counts every request of the route per network address in the database
 * (shared by all processes) and answers 429 with `message` past `max` in a window. It runs
 * before the handler reads the body, so a refused request costs one upsert.
 */
export function limitByAddress(
  db: DbOrTx,
  limit: { scope: string; max: number; windowMs: number; message: string },
) {
  return async (request: FastifyRequest) => {
    const ticket = await takeAttempts(db, [
      { scope: limit.scope, key: addressKey(request.ip), max: limit.max, windowMs: limit.windowMs },
    ]);
    if (!ticket) throw tooManyRequests(limit.message);
  };
}
