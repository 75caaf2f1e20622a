import {
  COMMUNITY_BADGE_FIRST_PRICE_CENTS,
  COMMUNITY_BADGE_FIRST_PRICE_HOLD_MINUTES,
  communityBadgePriceCents,
  messages,
  type TPaymentPurpose,
} from '@fhp/domain';
import { and, count, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { payments, users } from '../../db/schema';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { closeUnpaidCheckouts } from '../payments/close-unpaid';
import { countCommunityBadges } from './community-badge-rows';

/**
 * Exactly one badge is ever sold at the first badge's price (decision 0043). The price is
 * decided when the checkout opens, under the athlete's row lock, and kept by the payment: what
 * the provider charges is what the capture books, and a capture is never refused for its price.
 * $2 while the athlete owns no badge and no other checkout holds the $2: an open payment at
 * $2 (created, capturing, pending, captured) holds it; an unpaid one only for
 * COMMUNITY_BADGE_FIRST_PRICE_HOLD_MINUTES, after which the next checkout closes it.
 */

export const COMMUNITY_BADGE_PURPOSE = 'community-badge' satisfies TPaymentPurpose;

const HOLD_MS = COMMUNITY_BADGE_FIRST_PRICE_HOLD_MINUTES * 60_000;
const RELEASED = 'checkout abandoned (first badge price hold ended)';

const firstPricePayments = (userId: string) =>
  and(
    eq(payments.purpose, COMMUNITY_BADGE_PURPOSE),
    eq(payments.userId, userId),
    eq(payments.amountCents, COMMUNITY_BADGE_FIRST_PRICE_CENTS),
  );

/** How many of the athlete's payments hold the $2; `live` leaves out unpaid ones past the hold. */
async function firstPriceHeld(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        firstPricePayments(userId),
        or(
          inArray(payments.status, ['capturing', 'pending', 'captured']),
          and(
            eq(payments.status, 'created'),
            gte(payments.createdAt, new Date(now.getTime() - HOLD_MS)),
          ),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** The price the athlete's next checkout would have now (the list shows it). */
export async function nextCommunityBadgePrice(db: DbOrTx, userId: string, now = new Date()) {
  return communityBadgePriceCents(
    await countCommunityBadges(db, userId),
    await firstPriceHeld(db, userId, now),
  );
}

/**
 * startPayment's `priceUnderLock` for a badge: the athlete's row locked (parallel checkouts queue
 * here), unpaid $2 checkouts past their hold closed (`created` -> `cancelled`, as a buyer's
 * cancel; one whose row a capture holds is skipped and still counted), then the price.
 */
export async function reserveCommunityBadgePrice(
  tx: Tx,
  userId: string,
  now: Date,
): Promise<number> {
  const [me] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!me) throw notFound(messages.communityBadges.notFound);
  await closeUnpaidCheckouts(
    tx,
    and(firstPricePayments(userId), lt(payments.createdAt, new Date(now.getTime() - HOLD_MS))),
    now,
    RELEASED,
  );
  return nextCommunityBadgePrice(tx, userId, now);
}
