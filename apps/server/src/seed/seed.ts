import { sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/database';
import type { AppServices } from '../platform/services';
import type { FileStorage } from '../platform/storage/file-storage';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoAthletePhotos } from './demo-athlete-photos';
import { seedDemoModeration } from './demo-console-content';
import { seedDemoContent } from './demo-content';
import { seedDemoContests } from './demo-contests';
import { seedDemoGiftImages } from './demo-pizza-money';
import { seedDemoRoster } from './demo-roster-seed';
import { sealDemoSchoolContract, seedDemoSchoolContracts } from './demo-school-contracts';
import { loadReferenceData } from './reference-data';

type Log = { info: (obj: object, msg: string) => void };

/**
 * Creates the demo accounts and their rows, in one transaction; with `storage`, the demo
 * athletes' profile photos too (stored where uploads go); with `roster`, the marketplace around
 * them (demo-roster.ts: 40 more athletes, their fans and a few weeks of sales). A fresh install
 * gets everything (seedOnFirstRun); tests about the demo accounts leave the roster out, as its
 * few hundred bookings would only slow them.
 */
export async function seedDemo(
  db: Db,
  options: { storage?: FileStorage; roster?: boolean } = {},
): Promise<Record<string, string>> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  return db.transaction(async (tx) => {
    const ids: Record<string, string> = {};
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash: hashes[i] ?? '',
          role: account.role,
          firstName: account.firstName,
          lastName: account.lastName,
          isManager: account.isManager ?? false,
          blocked: account.blocked ?? false,
          // The demo fans can vote in contests at once: their addresses count as confirmed.
          emailConfirmedAt: account.role === 'fan' ? new Date() : null,
        })
        .returning({ id: users.id });
      if (row) ids[account.key] = row.id;
    }
    await seedDemoContent(tx, ids);
    await seedDemoSchoolContracts(tx, ids, { storage: options.storage });
    if (options.storage) {
      await seedDemoAthletePhotos(tx, options.storage, ids);
      await seedDemoGiftImages(tx, options.storage, ids);
      await seedDemoModeration(tx, options.storage, ids);
    }
    // After the demo accounts' rows: their athlete numbers (1001...) stay the first ones.
    if (options.roster && ids.athlete) await seedDemoRoster(tx, ids, { storage: options.storage });
    // After the roster: its athletes and fans take part in the contests.
    await seedDemoContests(tx, ids, { storage: options.storage });
    return ids;
  });
}

/**
 * Reference data always; demo data once, into a database with no users. Says whether it loaded
 * the demo, whose last step (`finishDemo`) needs the running services.
 */
export async function seedOnFirstRun(
  db: Db,
  options: { demo: boolean; log?: Log; storage?: FileStorage },
): Promise<{ demoLoaded: boolean }> {
  const reference = await loadReferenceData(db);
  if (reference.loaded) options.log?.info({}, 'loaded reference data');
  if (!options.demo) return { demoLoaded: false };
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  if (count > 0) return { demoLoaded: false };
  await seedDemo(db, { storage: options.storage, roster: true });
  options.log?.info({}, 'loaded demo data (accounts are listed in the README)');
  return { demoLoaded: true };
}

/**
 * The demo's steps that go through the product's own services once they run: the operator
 * countersigns and seals the demo school's contract (its PDF, seal and e-mail).
 */
export async function finishDemo(services: AppServices): Promise<void> {
  await sealDemoSchoolContract(services);
}
