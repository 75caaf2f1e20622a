import { pizzaRequestEndsAt, type TPizzaRequestStatus } from '@fhp/domain';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  payments,
  pizzaMoneyDonations,
  pizzaMoneyGifts,
  pizzaMoneyRequests,
  purchases,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { createFan, sessionCookie } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

const DAY = 24 * 3600_000;

/** A fan with a session: the user and the `cookie` header value. */
export async function signedInFan(
  db: DbOrTx,
  names: { firstName?: string; lastName?: string } = {},
) {
  const user = await createFan(db, names);
  return { user, cookie: await sessionCookie(db, user.id) };
}

/**
 * A request row in a given state, asked `daysAgo` days ago (its end 30 days after): for the
 * states a test cannot wait for (expired). Fresh requests go through the ask endpoint.
 */
export async function insertRequest(
  db: DbOrTx,
  input: {
    athleteUserId: string;
    fanUserId: string;
    status?: TPizzaRequestStatus;
    daysAgo?: number;
  },
) {
  const createdAt = new Date(Date.now() - (input.daysAgo ?? 0) * DAY);
  const [row] = await db
    .insert(pizzaMoneyRequests)
    .values({
      athleteUserId: input.athleteUserId,
      fanUserId: input.fanUserId,
      status: input.status ?? 'pending',
      createdAt,
      endsAt: pizzaRequestEndsAt(createdAt),
      acceptedAt: input.status === 'active' ? createdAt : null,
    })
    .returning({ id: pizzaMoneyRequests.id });
  if (!row) throw new Error('request insert returned nothing');
  return row.id;
}

/** HTTP helpers over one test app. */
export function pizzaApi(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const api = {
    call,
    list: (cookie: string, query = '') => call('GET', `/api/pizza-money/requests${query}`, cookie),
    accept: (cookie: string, id: string) =>
      call('POST', `/api/pizza-money/requests/${id}/accept`, cookie),
    reject: (cookie: string, id: string) =>
      call('DELETE', `/api/pizza-money/requests/${id}`, cookie),
    donations: (cookie: string, id: string) =>
      call('GET', `/api/pizza-money/requests/${id}/donations`, cookie),
    card: (athleteNumber: number, cookie?: string) =>
      call('GET', `/api/athletes/${athleteNumber}/pizza-money`, cookie),
    ask: (cookie: string, athleteNumber: number) =>
      call('POST', '/api/fan/pizza-money/requests', cookie, { athleteNumber }),
    donate: (cookie: string, body: object) =>
      call('POST', '/api/fan/pizza-money/donations', cookie, body),
    capture: (cookie: string, paymentId: string) =>
      call('POST', `/api/fan/pizza-money/donations/${paymentId}/capture`, cookie),
    approve: (approveUrl: string) =>
      call('POST', `/api/payments/simulated/${approveUrl.split('/').pop()}/approve`, undefined, {}),
    cancelAtCheckout: (approveUrl: string) =>
      call('POST', `/api/payments/simulated/${approveUrl.split('/').pop()}/cancel`, undefined, {}),
    /** Checkout, approval at the simulator, capture: the payment and the purchase it booked. */
    async give(cookie: string, requestId: string, dollars: number, coverFee = false) {
      const started = await api.donate(cookie, { requestId, dollars, coverFee });
      expect(started.statusCode, started.body).toBe(201);
      const { paymentId, approveUrl } = started.json();
      expect((await api.approve(approveUrl)).statusCode).toBe(200);
      const captured = await api.capture(cookie, paymentId);
      expect(captured.statusCode, captured.body).toBe(200);
      return { paymentId: paymentId as string, purchaseId: captured.json().purchaseId as string };
    },
  };
  return api;
}

/** Row counts of everything a refused call must not write. */
export async function pizzaRowCounts(db: DbOrTx) {
  const countOf = async (
    table:
      | typeof payments
      | typeof pizzaMoneyRequests
      | typeof pizzaMoneyDonations
      | typeof pizzaMoneyGifts
      | typeof purchases,
  ) => Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    payments: await countOf(payments),
    requests: await countOf(pizzaMoneyRequests),
    donations: await countOf(pizzaMoneyDonations),
    gifts: await countOf(pizzaMoneyGifts),
    purchases: await countOf(purchases),
  };
}

export async function requestStatus(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ status: pizzaMoneyRequests.status })
    .from(pizzaMoneyRequests)
    .where(eq(pizzaMoneyRequests.id, id));
  return row?.status ?? null;
}
