import { eq, inArray, sql } from 'drizzle-orm';
import {
  athleteProfiles,
  fanNotifications,
  managerRatings,
  notifications,
  seasonalBadges,
  strategyRatings,
  talkingBadges,
} from '../db/schema';
import { bookSale } from '../modules/purchases/book-sale';
import type { DbOrTx } from '../platform/db/database';

const DAY = 24 * 60 * 60_000;
const MANAGER_EMAIL = 'manager@example.com';
/** A public YouTube video (Blender's Big Buck Bunny): what a bought demo badge plays. */
export const DEMO_VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

/**
 * The demo athlete's products (issue 14): a seasonal badge in each sport (FOOTBALL names the
 * demo manager and is rated, BASKETBALL names the manager and waits for a rating), two talking
 * badges, and a few fan purchases of them booked through bookSale, so the Seasonals Sales page,
 * the wallet (ledger) and the bell agree. Three seasonal badges: two more are free, the next one
 * (the 6th) goes through the checkout. Demo rows carry no images (the seed writes no files).
 */
export async function seedDemoBadges(db: DbOrTx, ids: Record<string, string>) {
  const athlete = ids.athlete;
  const fan = ids.fan;
  const manager = ids.manager;
  if (!athlete || !fan || !manager) return;
  const now = Date.now();
  const daysAgo = (d: number) => new Date(now - d * DAY);
  const common = {
    athleteUserId: athlete,
    year: 2026,
    sportType: 'game',
    // A YouTube link, as athletes give them: fans who buy the video play it on their receipt
    // (Big Buck Bunny, the Blender Foundation's open film, CC BY 3.0).
    videoUrl: DEMO_VIDEO_URL,
  } as const;
  const seasonal = await db
    .insert(seasonalBadges)
    .values([
      {
        ...common,
        type: 'Pre-event',
        eventPlus: '3',
        sport: 'FOOTBALL',
        listNumber: 12,
        typeData1: 'RIVALS',
        typeData2: 'HOME',
        typeData3: 'OPENER',
        managerEmail: MANAGER_EMAIL,
        managerUserId: manager,
        videoPriceCents: 800,
        createdAt: daysAgo(20),
      },
      {
        ...common,
        type: 'Pre-season',
        sport: 'BASKETBALL',
        sportType: 'match',
        listNumber: 5,
        typeData1: 'HOOPS',
        typeData2: 'TIP OFF',
        typeData3: 'SEASON',
        managerEmail: MANAGER_EMAIL,
        managerUserId: manager,
        videoPriceCents: 600,
        createdAt: daysAgo(12),
      },
      {
        ...common,
        type: 'X',
        eventPlus: 'X 02',
        sport: 'BASEBALL',
        sportType: 'tourn',
        listNumber: 30,
        typeData1: 'DIAMOND',
        typeData2: 'FINALS',
        typeData3: 'GAME 2',
        videoPriceCents: 1000,
        createdAt: daysAgo(6),
      },
    ])
    .returning({ id: seasonalBadges.id, sport: seasonalBadges.sport });
  const talking = await db
    .insert(talkingBadges)
    .values([
      {
        athleteUserId: athlete,
        description: 'Game day diary',
        priceCents: 600,
        videoUrl: DEMO_VIDEO_URL,
        createdAt: daysAgo(9),
      },
      {
        athleteUserId: athlete,
        description: 'Thank you fans',
        priceCents: 400,
        videoUrl: DEMO_VIDEO_URL,
        managerEmail: MANAGER_EMAIL,
        managerUserId: manager,
        createdAt: daysAgo(3),
      },
    ])
    .returning({ id: talkingBadges.id });
  await db
    .update(athleteProfiles)
    .set({ seasonalBadgeCount: 3, totalSeasonalBadges: 3, talkingBadgeCount: 2 })
    .where(eq(athleteProfiles.userId, athlete));

  const football = seasonal.find((b) => b.sport === 'FOOTBALL')?.id;
  const baseball = seasonal.find((b) => b.sport === 'BASEBALL')?.id;
  if (football) {
    const base = {
      athleteUserId: athlete,
      managerUserId: manager,
      managerEmail: MANAGER_EMAIL,
      itemKind: 'seasonal_badge',
      itemId: football,
    };
    await db.insert(managerRatings).values({
      ...base,
      rating: 3,
      satisfaction: 'Satisfied',
      remarks: 'Great help with the video.',
    });
    await db
      .insert(strategyRatings)
      .values({ ...base, rating: 2, remarks: 'Solid plan for launch.' });
  }
  await db.insert(fanNotifications).values([
    ...seasonal.map((b, i) => ({
      athleteUserId: athlete,
      type: 'seasonal_badge',
      itemId: b.id,
      createdAt: daysAgo(20 - i * 7),
    })),
    ...talking.map((b, i) => ({
      athleteUserId: athlete,
      type: 'talking_badge',
      itemId: b.id,
      createdAt: daysAgo(9 - i * 6),
    })),
  ]);

  // Older than the demo admin message (3 days): the notifications journey finds it on the Read
  // tab's first page, which these read sale notifications would otherwise push off.
  const sales = [
    { kind: 'seasonal_badge', itemId: football, cents: 800, ago: 4 },
    { kind: 'seasonal_badge', itemId: baseball, cents: 1000, ago: 3.5 },
    { kind: 'talking_badge', itemId: talking[0]?.id, cents: 600, ago: 4.5 },
  ] as const;
  const read: string[] = [];
  for (const [index, sale] of sales.entries()) {
    const booked = await bookSale(db, {
      kind: sale.kind,
      amountCents: sale.cents,
      idempotencyKey: `demo:badge-sale:${index}`,
      description: `Demo ${sale.kind.replace('_', ' ')} sale`,
      athleteUserId: athlete,
      buyerUserId: fan,
      itemId: sale.itemId ?? null,
      at: daysAgo(sale.ago),
    });
    if (booked.notificationId) read.push(booked.notificationId);
    // What fans bought of each badge (spec: bought), in step with the purchases.
    if (sale.kind === 'seasonal_badge' && sale.itemId && !booked.replayed) {
      await db
        .update(seasonalBadges)
        .set({ bought: sql`${seasonalBadges.bought} + 1` })
        .where(eq(seasonalBadges.id, sale.itemId));
    }
  }
  // Already seen: the demo's one unread sale stays the endorsement (the notifications journey).
  if (read.length) {
    await db
      .update(notifications)
      .set({ readAt: sql`${notifications.createdAt} + interval '1 minute'` })
      .where(inArray(notifications.id, read));
  }
}
