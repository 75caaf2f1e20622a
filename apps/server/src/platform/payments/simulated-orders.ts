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
 * Captures an approved order, or returns the existing capture of a captured one. One UPDATE
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
