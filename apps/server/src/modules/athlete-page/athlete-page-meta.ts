import { athletePageMeta, type TPageMeta } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { athleteProfiles, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { listedAthlete } from './listed-athlete';

/**
 * The title and description the server writes into the HTML of `/athletes/<number>`: the
 * athlete's name, sport and school. Undefined for an athlete the public may not see, whose
 * address then gets the generic shell like any unknown path.
 */
export async function readAthletePageMeta(
  db: DbOrTx,
  athleteNumber: number,
): Promise<TPageMeta | undefined> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      sport: athleteProfiles.sport,
      schoolName: athleteProfiles.schoolName,
    })
    .from(athleteProfiles)
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .where(and(eq(athleteProfiles.athleteNumber, athleteNumber), listedAthlete))
    .limit(1);
  return row ? athletePageMeta(row) : undefined;
}
