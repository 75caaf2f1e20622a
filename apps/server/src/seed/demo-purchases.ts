import type { TPurchaseKind } from '@fhp/domain';
import { inArray, sql } from 'drizzle-orm';
import { notifications } from '../db/schema';
import { bookSale } from '../modules/purchases/book-sale';
import type { DbOrTx } from '../platform/db/database';

/**
 * Fixed ids of a few demo purchases, so a verification page can be opened on a fresh install
 * (and by the e2e journey) without signing in:
 *   /verify/endorsment_badges/00000000-0000-4000-8000-00000000e001  (active license)
 *   /verify/my_badges/00000000-0000-4000-8000-00000000b001
 *   /verify/my_badges/00000000-0000-4000-8000-00000000b0ff          (10 days old, $1: expired)
 */
export const DEMO_PURCHASE_IDS = {
  endorsement: '00000000-0000-4000-8000-00000000e001',
  sportBadge: '00000000-0000-4000-8000-00000000b001',
  seasonalBadge: '00000000-0000-4000-8000-00000000c001',
  momento: '00000000-0000-4000-8000-00000000a001',
  /** The demo fan's memento of the demo athlete (Senior night, demo-mementos.ts). */
  athleteMomento: '00000000-0000-4000-8000-00000000a002',
  talkingBadge: '00000000-0000-4000-8000-00000000d001',
  /** Older than the trending window: counted by nobody's "last week". */
  oldSportBadge: '00000000-0000-4000-8000-00000000b0ff',
} as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Sale = {
  id?: string;
  kind: TPurchaseKind;
  athlete: 'athlete' | 'athlete2';
  fan: 'fan' | 'manager';
  cents: number;
  /** How long ago it was bought, in milliseconds. */
  ago: number;
  /** The athlete has not read the sale's notification yet (the others are read). */
  unseen?: boolean;
};

/**
 * Purchases of every kind in the last 7 days for the two demo athletes (so every trending tab
 * has rows, in a known order: Jordan Rivera first where both appear), and older sales. The demo
 * fan has bought every kind from the demo athlete (the talking badge in demo-badges.ts). The
 * sales added for that are older than 3 days, read, so the notifications journey's admin
 * message stays on the Read tab's first page; the memento is older than the trending week, so
 * the Memento tab keeps Maya Chen alone.
 */
const SALES: Sale[] = [
  {
    id: DEMO_PURCHASE_IDS.sportBadge,
    kind: 'sport_badge',
    athlete: 'athlete',
    fan: 'fan',
    cents: 800,
    ago: 1 * DAY,
  },
  { kind: 'sport_badge', athlete: 'athlete', fan: 'manager', cents: 800, ago: 3 * DAY },
  { kind: 'sport_badge', athlete: 'athlete2', fan: 'fan', cents: 400, ago: 2 * DAY },
  {
    id: DEMO_PURCHASE_IDS.momento,
    kind: 'momento',
    athlete: 'athlete2',
    fan: 'fan',
    cents: 1500,
    ago: 2 * DAY,
  },
  { kind: 'group_chat', athlete: 'athlete', fan: 'fan', cents: 1000, ago: 4 * DAY },
  { kind: 'group_chat', athlete: 'athlete2', fan: 'manager', cents: 500, ago: 5 * DAY },
  { kind: 'single_chat', athlete: 'athlete', fan: 'manager', cents: 600, ago: 1 * DAY },
  {
    id: DEMO_PURCHASE_IDS.seasonalBadge,
    kind: 'seasonal_badge',
    athlete: 'athlete',
    fan: 'fan',
    cents: 1200,
    ago: 4 * DAY,
  },
  {
    id: DEMO_PURCHASE_IDS.endorsement,
    kind: 'endorsement',
    athlete: 'athlete',
    fan: 'fan',
    cents: 800,
    // The newest sale, still unread on the athlete's bell: the notifications journey answers it.
    ago: 5 * MINUTE,
    unseen: true,
  },
  { kind: 'endorsement', athlete: 'athlete2', fan: 'manager', cents: 400, ago: 6 * DAY },
  { kind: 'endorsement', athlete: 'athlete2', fan: 'fan', cents: 400, ago: 6 * DAY },
  {
    id: DEMO_PURCHASE_IDS.talkingBadge,
    kind: 'talking_badge',
    athlete: 'athlete2',
    fan: 'fan',
    cents: 300,
    ago: 3 * DAY,
  },
  {
    id: DEMO_PURCHASE_IDS.athleteMomento,
    kind: 'momento',
    athlete: 'athlete',
    fan: 'fan',
    cents: 2000,
    ago: 9 * DAY,
  },
  {
    // 15 minutes at the demo athlete's chat rate ($2.00 a minute), on Zoom.
    kind: 'single_chat',
    athlete: 'athlete',
    fan: 'fan',
    cents: 3000,
    ago: 4 * DAY,
  },
  {
    id: DEMO_PURCHASE_IDS.oldSportBadge,
    kind: 'sport_badge',
    athlete: 'athlete2',
    fan: 'manager',
    cents: 100,
    ago: 10 * DAY,
  },
];

/**
 * Books the demo sales the way every sale is recorded (book-sale.ts), so each athlete's purchases,
 * trending ranks, wallet balance (ledger) and sale notifications agree. The key names the sale,
 * so booking the demo twice records nothing twice.
 */
export async function seedDemoPurchases(db: DbOrTx, ids: Record<string, string>) {
  const now = Date.now();
  const seen: string[] = [];
  for (const [index, sale] of SALES.entries()) {
    const athleteUserId = ids[sale.athlete];
    if (!athleteUserId) continue;
    const booked = await bookSale(db, {
      ...(sale.id ? { id: sale.id } : {}),
      kind: sale.kind,
      amountCents: sale.cents,
      idempotencyKey: `demo:sale:${index}`,
      description: `Demo ${sale.kind.replace('_', ' ')} sale`,
      athleteUserId,
      buyerUserId: ids[sale.fan] ?? null,
      at: new Date(now - sale.ago),
    });
    if (booked.notificationId && !sale.unseen) seen.push(booked.notificationId);
  }
  if (seen.length) {
    await db
      .update(notifications)
      .set({ readAt: sql`${notifications.createdAt} + interval '1 minute'` })
      .where(inArray(notifications.id, seen));
  }
}
