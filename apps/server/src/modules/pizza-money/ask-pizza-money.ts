import { pizzaMoneyMessages as m, pizzaRequestEndsAt } from '@fhp/domain';
import { and, eq, gt } from 'drizzle-orm';
import { pizzaMoneyRequests as r } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { conflict } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { listedAthleteByNumber } from './listed-athlete';
import { lockPizzaAthlete } from './pizza-cap';

/**
 * A fan's request in the caller's transaction, as of `at`, under the athlete's lock (two asks at
 * once see each other): refused while the athlete has a request open to donations (the fan can
 * donate to it) or while this fan's earlier request still waits for an answer.
 */
export async function insertPizzaRequest(
  tx: Tx,
  input: { athleteUserId: string; fanUserId: string; at: Date },
): Promise<{ id: string; endsAt: Date }> {
  const { athleteUserId, fanUserId, at } = input;
  await lockPizzaAthlete(tx, athleteUserId);
  const stillOpen = (status: 'pending' | 'active') =>
    and(eq(r.athleteUserId, athleteUserId), eq(r.status, status), gt(r.endsAt, at));
  const [open] = await tx.select({ id: r.id }).from(r).where(stillOpen('active')).limit(1);
  if (open) throw conflict(m.alreadyOpen);
  const [waiting] = await tx
    .select({ id: r.id })
    .from(r)
    .where(and(stillOpen('pending'), eq(r.fanUserId, fanUserId)))
    .limit(1);
  if (waiting) throw conflict(m.alreadyAsked);
  const [row] = await tx
    .insert(r)
    .values({
      athleteUserId,
      fanUserId,
      status: 'pending',
      createdAt: at,
      endsAt: pizzaRequestEndsAt(at),
    })
    .returning({ id: r.id, endsAt: r.endsAt });
  if (!row) throw new Error('pizza money request insert returned nothing');
  return row;
}

/** A fan asks an athlete whether they could use pizza money (spec: 'Request Added Successfully'). */
export async function askPizzaMoney(
  services: AppServices,
  fanUserId: string,
  athleteNumber: number,
): Promise<{ message: string; request: { id: string; endsAt: string } }> {
  const athlete = await listedAthleteByNumber(services.db, athleteNumber);
  const at = new Date();
  const row = await services.db.transaction((tx) =>
    insertPizzaRequest(tx, { athleteUserId: athlete.userId, fanUserId, at }),
  );
  return { message: m.requestAdded, request: { id: row.id, endsAt: row.endsAt.toISOString() } };
}
