import type { TAthletePizzaMoney } from '@fhp/domain';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { pizzaMoneyRequests as r } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { listedAthleteByNumber } from './listed-athlete';
import { capRemaining, capUsage } from './pizza-cap';
import { donatedCents } from './pizza-request-rows';

/**
 * The pizza money card of an athlete's public page: what is left under the cap (open checkouts
 * past their hold are not counted: the next donation closes them), when more can be given, the
 * request open to donations, and the signed-in viewer's own request still waiting for an answer.
 */
export async function readAthletePizzaMoney(
  db: DbOrTx,
  athleteNumber: number,
  viewerUserId: string | null,
  now = new Date(),
): Promise<TAthletePizzaMoney> {
  const athlete = await listedAthleteByNumber(db, athleteNumber);
  const usage = await capUsage(db, athlete.userId, now, 'live');
  const { remainingCents, windowResetsAt } = capRemaining(usage);
  const stillOpen = (status: 'pending' | 'active') =>
    and(eq(r.athleteUserId, athlete.userId), eq(r.status, status), gt(r.endsAt, now));
  const [open] = await db
    .select({ id: r.id, endsAt: r.endsAt, donatedCents })
    .from(r)
    .where(stillOpen('active'))
    .orderBy(desc(r.endsAt))
    .limit(1);
  const [mine] = viewerUserId
    ? await db
        .select({ id: r.id, endsAt: r.endsAt })
        .from(r)
        .where(and(stillOpen('pending'), eq(r.fanUserId, viewerUserId)))
        .orderBy(asc(r.endsAt))
        .limit(1)
    : [];
  return {
    athleteFirstName: athlete.firstName,
    remainingCents,
    windowResetsAt: windowResetsAt?.toISOString() ?? null,
    openRequest: open
      ? { id: open.id, endsAt: open.endsAt.toISOString(), donatedCents: Number(open.donatedCents) }
      : null,
    myPendingRequest: mine ? { id: mine.id, endsAt: mine.endsAt.toISOString() } : null,
  };
}
