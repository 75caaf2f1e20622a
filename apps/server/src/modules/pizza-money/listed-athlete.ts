import { pizzaMoneyMessages as m } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { athleteProfiles, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { listedAthlete } from '../athlete-page/listed-athlete';

/** An athlete the public sees (the athlete page's rule), by athlete number; 404 otherwise. */
export async function listedAthleteByNumber(db: DbOrTx, athleteNumber: number) {
  const [athlete] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      athleteNumber: athleteProfiles.athleteNumber,
    })
    .from(athleteProfiles)
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .where(
      and(
        eq(athleteProfiles.athleteNumber, athleteNumber),
        eq(users.role, 'athlete'),
        listedAthlete,
      ),
    );
  if (!athlete) throw notFound(m.athleteNotFound);
  return athlete;
}
