import { inArray, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { verifyPassword } from '../platform/auth/passwords';
import type { DbOrTx } from '../platform/db/database';
import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * The demo accounts that still sign in with the password the README publishes. A production
 * server refuses to start while any exists (a database copied from a demo, or seeded by hand).
 */
export async function demoAccountsWithPublishedPasswords(db: DbOrTx): Promise<string[]> {
  const published = new Map(DEMO_ACCOUNTS.map((a) => [a.email, a.password]));
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...published.keys()]));
  const open: string[] = [];
  for (const row of rows) {
    const password = published.get(row.email.toLowerCase());
    if (password && (await verifyPassword(row.passwordHash, password))) open.push(row.email);
  }
  return open;
}
