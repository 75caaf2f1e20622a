import {
  FAN_PURCHASE_PURPOSE,
  fanPurchasesMessages as m,
  OFFER_SALE_KIND,
  type TFanCaptureResponse,
} from '@fhp/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { athleteProfiles, seasonalBadges, talkingBadges, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { mementoStillOnSale } from '../mementos/memento-offers';
import {
  type CaptureHandler,
  CaptureNotRecordable,
  type PaymentLog,
} from '../payments/capture-handlers';
import { bookSale, paymentSaleKey } from '../purchases/book-sale';
import { captureSale } from '../purchases/capture-sale';
import { mailReceiptAndAnnounce } from './mail-receipt';
import { priceContestBadge } from './price-offer';
import { type PurchaseMetadata, readPurchaseMetadata } from './purchase-metadata';

/** The athlete still sells it: an active, unblocked athlete, and the badge not deleted. */
async function stillOnSale(services: AppServices, item: PurchaseMetadata): Promise<boolean> {
  const [athlete] = await services.db
    .select({ userId: users.id })
    .from(users)
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, users.id))
    .where(
      and(
        eq(users.id, item.athleteUserId),
        eq(users.blocked, false),
        eq(athleteProfiles.registrationStatus, 'active'),
      ),
    );
  if (!athlete) return false;
  if (!item.itemId) return true;
  if (item.item === 'memento') return mementoStillOnSale(services.db, item.itemId);
  if (item.item === 'contest_badge') {
    try {
      await priceContestBadge(services.db, item.itemId);
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }
  const badges = item.item === 'seasonal_badge' ? seasonalBadges : talkingBadges;
  const [badge] = await services.db
    .select({ id: badges.id })
    .from(badges)
    .where(and(eq(badges.id, item.itemId), isNull(badges.deletedAt)));
  return Boolean(badge);
}

async function nameOf(tx: Tx, userId: string) {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/**
 * What a captured fan purchase records, whoever records it (the fan's return, the
 * reconciliation job, a PayPal webhook), bound to the app's services because the receipt e-mail
 * goes through the Mailer inside the capture's transaction (outbox row and send job commit with
 * the sale, so the fan is mailed exactly once).
 *
 * `onCaptured`, in the transaction that marks the payment captured: the sale through the one
 * booking function (purchases row, ledger split by the royalty rules, the athlete's
 * notification), the seasonal badge's `bought` counter, the receipt, and the job that lights the athlete's bell and wallet once this
 * commits (queued here, so the announcement survives a process that stops after the commit).
 */
export function fanPurchaseCapture(services: AppServices): CaptureHandler {
  return {
    async stillWanted(_services, payment) {
      const item = readPurchaseMetadata(payment);
      return item !== null && (await stillOnSale(services, item));
    },

    async onCaptured(tx, payment) {
      const item = readPurchaseMetadata(payment);
      if (!item || !payment.userId) {
        throw new CaptureNotRecordable(`fan purchase ${payment.id} cannot be read`);
      }
      const kind = OFFER_SALE_KIND[item.item];
      const booked = await bookSale(tx, {
        kind,
        amountCents: payment.amountCents,
        idempotencyKey: paymentSaleKey(payment),
        description: item.description,
        athleteUserId: item.athleteUserId,
        buyerUserId: payment.userId,
        paymentId: payment.id,
        itemId: item.itemId,
        managerUserId: item.managerUserId,
        publicSupporter: item.publicSupporter,
      });
      // Booked before (the capture machinery runs this once; the key makes sure): done.
      if (booked.replayed) return;

      if (item.item === 'seasonal_badge' && item.itemId) {
        await tx
          .update(seasonalBadges)
          .set({ bought: sql`${seasonalBadges.bought} + 1` })
          .where(eq(seasonalBadges.id, item.itemId));
      }

      await mailReceiptAndAnnounce(services, tx, {
        payment,
        booked,
        kind,
        itemTitle: item.description,
        athleteUserId: item.athleteUserId,
        fan: await nameOf(tx, payment.userId),
      });
    },
  };
}

/**
 * The fan is back from the checkout: capture their payment (or read its earlier capture) and
 * answer the purchase it recorded. A replay answers the same purchase; another fan's payment or
 * one of another purpose is a 404.
 */
export async function captureFanPurchase(
  services: AppServices,
  fanUserId: string,
  paymentId: string,
  log: PaymentLog,
): Promise<TFanCaptureResponse> {
  const captured = await captureSale(services, {
    userId: fanUserId,
    paymentId,
    purpose: FAN_PURCHASE_PURPOSE,
    notFoundMessage: m.paymentNotFound,
    log,
  });
  if (captured.outcome === 'pending') return captured;
  return { outcome: 'purchased', purchaseId: captured.purchaseId, message: m.purchased };
}
