import { ACKNOWLEDGEMENT_DOCUMENT_VERSIONS, type TAcknowledgementKey } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { athleteAcceptances, athleteProfiles, fanProfiles, schools } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';

type Place = { stateCode: string; state: string; city: string; school: string };

const MIAMI: Place = {
  stateCode: 'FL',
  state: 'Florida',
  city: 'Miami',
  school: 'Florida International University',
};
const AUSTIN: Place = {
  stateCode: 'TX',
  state: 'Texas',
  city: 'Austin',
  school: 'University of Texas at Austin',
};

/** The college's id in the reference data (null if the lists were not loaded). */
async function collegeId(db: DbOrTx, p: Place): Promise<number | null> {
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(
      and(
        eq(schools.kind, 'college'),
        eq(schools.stateCode, p.stateCode),
        eq(schools.city, p.city),
        eq(schools.name, p.school),
      ),
    );
  return row?.id ?? null;
}

const record = (p: Place, schoolId: number | null) => ({
  athleteType: 'College' as const,
  state: p.state,
  stateCode: p.stateCode,
  city: p.city,
  schoolId,
  schoolName: p.school,
  country: 'USA',
  schoolAthlete: true,
  sportBadgeRateCents: 400,
});

/**
 * Complete athlete records, as sign-up makes them (registration fee paid), and a fan who
 * follows athletes from the first athlete's city, so the new-athlete e-mail has a recipient.
 */
export async function seedDemoAthletes(db: DbOrTx, ids: Record<string, string>) {
  const miami = await collegeId(db, MIAMI);
  const austin = await collegeId(db, AUSTIN);
  const rows = [
    {
      userId: ids.athlete,
      ...record(MIAMI, miami),
      sport: 'Basketball',
      dateOfBirth: '2003-09-14',
      gender: 'Male',
      phone: '(305)-(555)-(0142)',
      contactMethod: 'whatsapp',
      contactValue: '13055550142',
      payoutEmail: 'athlete@example.com',
      // The first athlete has set a chat rate; the second has not, so the panel shows its banner.
      chatRateCents: 200,
      sportBadgeRateCents: 800,
    },
    {
      userId: ids.athlete2,
      ...record(AUSTIN, austin),
      sport: 'Soccer',
      dateOfBirth: '2004-02-03',
      gender: 'Female',
      phone: '(512)-(555)-(0177)',
      payoutEmail: 'athlete2@example.com',
      chatRateCents: null,
    },
    {
      userId: ids.blocked,
      ...record(
        { stateCode: 'GA', state: 'Georgia', city: 'Athens', school: 'University of Georgia' },
        null,
      ),
      sport: 'Baseball',
      chatRateCents: 150,
    },
  ].filter((p): p is typeof p & { userId: string } => Boolean(p.userId));
  await db
    .insert(athleteProfiles)
    .values(
      rows.map((r) => ({ ...r, registrationStatus: 'active' as const, activatedAt: new Date() })),
    );

  const keys = Object.keys(ACKNOWLEDGEMENT_DOCUMENT_VERSIONS) as TAcknowledgementKey[];
  const signed = keys.filter((k) => k !== 'highSchoolInformation' && k !== 'newGroupAthleteVideo');
  await db.insert(athleteAcceptances).values(
    rows.flatMap((r) =>
      signed.map((key) => ({
        userId: r.userId,
        documentKey: key,
        documentVersion: ACKNOWLEDGEMENT_DOCUMENT_VERSIONS[key],
      })),
    ),
  );
  if (ids.fan)
    await db
      .insert(fanProfiles)
      .values({ userId: ids.fan, stateCode: 'FL', city: 'Miami', favoriteSchoolId: miami });
}
