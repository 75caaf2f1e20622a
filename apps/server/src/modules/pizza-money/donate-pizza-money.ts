import {
  FAN_PATHS,
  pizzaMoneyMessages as m,
  PIZZA_MONEY_PURPOSE,
  pizzaChargeCents,
  type TPaymentRequired,
  type TPizzaDonateRequest,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { athleteProfiles, pizzaMoneyRequests as r, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { listedAthlete } from '../athlete-page/listed-athlete';
import { startPayment } from '../payments/start-payment';
import { type DonationMetadata, donationDescription } from './donation-metadata';
import { reserveDonation } from './pizza-cap';
import { displayStatus } from './pizza-request-rows';

/** Only an active request still open takes donations; each other state has its message. */
export function assertOpenForDonations(row: { status: string; endsAt: Date }, now: Date) {
  const status = displayStatus(row, now);
  if (status === 'active') return;
  if (status === 'expired') throw conflict(m.expired);
  if (status === 'gifted') throw conflict(m.completed);
  throw conflict(m.notActive);
}

/** The request and its athlete (listed on the public site); 404 otherwise. */
async function findRequest(db: DbOrTx, requestId: string) {
  const [row] = await db
    .select({
      status: r.status,
      endsAt: r.endsAt,
      athleteUserId: r.athleteUserId,
      athleteNumber: athleteProfiles.athleteNumber,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.athleteUserId))
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, r.athleteUserId))
    .where(and(eq(r.id, requestId), listedAthlete));
  if (!row) throw notFound(m.requestNotFound);
  return row;
}

/**
 * Opens the checkout of a donation to an active request: whole dollars (the schema holds the
 * range), plus the fee when the fan covers it (pizzaChargeCents; the cap counts the donation
 * only). The payment row is written in one transaction with the cap's reservation, under the
 * athlete's lock (reserveDonation): parallel donations queue there, and one that would pass
 * $100 in 6 months is refused with what is left, before any payment exists.
 */
export async function donatePizzaMoney(
  services: AppServices,
  fanUserId: string,
  body: TPizzaDonateRequest,
): Promise<TPaymentRequired> {
  const now = new Date();
  const request = await findRequest(services.db, body.requestId);
  assertOpenForDonations(request, now);
  const donationCents = body.dollars * 100;
  const amountCents = pizzaChargeCents(donationCents, body.coverFee);
  const metadata: Omit<DonationMetadata, 'description'> = {
    athleteUserId: request.athleteUserId,
    athleteNumber: request.athleteNumber,
    requestId: body.requestId,
    donationCents,
    coverFee: body.coverFee,
    publicSupporter: body.publicSupporter === true,
  };
  const { paymentId, approveUrl } = await startPayment(services, {
    purpose: PIZZA_MONEY_PURPOSE,
    userId: fanUserId,
    amountCents,
    description: donationDescription(`${request.firstName} ${request.lastName}`.trim()),
    returnPath: FAN_PATHS.pizzaReturn,
    cancelPath: `/athletes/${request.athleteNumber}?cancelled=1`,
    metadata,
    reserve: (tx) =>
      reserveDonation(tx, {
        athleteUserId: request.athleteUserId,
        fanUserId,
        donationCents,
        now,
        // The athlete may have answered meanwhile: read again under the lock.
        recheck: async (locked) =>
          assertOpenForDonations(await findRequest(locked, body.requestId), now),
      }),
  });
  return {
    outcome: 'payment_required',
    paymentId,
    approveUrl,
    amountCents,
    currency: 'USD',
    message: m.donationStarted,
  };
}
