import {
  pizzaMoneyMessages as m,
  pizzaRequestActions,
  type TPizzaActionResponse,
} from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { pizzaMoneyRequests as r } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { conflict } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { announceNotification } from '../notifications/create-notification';
import { lockPizzaAthlete } from './pizza-cap';
import {
  displayStatus,
  lockMyPizzaRequest,
  openPizzaRequestId,
  readMyPizzaRequest,
} from './pizza-request-rows';
import { tellAskingFan } from './tell-asking-fan';

/**
 * Accepts a request in the caller's transaction, as of `at`: only a pending one still open
 * (pizzaRequestActions), and only while no other request of mine is open to donations (the
 * fans' card shows one open request). Under my athlete row's lock, so two accepts at once
 * cannot open two requests.
 */
export async function acceptPizzaRequestIn(
  tx: Tx,
  athleteUserId: string,
  id: string,
  at: Date,
): Promise<void> {
  await lockPizzaAthlete(tx, athleteUserId);
  const row = await lockMyPizzaRequest(tx, athleteUserId, id);
  const status = displayStatus(row, at);
  const openId = await openPizzaRequestId(tx, athleteUserId, at);
  const anotherOpen = openId !== null && openId !== id;
  if (!pizzaRequestActions({ status, donationsCount: row.donationsCount, anotherOpen }).accept) {
    if (status === 'gifted') throw conflict(m.completed);
    if (status === 'expired') throw conflict(m.expired);
    if (status === 'pending' && anotherOpen) throw conflict(m.oneOpenAtATime);
    throw conflict(m.notPending);
  }
  await tx.update(r).set({ status: 'active', acceptedAt: at }).where(eq(r.id, id));
}

/**
 * Accept (spec: 'Accept Successfully'): the request becomes active, open to donations, and the
 * fan who asked is told (notification and e-mail).
 */
export async function acceptPizzaRequest(
  services: AppServices,
  athleteUserId: string,
  id: string,
): Promise<TPizzaActionResponse> {
  const now = new Date();
  const told = await services.db.transaction(async (tx) => {
    await acceptPizzaRequestIn(tx, athleteUserId, id, now);
    return tellAskingFan(services, tx, id);
  });
  if (told) await announceNotification(services, told.fanUserId, told.notificationId);
  return { message: m.accepted, request: await readMyPizzaRequest(services.db, athleteUserId, id) };
}
