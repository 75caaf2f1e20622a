import { and, eq, isNull } from 'drizzle-orm';
import { mementos, purchases } from '../db/schema';
import { bookSale } from '../modules/purchases/book-sale';
import type { DbOrTx } from '../platform/db/database';
import { DEMO_VIDEO_URL } from './demo-badges';
import { DEMO_PURCHASE_IDS } from './demo-purchases';
import { markDemoNotificationsSeen } from './seen-notifications';

const DAY = 24 * 60 * 60_000;
const MANAGER_EMAIL = 'manager@example.com';

/**
 * Mementos with sales (issue 36, item 3): three of the demo athlete's (one their school's game
 * video, on sale only once FIU's IP contract is approved and the athlete accepted it) and one of
 * Maya Chen's. The demo's memento sales (demo-purchases.ts) become these mementos' sales, and
 * the demo fan buys one more; all older than the trending week, so the Memento tab keeps
 * its demo order. Demo rows carry no images (the seed writes no files).
 */
export async function seedDemoMementos(db: DbOrTx, ids: Record<string, string>) {
  const { athlete, athlete2, manager } = ids;
  if (!athlete || !athlete2 || !manager) return;
  const now = Date.now();
  const daysAgo = (d: number) => new Date(now - d * DAY);
  const rows = await db
    .insert(mementos)
    .values([
      {
        athleteUserId: athlete,
        title: 'Senior night',
        description: 'The last home game of my senior year, from the bench with the team.',
        priceCents: 2000,
        licenseWeeks: 4,
        createdAt: daysAgo(20),
      },
      {
        athleteUserId: athlete,
        title: 'Buzzer beater',
        description: 'The shot that won the rivalry game, and the crowd after it.',
        priceCents: 1500,
        licenseWeeks: 8,
        videoUrl: DEMO_VIDEO_URL,
        createdAt: daysAgo(16),
      },
      {
        athleteUserId: athlete,
        title: 'Homecoming game tape',
        description: 'The school’s game video of homecoming, under its IP contract with FHP.',
        priceCents: 2500,
        licenseWeeks: 2,
        isGameVideo: true,
        videoUrl: DEMO_VIDEO_URL,
        managerEmail: MANAGER_EMAIL,
        managerUserId: manager,
        createdAt: daysAgo(8),
      },
      {
        athleteUserId: athlete2,
        title: 'First podium',
        description: 'My first podium finish at the state meet.',
        priceCents: 1500,
        licenseWeeks: 6,
        createdAt: daysAgo(25),
      },
    ])
    .returning({ id: mementos.id, title: mementos.title });
  const idOf = (title: string) => rows.find((r) => r.title === title)?.id ?? null;

  // The demo's memento sales are these mementos' sales.
  for (const [purchaseId, title] of [
    [DEMO_PURCHASE_IDS.athleteMomento, 'Senior night'],
    [DEMO_PURCHASE_IDS.momento, 'First podium'],
  ] as const) {
    await db
      .update(purchases)
      .set({ itemId: idOf(title) })
      .where(and(eq(purchases.id, purchaseId), isNull(purchases.itemId)));
  }
  const booked = await bookSale(db, {
    kind: 'momento',
    amountCents: 1500,
    idempotencyKey: 'demo:memento-sale:0',
    description: 'Memento: Buzzer beater',
    athleteUserId: athlete,
    buyerUserId: ids.fan ?? null,
    itemId: idOf('Buzzer beater'),
    at: daysAgo(12),
  });
  await markDemoNotificationsSeen(db, [booked.notificationId]);
}
