import type { TPurchaseKind } from '@fhp/domain';
import { purchases } from '../db/schema';
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
  talkingBadge: '00000000-0000-4000-8000-00000000d001',
  /** Older than the trending window: counted by nobody's "last week". */
  oldSportBadge: '00000000-0000-4000-8000-00000000b0ff',
} as const;

type Sale = {
  id?: string;
  kind: TPurchaseKind;
  athlete: 'athlete' | 'athlete2';
  fan: 'fan' | 'manager';
  cents: number;
  daysAgo: number;
};

/**
 * Purchases of every kind in the last 7 days for the two demo athletes (so every trending tab
 * has rows, in a known order: Jordan Rivera first where both appear), and one older sale.
 */
const SALES: Sale[] = [
  {
    id: DEMO_PURCHASE_IDS.sportBadge,
    kind: 'sport_badge',
    athlete: 'athlete',
    fan: 'fan',
    cents: 800,
    daysAgo: 1,
  },
  { kind: 'sport_badge', athlete: 'athlete', fan: 'manager', cents: 800, daysAgo: 3 },
  { kind: 'sport_badge', athlete: 'athlete2', fan: 'fan', cents: 400, daysAgo: 2 },
  {
    id: DEMO_PURCHASE_IDS.momento,
    kind: 'momento',
    athlete: 'athlete2',
    fan: 'fan',
    cents: 1500,
    daysAgo: 2,
  },
  { kind: 'group_chat', athlete: 'athlete', fan: 'fan', cents: 1000, daysAgo: 4 },
  { kind: 'group_chat', athlete: 'athlete2', fan: 'manager', cents: 500, daysAgo: 5 },
  { kind: 'single_chat', athlete: 'athlete', fan: 'manager', cents: 600, daysAgo: 1 },
  {
    id: DEMO_PURCHASE_IDS.seasonalBadge,
    kind: 'seasonal_badge',
    athlete: 'athlete',
    fan: 'fan',
    cents: 1200,
    daysAgo: 4,
  },
  {
    id: DEMO_PURCHASE_IDS.endorsement,
    kind: 'endorsement',
    athlete: 'athlete',
    fan: 'fan',
    cents: 800,
    daysAgo: 1,
  },
  { kind: 'endorsement', athlete: 'athlete2', fan: 'manager', cents: 400, daysAgo: 6 },
  { kind: 'endorsement', athlete: 'athlete2', fan: 'fan', cents: 400, daysAgo: 6 },
  {
    id: DEMO_PURCHASE_IDS.talkingBadge,
    kind: 'talking_badge',
    athlete: 'athlete2',
    fan: 'fan',
    cents: 300,
    daysAgo: 3,
  },
  {
    id: DEMO_PURCHASE_IDS.oldSportBadge,
    kind: 'sport_badge',
    athlete: 'athlete2',
    fan: 'manager',
    cents: 100,
    daysAgo: 10,
  },
];

export async function seedDemoPurchases(db: DbOrTx, ids: Record<string, string>) {
  const now = Date.now();
  const rows = SALES.flatMap((s) => {
    const athleteUserId = ids[s.athlete];
    if (!athleteUserId) return [];
    return [
      {
        ...(s.id ? { id: s.id } : {}),
        kind: s.kind,
        athleteUserId,
        fanUserId: ids[s.fan] ?? null,
        amountCents: s.cents,
        createdAt: new Date(now - s.daysAgo * 24 * 60 * 60 * 1000),
      },
    ];
  });
  if (rows.length) await db.insert(purchases).values(rows);
}
