import { and, eq } from 'drizzle-orm';
import { athleteProfiles, users } from '../../db/schema';
import type { DbOrTx } from '../db/database';
import type { Subject } from './policy';

/**
 * What the policy needs to know about an athlete's account and its rows (the route's subject
 * loader for a path that names an athlete): the athlete owns it, and their school's
 * administrator may read it. Undefined when there is no such athlete (the guard answers 404).
 */
export async function athleteSubject(db: DbOrTx, userId: string): Promise<Subject | undefined> {
  const [athlete] = await db
    .select({ id: users.id, schoolId: athleteProfiles.schoolId })
    .from(users)
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'athlete')));
  return athlete ? { ownerId: athlete.id, schoolId: athlete.schoolId } : undefined;
}

/**
 * The console itself as a subject: nobody owns it, so of every signed-in account only an
 * operator relates to it (policy: 'operator'). A console route that names no record (a list,
 * a search, an export) is decided on this.
 */
export const CONSOLE_SUBJECT: Subject = { ownerId: null };

/** The policy guard of a console route that names no record. */
export function consoleGuard(db: DbOrTx) {
  return { db, subject: async () => CONSOLE_SUBJECT };
}
