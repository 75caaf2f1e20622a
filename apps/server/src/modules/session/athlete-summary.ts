import type { TAthleteSummary } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { athleteProfiles } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';

export async function findAthleteSummary(
  db: DbOrTx,
  userId: string,
): Promise<TAthleteSummary | null> {
  const [row] = await db
    .select({
      athleteNumber: athleteProfiles.athleteNumber,
      sport: athleteProfiles.sport,
      state: athleteProfiles.state,
      chatRateCents: athleteProfiles.chatRateCents,
    })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, userId));
  return row ?? null;
}
