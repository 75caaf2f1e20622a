import {
  pizzaMoneyMessages as m,
  PIZZA_CHECKOUT_HOLD_MINUTES,
  PIZZA_MONEY_CAP_CENTS,
  PIZZA_MONEY_PURPOSE,
  PIZZA_OPEN_CHECKOUTS_PER_FAN,
  pizzaCapWindowLeavesAt,
  pizzaCapWindowStart,
} from '@fhp/domain';
import { and, desc, eq, gte, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { athleteProfiles, OPEN_PAYMENT_STATUSES, payments } from '../../db/schema';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import { closeUnpaidCheckouts } from '../payments/close-unpaid';

/**
 * The $100 per athlete per 6 months cap (spec part 1, section 9). What counts is the donation of
 * every pizza money payment for the athlete made in the window that holds or may still take the
 * fan's money (created, capturing, pending, captured): an open checkout holds its share until it
 * is captured or closed. The fee a fan adds is not counted. Payments keep `athleteUserId` and
 * `donationCents` in their metadata; `payments_pizza_cap_idx` indexes exactly these rows.
 */

const HOLD_MS = PIZZA_CHECKOUT_HOLD_MINUTES * 60_000;
const ABANDONED = 'checkout abandoned (pizza money hold ended)';
const REPLACED = "checkout replaced by the fan's newer one (pizza money hold)";

/** The athlete's pizza money payments (the literal purpose is the partial index's predicate). */
export function pizzaPaymentsOf(athleteUserId: string, since: Date): SQL {
  return and(
    sql`${payments.purpose} = ${sql.raw(`'${PIZZA_MONEY_PURPOSE}'`)}`,
    sql`${payments.metadata}->>'athleteUserId' = ${athleteUserId}`,
    gte(payments.createdAt, since),
  ) as SQL;
}

/**
 * The athlete's row lock: every write that must see the others' (a new donation's checkout, a
 * fan's request, an accept) queues here. Taken first in its transaction, and nothing that holds
 * a payment's lock waits for it, so it cannot deadlock with a capture.
 */
export async function lockPizzaAthlete(tx: Tx, athleteUserId: string): Promise<void> {
  const [row] = await tx
    .select({ userId: athleteProfiles.userId })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, athleteUserId))
    .for('update');
  if (!row) throw notFound(m.athleteNotFound);
}

export type CapUsage = { heldCents: number; oldestAt: Date | null };

/**
 * What the window holds. `counting: 'all'` (under the lock, before a new checkout) counts every
 * open checkout; `'live'` (the public card) leaves out checkouts past their hold, which the next
 * donation closes anyway.
 */
export async function capUsage(
  db: DbOrTx,
  athleteUserId: string,
  now: Date,
  counting: 'all' | 'live',
): Promise<CapUsage> {
  const inFlight = inArray(payments.status, ['capturing', 'pending', 'captured']);
  const holding =
    counting === 'all'
      ? inArray(payments.status, [...OPEN_PAYMENT_STATUSES])
      : or(
          inFlight,
          and(
            eq(payments.status, 'created'),
            gte(payments.createdAt, new Date(now.getTime() - HOLD_MS)),
          ),
        );
  const [row] = await db
    .select({
      held: sql<number>`coalesce(sum((${payments.metadata}->>'donationCents')::int), 0)::int`,
      oldest: sql<string | Date | null>`min(${payments.createdAt})`,
    })
    .from(payments)
    .where(and(pizzaPaymentsOf(athleteUserId, pizzaCapWindowStart(now)), holding));
  return {
    heldCents: Number(row?.held ?? 0),
    oldestAt: row?.oldest ? new Date(row.oldest) : null,
  };
}

/** What can still be given, and when more can (the oldest counted donation leaves the window). */
export function capRemaining(usage: CapUsage) {
  return {
    remainingCents: Math.max(0, PIZZA_MONEY_CAP_CENTS - usage.heldCents),
    windowResetsAt: usage.oldestAt ? pizzaCapWindowLeavesAt(usage.oldestAt) : null,
  };
}

/**
 * Closes the athlete's checkouts still not approved after their hold, so their share is free
 * again (closeUnpaidCheckouts). With `requestId`, only that
 * request's open checkouts, whatever their age (the request was rejected). With `fanUserId`,
 * that fan's unpaid checkouts but their newest `keep - 1` (a new one is about to be opened).
 */
export async function releaseCheckouts(
  tx: Tx,
  athleteUserId: string,
  now: Date,
  only: { requestId: string } | { olderThanHold: true } | { fanUserId: string; keep: number },
): Promise<void> {
  const which =
    'requestId' in only
      ? sql`${payments.metadata}->>'requestId' = ${only.requestId}`
      : 'fanUserId' in only
        ? and(
            eq(payments.userId, only.fanUserId),
            notInArray(
              payments.id,
              tx
                .select({ id: payments.id })
                .from(payments)
                .where(
                  and(
                    pizzaPaymentsOf(athleteUserId, pizzaCapWindowStart(now)),
                    eq(payments.status, 'created'),
                    eq(payments.userId, only.fanUserId),
                  ),
                )
                .orderBy(desc(payments.createdAt))
                .limit(Math.max(0, only.keep - 1)),
            ),
          )
        : lt(payments.createdAt, new Date(now.getTime() - HOLD_MS));
  await closeUnpaidCheckouts(
    tx,
    and(pizzaPaymentsOf(athleteUserId, pizzaCapWindowStart(now)), which),
    now,
    'fanUserId' in only ? REPLACED : ABANDONED,
  );
}

/**
 * The reservation a donation's checkout makes, in the transaction that inserts its payment
 * (startPayment's `reserve`): under the athlete's lock, `recheck` (the request is still open),
 * abandoned checkouts closed (past their hold, and the fan's own earlier unpaid ones beyond
 * PIZZA_OPEN_CHECKOUTS_PER_FAN), then the window summed; a donation that would pass the cap is
 * refused with what is left, and no payment is written.
 */
export async function reserveDonation(
  tx: Tx,
  input: {
    athleteUserId: string;
    fanUserId: string;
    donationCents: number;
    now: Date;
    recheck: (tx: Tx) => Promise<void>;
  },
): Promise<void> {
  await lockPizzaAthlete(tx, input.athleteUserId);
  await input.recheck(tx);
  await releaseCheckouts(tx, input.athleteUserId, input.now, { olderThanHold: true });
  await releaseCheckouts(tx, input.athleteUserId, input.now, {
    fanUserId: input.fanUserId,
    keep: PIZZA_OPEN_CHECKOUTS_PER_FAN,
  });
  const usage = await capUsage(tx, input.athleteUserId, input.now, 'all');
  const remaining = PIZZA_MONEY_CAP_CENTS - usage.heldCents;
  if (input.donationCents > remaining) throw conflict(m.capReached(Math.max(0, remaining)));
}
