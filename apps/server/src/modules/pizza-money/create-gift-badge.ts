import {
  pizzaMoneyMessages as m,
  pizzaRequestActions,
  type TPizzaActionResponse,
} from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import {
  athleteProfiles,
  pizzaMoneyDonations as d,
  pizzaMoneyGifts,
  pizzaMoneyRequests as r,
  users,
} from '../../db/schema';
import type { Db, Tx } from '../../platform/db/database';
import { conflict } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { deleteFiles, storeBadgeImages } from '../badge-fees/badge-images';
import { giftEmail } from './gift-email';
import { checkGiftForm, type GiftForm } from './gift-form';
import { displayStatus, lockMyPizzaRequest, readMyPizzaRequest } from './pizza-request-rows';

export const GIFT_IMAGE_PURPOSE = 'pizza-gifts';

/** Refused unless pizzaRequestActions offers Gift: gifted is completed; no donation, no gift. */
function assertGiftable(row: { status: string; endsAt: Date; donationsCount: number }, now: Date) {
  const status = displayStatus(row, now);
  if (!pizzaRequestActions({ status, donationsCount: row.donationsCount }).gift) {
    throw conflict(status === 'gifted' ? m.completed : m.giftNeedsDonations);
  }
}

/**
 * Before the form is read: my request (404 otherwise) in a state that offers Gift (409), so a
 * refused gift uploads nothing. Checked again under the lock when it is written.
 */
export async function checkGiftable(db: Db, athleteUserId: string, id: string) {
  await db.transaction(async (tx) => {
    assertGiftable(await lockMyPizzaRequest(tx, athleteUserId, id), new Date());
  });
}

/**
 * The gift badge in the caller's transaction: under the request's lock (captures take it too,
 * so no donation lands between the check and the thanks), the request becomes gifted and its
 * badge is written. Answers the donors to thank, one per e-mail address.
 */
export async function recordGift(
  tx: Tx,
  input: {
    athleteUserId: string;
    requestId: string;
    description: string;
    introFileId: string | null;
    appealFileId: string | null;
    at: Date;
  },
): Promise<{ name: string; email: string }[]> {
  const row = await lockMyPizzaRequest(tx, input.athleteUserId, input.requestId);
  assertGiftable(row, input.at);
  await tx.update(r).set({ status: 'gifted' }).where(eq(r.id, input.requestId));
  await tx.insert(pizzaMoneyGifts).values({
    requestId: input.requestId,
    description: input.description,
    introFileId: input.introFileId,
    appealFileId: input.appealFileId,
    createdAt: input.at,
  });
  return tx
    .selectDistinctOn([sql`lower(${d.fanEmail})`], { name: d.fanName, email: d.fanEmail })
    .from(d)
    .where(eq(d.requestId, input.requestId))
    .orderBy(sql`lower(${d.fanEmail})`, d.createdAt);
}

/**
 * The free gift badge for a request's donors (spec: description up to 20 characters, two
 * images, price only Free of Cost). The images are checked and stored first; then, in one
 * transaction, the request becomes gifted, the badge is written and each donor's thank-you
 * e-mail goes to the outbox (once per address). If that fails, the stored images are deleted.
 */
export async function createGiftBadge(
  services: AppServices,
  athleteUserId: string,
  requestId: string,
  form: GiftForm,
): Promise<TPizzaActionResponse> {
  const { description, intro, appeal } = await checkGiftForm(form);
  const saved = await storeBadgeImages(
    services,
    [
      { prepared: intro, filename: form.introducingImage?.filename ?? '' },
      { prepared: appeal, filename: form.appealingImage?.filename ?? '' },
    ],
    { purpose: GIFT_IMAGE_PURPOSE, ownerUserId: athleteUserId },
  );
  try {
    await services.db.transaction(async (tx) => {
      const donors = await recordGift(tx, {
        athleteUserId,
        requestId,
        description,
        introFileId: saved[0]?.id ?? null,
        appealFileId: saved[1]?.id ?? null,
        at: new Date(),
      });
      const [athlete] = await tx
        .select({
          first: users.firstName,
          last: users.lastName,
          number: athleteProfiles.athleteNumber,
        })
        .from(users)
        .innerJoin(athleteProfiles, eq(athleteProfiles.userId, users.id))
        .where(eq(users.id, athleteUserId));
      const athleteName = `${athlete?.first ?? ''} ${athlete?.last ?? ''}`.trim();
      for (const donor of donors) {
        const email = giftEmail(
          { to: donor, athleteName, athleteNumber: athlete?.number ?? 0, description },
          services.config.publicUrl,
        );
        await services.mailer.send(email, { db: tx });
      }
    });
  } catch (error) {
    await deleteFiles(
      services,
      saved.map((f) => f.id),
    );
    throw error;
  }
  return {
    message: m.gifted,
    request: await readMyPizzaRequest(services.db, athleteUserId, requestId),
  };
}
