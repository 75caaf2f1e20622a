import {
  BADGE_SALE_KINDS,
  seasonLabel,
  type TBadgeSaleKind,
  type TBadgeSalesPage,
} from '@fhp/domain';
import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  purchases as p,
  seasonalBadges,
  talkingBadges,
  users,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';

const mine = (userId: string) =>
  and(eq(p.athleteUserId, userId), inArray(p.kind, [...BADGE_SALE_KINDS]));

function label(row: {
  kind: string;
  sport: string | null;
  type: string | null;
  eventPlus: string | null;
  year: number | null;
  description: string | null;
}): string {
  if (row.kind === 'talking_badge') return row.description ?? '';
  const season = seasonLabel({ type: row.type ?? '', eventPlus: row.eventPlus, year: row.year });
  return [row.sport, season].filter(Boolean).join(' ');
}

/**
 * The Seasonals Sales page: the sales of my seasonal and talking badges from the purchases
 * table (badge, the buyer's first name, amount, date), newest first, with totals over all of
 * them: count, what fans paid and my share (what the sales' ledger postings put in my wallet).
 */
export async function listBadgeSales(
  db: DbOrTx,
  userId: string,
  query: { cursor: Cursor | null; limit: number },
): Promise<TBadgeSalesPage> {
  const rows = await db
    .select({
      id: p.id,
      kind: p.kind,
      itemId: p.itemId,
      amountCents: p.amountCents,
      createdAt: p.createdAt,
      buyerFirstName: users.firstName,
      sport: seasonalBadges.sport,
      type: seasonalBadges.type,
      eventPlus: seasonalBadges.eventPlus,
      year: seasonalBadges.year,
      description: talkingBadges.description,
    })
    .from(p)
    .leftJoin(users, eq(users.id, p.fanUserId))
    .leftJoin(
      seasonalBadges,
      sql`${p.kind} = 'seasonal_badge' and ${seasonalBadges.id} = ${p.itemId}`,
    )
    .leftJoin(talkingBadges, sql`${p.kind} = 'talking_badge' and ${talkingBadges.id} = ${p.itemId}`)
    .where(and(mine(userId), query.cursor ? afterCursor(p, p, query.cursor) : undefined))
    .orderBy(...newestFirst(p))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);

  const [totals] = await db
    .select({ count: count(), amount: sum(p.amountCents) })
    .from(p)
    .where(mine(userId));
  const [earned] = await db
    .select({ cents: sum(ledgerEntries.amountCents) })
    .from(p)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.idempotencyKey, p.idempotencyKey))
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.id, ledgerEntries.accountId),
        eq(ledgerAccounts.kind, 'athlete_wallet'),
        eq(ledgerAccounts.ownerUserId, userId),
      ),
    )
    .where(mine(userId));

  return {
    items: page.items.map((row) => ({
      id: row.id,
      kind: row.kind as TBadgeSaleKind,
      badgeLabel: label(row),
      badgeId: row.sport !== null || row.description !== null ? row.itemId : null,
      buyerFirstName: row.buyerFirstName,
      amountCents: row.amountCents,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
    totals: {
      count: Number(totals?.count ?? 0),
      amountCents: Number(totals?.amount ?? 0),
      earnedCents: Number(earned?.cents ?? 0),
    },
  };
}
