import { sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/database';
import type { FileStorage } from '../platform/storage/file-storage';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoAthletePhotos } from './demo-athlete-photos';
import { seedDemoContent } from './demo-content';
import { seedDemoGiftImages } from './demo-pizza-money';
import { loadReferenceData } from './reference-data';

type Log = { info: (obj: object, msg: string) => void };

/**
 * Creates the demo accounts and their rows, in one transaction; with `storage`, the demo
 * athletes' profile photos too (stored where uploads go).
 */
export async function seedDemo(
  db: Db,
  options: { storage?: FileStorage } = {},
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
        })
        .returning({ id: users.id });
      if (row) ids[account.key] = row.id;
    }
    await seedDemoContent(tx, ids);
    if (options.storage) {
      await seedDemoAthletePhotos(tx, options.storage, ids);
      await seedDemoGiftImages(tx, options.storage, ids);
    }
    return ids;
  });
}

/** Reference data always; demo data once, into a database with no users. */
export async function seedOnFirstRun(
  db: Db,
  options: { demo: boolean; log?: Log; storage?: FileStorage },
) {
  const reference = await loadReferenceData(db);
  if (reference.loaded) options.log?.info({}, 'loaded reference data');
  if (!options.demo) return;
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  if (count > 0) return;
  await seedDemo(db, { storage: options.storage });
  options.log?.info({}, 'loaded demo data (accounts are listed in the README)');
}
