import { eq } from 'drizzle-orm';
import {
  adminNotifications,
  athleteIssues,
  athleteProfiles,
  placeRequestSupporters,
  placeRequests,
  schoolAdminProfiles,
} from '../db/schema';
import type { DbOrTx } from '../platform/db/database';

/**
 * Rows for the profile, fan requests, issues and requested cities/sports screens. The school
 * admin administers the first athlete's school (Miami, FIU): once FIU's contract is approved
 * (demo-school-contracts.ts) that athlete sees the IP contract offer and the second athlete
 * (Austin) does not: both states can be shown.
 */
export async function seedDemoAthleteAccount(db: DbOrTx, ids: Record<string, string>) {
  const { athlete, athlete2, fan, manager, school } = ids;
  if (!athlete || !athlete2 || !fan || !manager || !school) return;
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  const [firstAthlete] = await db
    .select({ schoolId: athleteProfiles.schoolId })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, athlete));
  await db.insert(schoolAdminProfiles).values({
    userId: school,
    stateCode: 'FL',
    county: null,
    schoolId: firstAthlete?.schoolId ?? null,
    schoolName: 'Florida International University',
    // Mirrors an approved contract: the countersignature of FIU's (demo-school-contracts.ts) sets it.
    ipContract: false,
  });
  // A rating on the first athlete shows the visibility switch; the second stays 'pending'.
  await db
    .update(athleteProfiles)
    .set({
      rvRating: 4.5,
      socialMedia: [{ name: 'Instagram', url: 'https://www.instagram.com/fhp_demo' }],
    })
    .where(eq(athleteProfiles.userId, athlete));

  const issues = await db
    .insert(athleteIssues)
    .values([
      {
        userId: athlete,
        issueNumber: 4821,
        message: 'My seasonal badge photo looks blurry.',
        createdAt: ago(120),
      },
      {
        userId: athlete,
        issueNumber: 9310,
        message: 'A fan says the chat link did not open.',
        createdAt: ago(60 * 50),
      },
    ])
    .returning({ id: athleteIssues.id, createdAt: athleteIssues.createdAt });

  const requests = await db
    .insert(placeRequests)
    .values([
      {
        kind: 'city' as const,
        addedBy: athlete,
        state: 'Florida',
        city: 'Boca Raton',
        college: 'Florida Atlantic University',
        sport: 'Basketball',
        createdAt: ago(200),
      },
      {
        kind: 'city' as const,
        addedBy: athlete2,
        state: 'Texas',
        city: 'San Marcos',
        college: 'Texas State University',
        sport: 'Soccer',
        createdAt: ago(400),
      },
      {
        kind: 'sport' as const,
        addedBy: athlete,
        state: 'Florida',
        city: 'Miami',
        college: 'Florida International University',
        sport: 'Lacrosse',
        createdAt: ago(300),
      },
      {
        kind: 'sport' as const,
        addedBy: athlete2,
        state: 'Texas',
        city: 'Austin',
        college: 'University Of Texas At Austin',
        sport: 'Rugby',
        createdAt: ago(500),
      },
    ])
    .returning({
      id: placeRequests.id,
      kind: placeRequests.kind,
      createdAt: placeRequests.createdAt,
    });
  const [boca, sanMarcos, lacrosse, rugby] = requests.map((r) => r.id) as string[];
  await db.insert(placeRequestSupporters).values([
    { requestId: boca as string, userId: athlete },
    { requestId: boca as string, userId: fan },
    { requestId: sanMarcos as string, userId: athlete2 },
    { requestId: lacrosse as string, userId: fan },
    { requestId: rugby as string, userId: athlete },
  ]);
  await db.insert(adminNotifications).values([
    // Written with the record, as the product does.
    ...issues.map((i) => ({ type: 'athlete-issue', notifyId: i.id, createdAt: i.createdAt })),
    ...requests.map((r) => ({ type: r.kind, notifyId: r.id, createdAt: r.createdAt })),
  ]);
}
