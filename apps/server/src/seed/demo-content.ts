import { notifications } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';
import { ensureAccount, postTransaction } from '../platform/ledger/ledger';
import { seedDemoAthleteAccount } from './demo-athlete-account';
import { seedDemoAthletes } from './demo-athletes';
import { seedDemoBlogs } from './demo-blogs';
import { seedDemoDeals } from './demo-deals';
import { seedDemoPurchases } from './demo-purchases';
import { seedDemoSiteSettings } from './demo-site-settings';

/**
 * A few rows on the athlete's screens so a newcomer sees a living product. Later features add
 * their own demo rows here.
 */
export async function seedDemoContent(db: DbOrTx, ids: Record<string, string>) {
  const athlete = ids.athlete;
  const fan = ids.fan;
  if (!athlete || !fan) return;

  await seedDemoAthletes(db, ids);
  await seedDemoAthleteAccount(db, ids);
  await seedDemoSiteSettings(db, ids);
  await seedDemoPurchases(db, ids);
  await seedDemoBlogs(db, ids);
  await seedDemoDeals(db, ids);

  const now = Date.now();
  const minutesAgo = (m: number) => new Date(now - m * 60_000);
  await db.insert(notifications).values([
    {
      userId: athlete,
      type: 'endorsement',
      fanId: fan,
      message: 'Frankie Fanning bought your endorsement badge.',
      createdAt: minutesAgo(5),
    },
    {
      userId: athlete,
      type: 'contest',
      message: 'A new contest is open for your sport this week.',
      createdAt: minutesAgo(60),
    },
    {
      userId: athlete,
      type: 'admin',
      message: 'Welcome to FHP! Complete your profile so fans can find you.',
      createdAt: minutesAgo(60 * 26),
    },
    {
      userId: athlete,
      type: 'admin',
      message: 'Your seasonal video was approved.',
      createdAt: minutesAgo(60 * 72),
      readAt: minutesAgo(60 * 70),
    },
  ]);

  const wallet = await ensureAccount(db, 'athlete_wallet', athlete);
  const clearing = await ensureAccount(db, 'provider_clearing');
  const revenue = await ensureAccount(db, 'platform_revenue');
  const sales = [
    { cents: 400, what: 'Sport badge bought by Frankie Fanning', days: 9 },
    { cents: 1200, what: 'Seasonal badge bought by Frankie Fanning', days: 4 },
    { cents: 800, what: 'Endorsement badge bought by Morgan Manley', days: 1 },
  ];
  for (const sale of sales) {
    // Athlete share 88% (no manager), the rest to the platform; see the royalty rules.
    const athleteShare = Math.round(sale.cents * 0.88);
    await postTransaction(db, {
      kind: 'demo_sale',
      description: sale.what,
      entries: [
        { accountId: clearing, amountCents: -sale.cents },
        { accountId: wallet, amountCents: athleteShare },
        { accountId: revenue, amountCents: sale.cents - athleteShare },
      ],
    });
  }
}
