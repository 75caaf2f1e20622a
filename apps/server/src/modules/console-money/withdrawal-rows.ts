import {
  CSV_EXPORT_MAX_ROWS,
  type TConsoleWithdrawal,
  type TConsoleWithdrawalFilters,
  type TWithdrawalStatus,
} from '@fhp/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users, withdrawals as w } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type CsvColumn, toCsv } from '../../platform/http/csv';
import { type Cursor, toPage } from '../../platform/http/cursor';

const retry = alias(w, 'retry');

function select(db: DbOrTx) {
  return db
    .select({
      row: w,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      retriedById: retry.id,
    })
    .from(w)
    .innerJoin(users, eq(users.id, w.athleteUserId))
    .leftJoin(retry, eq(retry.retryOfId, w.id));
}
type Joined = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toConsoleWithdrawal(r: Joined): TConsoleWithdrawal {
  const row = r.row;
  return {
    id: row.id,
    athleteId: row.athleteUserId,
    athleteName: `${r.firstName} ${r.lastName}`.trim(),
    athleteEmail: r.email,
    amountCents: row.amountCents,
    payoutEmail: row.payoutEmail,
    status: row.status as TWithdrawalStatus,
    reviewReasons: row.reviewReasons,
    operatorNote: row.operatorNote,
    provider: row.provider,
    providerBatchId: row.providerBatchId,
    failureReason: row.failureReason,
    retryOfId: row.retryOfId,
    retriedById: r.retriedById,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    settledAt: iso(row.settledAt),
  };
}

/** One withdrawal as the console shows it; null when there is none. */
export async function readConsoleWithdrawal(db: DbOrTx, id: string) {
  const [row] = await select(db).where(eq(w.id, id));
  return row ? toConsoleWithdrawal(row) : null;
}

function filtersOf(filters: TConsoleWithdrawalFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(w.status, filters.status));
  if (filters.email) {
    const email = filters.email.toLowerCase();
    where.push(
      or(sql`lower(${users.email}) = ${email}`, sql`lower(${w.payoutEmail}) = ${email}`) as SQL,
    );
  }
  return where;
}

/**
 * A page of every athlete's withdrawals, newest first (keyset on created_at, id: the
 * withdrawals_created_idx index, or withdrawals_status_created_idx with a state filter).
 */
export async function listConsoleWithdrawals(
  db: DbOrTx,
  filters: TConsoleWithdrawalFilters,
  page: { cursor: Cursor | null; limit: number },
) {
  const rows = await select(db)
    .where(and(...filtersOf(filters), page.cursor ? afterCursor(w, w, page.cursor) : undefined))
    .orderBy(...newestFirst(w))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(
    rows.map((r) => ({ ...r, id: r.row.id, createdAt: r.row.createdAt })),
    page.limit,
  );
  return { items: items.map(toConsoleWithdrawal), nextCursor };
}

const CSV_COLUMNS: readonly CsvColumn<TConsoleWithdrawal>[] = [
  { header: 'Requested', value: (r) => r.createdAt },
  { header: 'Withdrawal', value: (r) => r.id },
  { header: 'Athlete', value: (r) => r.athleteName },
  { header: 'Athlete e-mail', value: (r) => r.athleteEmail },
  { header: 'Amount (USD)', value: (r) => (r.amountCents / 100).toFixed(2) },
  { header: 'Payout e-mail', value: (r) => r.payoutEmail },
  { header: 'State', value: (r) => r.status },
  { header: 'Review reasons', value: (r) => r.reviewReasons.join(' ') },
  { header: 'Operator note', value: (r) => r.operatorNote },
  { header: 'Provider', value: (r) => r.provider },
  { header: 'Provider batch', value: (r) => r.providerBatchId },
  { header: 'Failure reason', value: (r) => r.failureReason },
  { header: 'Decided', value: (r) => r.decidedAt },
  { header: 'Settled', value: (r) => r.settledAt },
];

/** The filtered withdrawals as CSV, newest first, at most CSV_EXPORT_MAX_ROWS rows. */
export async function withdrawalsCsv(db: DbOrTx, filters: TConsoleWithdrawalFilters) {
  const rows = await select(db)
    .where(and(...filtersOf(filters)))
    .orderBy(...newestFirst(w))
    .limit(CSV_EXPORT_MAX_ROWS);
  return toCsv(CSV_COLUMNS, rows.map(toConsoleWithdrawal));
}
