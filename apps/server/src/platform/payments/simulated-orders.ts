import { and, eq, inArray, sql } from 'drizzle-orm';
import { simulatedOrders } from '../../db/schema';
import type { DbOrTx } from '../db/database';

export type SimulatedOrder = typeof simulatedOrders.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findSimulatedOrder(db: DbOrTx, orderId: string) {
  // Order ids are UUIDs; anything else (a placeholder) is simply not an order.
  if (!UUID.test(orderId)) return undefined;
  const [order] = await db.select().from(simulatedOrders).where(eq(simulatedOrders.id, orderId));
  return order;
}

/**
 * Moves an order from one of `from` to `to` in a single UPDATE, so two clicks (or two tabs)
 * cannot both win. Returns the updated order, or undefined when it was not in `from`.
 */
export async function transitionSimulatedOrder(
  db: DbOrTx,
  orderId: string,
  from: SimulatedOrder['status'][],
  to: 'approved' | 'cancelled',
) {
  const [order] = await db
    .update(simulatedOrders)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(simulatedOrders.id, orderId), inArray(simulatedOrders.status, from)))
    .returning();
  return order;
}

/**
 * Captures an approved order (intent `capture`), or returns the existing capture of a captured one. One UPDATE
 * with `coalesce` keeps the first capture id when concurrent captures race on the row.
 */
export async function captureSimulatedOrder(db: DbOrTx, orderId: string, newCaptureId: string) {
  if (!UUID.test(orderId)) return undefined;
  const [order] = await db
    .update(simulatedOrders)
    .set({
      status: 'captured',
      captureId: sql`coalesce(${simulatedOrders.captureId}, ${newCaptureId})`,
      capturedAt: sql`coalesce(${simulatedOrders.capturedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(simulatedOrders.id, orderId),
        // A hold is captured through its authorization, never as an order (as at PayPal).
        eq(simulatedOrders.intent, 'capture'),
        inArray(simulatedOrders.status, ['approved', 'captured']),
      ),
    )
    .returning();
  return order;
}

/**
 * Gives a simulated capture's test money back. One UPDATE with `coalesce` keeps the first refund
 * id, so a repeated refund answers the same one.
 */
export async function refundSimulatedCapture(
  db: DbOrTx,
  paymentId: string,
  captureId: string,
  newRefundId: string,
) {
  const [order] = await db
    .update(simulatedOrders)
    .set({
      refundId: sql`coalesce(${simulatedOrders.refundId}, ${newRefundId})`,
      refundedAt: sql`coalesce(${simulatedOrders.refundedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(simulatedOrders.paymentId, paymentId),
        eq(simulatedOrders.captureId, captureId),
        eq(simulatedOrders.status, 'captured'),
      ),
    )
    .returning();
  return order;
}

/** How long a simulated hold lasts: PayPal's authorisation is valid for 29 days. */
export const SIMULATED_HOLD_MS = 29 * 24 * 3600_000;

/**
 * Holds an approved order's money (intent `authorize`), or answers the hold made before: one
 * UPDATE with `coalesce`, so concurrent calls agree on one authorization.
 */
export async function authorizeSimulatedOrder(db: DbOrTx, orderId: string, newId: string) {
  if (!UUID.test(orderId)) return undefined;
  const [order] = await db
    .update(simulatedOrders)
    .set({
      status: 'authorized',
      authorizationId: sql`coalesce(${simulatedOrders.authorizationId}, ${newId})`,
      authorizationExpiresAt: sql`coalesce(${simulatedOrders.authorizationExpiresAt}, now() + ${`${SIMULATED_HOLD_MS} milliseconds`}::interval)`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(simulatedOrders.id, orderId),
        eq(simulatedOrders.intent, 'authorize'),
        inArray(simulatedOrders.status, ['approved', 'authorized']),
      ),
    )
    .returning();
  return order;
}

/** The order holding a payment's authorization, by our payment id and the hold's id. */
function holdOf(paymentId: string, authorizationId: string) {
  return and(
    eq(simulatedOrders.paymentId, paymentId),
    eq(simulatedOrders.authorizationId, authorizationId),
  );
}

/**
 * Captures part or all of a live hold, once: a second call answers the first capture (its
 * amount kept by `coalesce`). A hold past its expiry or voided is not captured.
 */
export async function captureSimulatedHold(
  db: DbOrTx,
  input: { paymentId: string; authorizationId: string; amountCents: number; newCaptureId: string },
) {
  const [order] = await db
    .update(simulatedOrders)
    .set({
      status: 'captured',
      captureId: sql`coalesce(${simulatedOrders.captureId}, ${input.newCaptureId})`,
      capturedCents: sql`coalesce(${simulatedOrders.capturedCents}, ${input.amountCents})`,
      capturedAt: sql`coalesce(${simulatedOrders.capturedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(
      and(
        holdOf(input.paymentId, input.authorizationId),
        sql`(${simulatedOrders.status} = 'captured' or (${simulatedOrders.status} = 'authorized' and ${simulatedOrders.authorizationExpiresAt} > now()))`,
      ),
    )
    .returning();
  if (order) return order;
  const [current] = await db
    .select()
    .from(simulatedOrders)
    .where(holdOf(input.paymentId, input.authorizationId));
  return current;
}

/** Releases a live or expired hold; a captured one stays captured (the caller reads it). */
export async function voidSimulatedHold(db: DbOrTx, paymentId: string, authorizationId: string) {
  const [order] = await db
    .update(simulatedOrders)
    .set({
      status: 'voided',
      voidedAt: sql`coalesce(${simulatedOrders.voidedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(
      and(
        holdOf(paymentId, authorizationId),
        inArray(simulatedOrders.status, ['authorized', 'voided']),
      ),
    )
    .returning();
  if (order) return order;
  const [current] = await db
    .select()
    .from(simulatedOrders)
    .where(holdOf(paymentId, authorizationId));
  return current;
}
