import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PIZZA_MONEY_PURPOSE, pizzaChargeCents } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import {
  athleteProfiles,
  files,
  notifications,
  payments,
  pizzaMoneyGifts,
  pizzaMoneyRequests,
  users,
} from '../db/schema';
import { acceptPizzaRequestIn } from '../modules/pizza-money/accept-pizza-request';
import { insertPizzaRequest } from '../modules/pizza-money/ask-pizza-money';
import { recordDonation } from '../modules/pizza-money/capture-pizza-donation';
import { GIFT_IMAGE_PURPOSE, recordGift } from '../modules/pizza-money/create-gift-badge';
import {
  type DonationMetadata,
  donationDescription,
} from '../modules/pizza-money/donation-metadata';
import type { DbOrTx } from '../platform/db/database';
import { SERVER_ROOT } from '../platform/paths';
import type { FileStorage } from '../platform/storage/file-storage';
import { recordDemoCapture } from './demo-simulated-capture';

const DAY = 24 * 3600_000;

/** The demo gift badge's images (make-demo-gift-images.mjs), stored as uploads are. */
const GIFT_IMAGES_DIR = path.join(SERVER_ROOT, 'src/seed/demo-gift-images');
const GIFT_IMAGES = ['gift-intro.png', 'gift-appeal.png'] as const;

/**
 * The demo athlete's pizza money (issue 16, demo data), written by the feature's own functions
 * as of past dates: a gifted request (the demo fan's, with donations from the fan and the
 * manager, thanked with a gift badge), an expired one nobody answered, one waiting for an answer
 * (the manager's) and one open to donations (the demo fan's, donated to twice). The donations go
 * through captured (simulated) payments and the capture's recording, so the sales, the ledger
 * and the cap agree; their sale notifications are read and older than the demo admin messages.
 */
export async function seedDemoPizzaMoney(db: DbOrTx, ids: Record<string, string>) {
  const athleteId = ids.athlete;
  const fan = ids.fan;
  const manager = ids.manager;
  if (!athleteId || !fan || !manager) return;
  const now = Date.now();
  const daysAgo = (d: number) => new Date(now - d * DAY);
  const [athlete] = await db
    .select({
      number: athleteProfiles.athleteNumber,
      first: users.firstName,
      last: users.lastName,
    })
    .from(users)
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, users.id))
    .where(eq(users.id, athleteId));
  if (!athlete) return;

  const ask = (fanUserId: string, ago: number) =>
    db.transaction((tx) =>
      insertPizzaRequest(tx, { athleteUserId: athleteId, fanUserId, at: daysAgo(ago) }),
    );
  const accept = (requestId: string, ago: number) =>
    db.transaction((tx) => acceptPizzaRequestIn(tx, athleteId, requestId, daysAgo(ago)));

  async function donate(
    requestId: string,
    fanUserId: string,
    dollars: number,
    coverFee: boolean,
    ago: number,
  ) {
    const at = daysAgo(ago);
    const donationCents = dollars * 100;
    const metadata: DonationMetadata = {
      description: donationDescription(`${athlete?.first} ${athlete?.last}`.trim()),
      athleteUserId: athleteId ?? '',
      athleteNumber: athlete?.number ?? 0,
      requestId,
      donationCents,
      coverFee,
    };
    const paymentId = randomUUID();
    const [payment] = await db
      .insert(payments)
      .values({
        id: paymentId,
        provider: 'local',
        providerOrderId: `demo-pizza-money-${paymentId}`,
        purpose: PIZZA_MONEY_PURPOSE,
        userId: fanUserId,
        amountCents: pizzaChargeCents(donationCents, coverFee),
        status: 'captured',
        captureId: `demo-capture-pizza-money-${paymentId}`,
        capturedAt: at,
        createdAt: at,
        updatedAt: at,
        metadata,
      })
      .returning();
    if (!payment) throw new Error('demo payment insert returned nothing');
    await recordDemoCapture(db, payment);
    const { booked } = await db.transaction((tx) => recordDonation(tx, payment, { at }));
    if (booked.notificationId) {
      await db
        .update(notifications)
        .set({ readAt: new Date(at.getTime() + 3600_000) })
        .where(eq(notifications.id, booked.notificationId));
    }
  }

  // Gifted: asked 70 days ago, given to, thanked 55 days ago (its images are stored by
  // seedDemoGiftImages when the seed has a storage).
  const gifted = await ask(fan, 70);
  await accept(gifted.id, 69);
  await donate(gifted.id, fan, 15, true, 66);
  await donate(gifted.id, manager, 10, false, 60);
  await db.transaction((tx) =>
    recordGift(tx, {
      athleteUserId: athleteId,
      requestId: gifted.id,
      description: 'Pizza night, thanks!',
      introFileId: null,
      appealFileId: null,
      at: daysAgo(55),
    }),
  );
  // Expired: never answered.
  await ask(manager, 45);
  // Waiting for an answer, then the one open to donations (asked after, accepted after).
  await ask(manager, 12);
  const open = await ask(fan, 10);
  await accept(open.id, 9);
  await donate(open.id, fan, 20, true, 8);
  await donate(open.id, manager, 5, false, 4.5);
}

/** Stores the demo gift badge's two images where uploads go and points the gift at them. */
export async function seedDemoGiftImages(
  db: DbOrTx,
  storage: FileStorage,
  ids: Record<string, string>,
) {
  const athleteId = ids.athlete;
  if (!athleteId) return;
  const gifts = await db
    .select({ id: pizzaMoneyGifts.id })
    .from(pizzaMoneyGifts)
    .innerJoin(pizzaMoneyRequests, eq(pizzaMoneyRequests.id, pizzaMoneyGifts.requestId))
    .where(eq(pizzaMoneyRequests.athleteUserId, athleteId));
  for (const gift of gifts) {
    const fileIds: string[] = [];
    for (const name of GIFT_IMAGES) {
      const body = await fs.readFile(path.join(GIFT_IMAGES_DIR, name));
      const storageKey = `${GIFT_IMAGE_PURPOSE}/${randomUUID()}.png`;
      await storage.put(storageKey, body, 'image/png');
      const [row] = await db
        .insert(files)
        .values({
          storageKey,
          purpose: GIFT_IMAGE_PURPOSE,
          mimeType: 'image/png',
          sizeBytes: body.length,
          ownerUserId: athleteId,
          originalName: name,
        })
        .returning({ id: files.id });
      if (!row) throw new Error('files insert returned nothing');
      fileIds.push(row.id);
    }
    await db
      .update(pizzaMoneyGifts)
      .set({ introFileId: fileIds[0] ?? null, appealFileId: fileIds[1] ?? null })
      .where(eq(pizzaMoneyGifts.id, gift.id));
  }
}
