import { and, eq } from 'drizzle-orm';
import { athleteProfiles, users } from '../../db/schema';

/**
 * Who the public sees: an athlete whose registration is active (fee paid) and whose account is
 * not blocked. The same rule as the directory's statement (modules/directory/search-athletes.ts),
 * so an athlete found in the search always has a page and no other athlete has one.
 */
export const listedAthlete = and(
  eq(athleteProfiles.registrationStatus, 'active'),
  eq(users.blocked, false),
);
