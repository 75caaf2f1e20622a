import { messages, type TContestSummary } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { contests } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';

export type ContestRow = typeof contests.$inferSelect;

/** A contest row as every side's API writes it. */
export function toContestSummary(c: ContestRow): TContestSummary {
  return {
    id: c.id,
    number: c.number,
    kind: c.kind as TContestSummary['kind'],
    title: c.title,
    description: c.description,
    sport: c.sport,
    startDate: c.startDate,
    endDate: c.endDate,
    buyingEndDate: c.buyingEndDate,
    rounds: c.rounds === 2 ? 2 : 1,
    currentRound: c.currentRound === 2 ? 2 : 1,
    status: c.status as TContestSummary['status'],
    organizerName: c.organizerName,
    organizerEmail: c.organizerEmail,
    createdAt: c.createdAt.toISOString(),
  };
}

/** The contest, or the catalogue's 404. `forUpdate` takes its row lock (status, round, badges). */
export async function loadContest(db: DbOrTx, id: string, forUpdate = false): Promise<ContestRow> {
  const q = db.select().from(contests).where(eq(contests.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound(messages.contests.notFound);
  return row;
}

export const personName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();
