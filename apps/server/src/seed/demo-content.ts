import { notifications } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';
import { seedDemoAthleteAccount } from './demo-athlete-account';
import { seedDemoAthletes } from './demo-athletes';
import { seedDemoBadges } from './demo-badges';
import { seedDemoBlogs } from './demo-blogs';
import { seedDemoChats } from './demo-chats';
import { seedDemoConsole } from './demo-console';
import { seedDemoDeals } from './demo-deals';
import { seedDemoGroupChats } from './demo-group-chats';
import { seedDemoMementos } from './demo-mementos';
import { seedDemoMoneyOut } from './demo-money-out';
import { seedDemoPizzaMoney } from './demo-pizza-money';
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
  // The sales also write the athletes' sale notifications (the endorsement one is unread).
  await seedDemoPurchases(db, ids);
  await seedDemoMementos(db, ids);
  await seedDemoBlogs(db, ids);
  await seedDemoDeals(db, ids);
  await seedDemoBadges(db, ids);
  await seedDemoPizzaMoney(db, ids);
  await seedDemoChats(db, ids);
  await seedDemoGroupChats(db, ids);
  // After every sale: the withdrawals come out of the balance those sales made.
  await seedDemoMoneyOut(db, ids);
  // After everything the console's work items are about.
  await seedDemoConsole(db, ids);

  const now = Date.now();
  const minutesAgo = (m: number) => new Date(now - m * 60_000);
  await db.insert(notifications).values([
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
}
