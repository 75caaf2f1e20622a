import { pizzaMoneyMessages as m, pizzaRequestActions } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { pizzaMoneyRequests as r } from '../../db/schema';
import { conflict } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { releaseCheckouts } from './pizza-cap';
import { displayStatus, lockMyPizzaRequest } from './pizza-request-rows';

/**
 * Reject deletes the request (spec), unless pizzaRequestActions says no: a gifted request is
 * completed, and one that received donations stays on record. Its checkouts still open are
 * closed with it (their share of the cap is free again); one being captured right now finds
 * the request gone and is refunded by the capture.
 */
export async function rejectPizzaRequest(
  services: AppServices,
  athleteUserId: string,
  id: string,
): Promise<{ message: string }> {
  const now = new Date();
  await services.db.transaction(async (tx) => {
    const row = await lockMyPizzaRequest(tx, athleteUserId, id);
    const status = displayStatus(row, now);
    if (!pizzaRequestActions({ status, donationsCount: row.donationsCount }).reject) {
      throw conflict(status === 'gifted' ? m.completed : m.hasDonations);
    }
    await releaseCheckouts(tx, athleteUserId, now, { requestId: id });
    await tx.delete(r).where(eq(r.id, id));
  });
  return { message: m.deleted };
}
