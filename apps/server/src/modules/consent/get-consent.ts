import { messages, type TConsentRequest } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { athleteProfiles as a, parentalConsents as c, users as u } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { isConsentId } from './consent-id';

/**
 * Who asks for a consent (the athlete's name, level, sport, school and state) and its status,
 * for the guardian to read before confirming. A read only: opening the link confirms nothing.
 * The guardian's own address is not repeated (the holder of the link already has it).
 */
export async function getConsent(db: DbOrTx, id: string): Promise<TConsentRequest> {
  if (!isConsentId(id)) throw notFound(messages.consent.notFound);
  const [row] = await db
    .select({
      status: c.status,
      confirmedAt: c.confirmedAt,
      firstName: u.firstName,
      lastName: u.lastName,
      athleteType: a.athleteType,
      sport: a.sport,
      school: a.schoolName,
      state: a.state,
    })
    .from(c)
    .innerJoin(u, eq(u.id, c.athleteUserId))
    .leftJoin(a, eq(a.userId, c.athleteUserId))
    .where(eq(c.id, id));
  if (!row) throw notFound(messages.consent.notFound);
  return {
    status: row.status,
    confirmedAt: row.status === 'confirmed' ? (row.confirmedAt?.toISOString() ?? null) : null,
    athlete: {
      name: `${row.firstName} ${row.lastName}`.trim(),
      athleteType: row.athleteType,
      sport: row.sport,
      school: row.school,
      state: row.state,
    },
  };
}
