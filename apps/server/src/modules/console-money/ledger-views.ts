import type { TLedgerAccount, TLedgerCheck } from '@fhp/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import {
  ledgerAccounts as a,
  ledgerEntries as e,
  ledgerTransactions,
  users,
} from '../../db/schema';
import { type DbOrTx, queryRows } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';
import { checkLedger, describeLedgerProblem } from '../../platform/ledger/ledger-check';

const balance = sql<string>`coalesce((select sum(x.amount_cents) from ledger_entries x where x.account_id = ${a.id}), 0)::bigint`;

function accountsQuery(db: DbOrTx) {
  return db
    .select({
      id: a.id,
      kind: a.kind,
      ownerId: a.ownerUserId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      balance,
    })
    .from(a)
    .leftJoin(users, eq(users.id, a.ownerUserId));
}
type AccountRow = Awaited<ReturnType<ReturnType<typeof accountsQuery>['where']>>[number];

const toAccount = (r: AccountRow): TLedgerAccount => ({
  id: r.id,
  kind: r.kind,
  ownerId: r.ownerId,
  ownerName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
  ownerEmail: r.email,
  balanceCents: Number(r.balance),
});

/**
 * Ledger accounts with their balances, summed from their entries: the system accounts (no
 * owner), or every account of the owner with this e-mail.
 */
export async function listLedgerAccounts(db: DbOrTx, filters: { email?: string }) {
  const where: SQL = filters.email
    ? sql`lower(${users.email}) = ${filters.email.toLowerCase()}`
    : isNull(a.ownerUserId);
  const rows = await accountsQuery(db).where(where).orderBy(a.kind).limit(50);
  return { items: rows.map(toAccount) };
}

export async function ledgerAccountOf(db: DbOrTx, id: string) {
  const [row] = await accountsQuery(db).where(eq(a.id, id));
  return row ? toAccount(row) : null;
}

/**
 * A page of one account's postings, newest first (keyset on the entry's created_at and id, the
 * ledger_entries_account_idx index), each with the account's balance after it: the sum of the
 * account's entries up to and including it, in the same order (the running balance).
 */
export async function listLedgerPostings(
  db: DbOrTx,
  accountId: string,
  page: { cursor: Cursor | null; limit: number },
) {
  const account = await ledgerAccountOf(db, accountId);
  if (!account) return null;
  const rows = await db
    .select({
      id: e.id,
      createdAt: e.createdAt,
      amountCents: e.amountCents,
      transactionId: e.transactionId,
      kind: ledgerTransactions.kind,
      description: ledgerTransactions.description,
    })
    .from(e)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, e.transactionId))
    .where(
      and(eq(e.accountId, accountId), page.cursor ? afterCursor(e, e, page.cursor) : undefined),
    )
    .orderBy(...newestFirst(e))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit);
  // The balance after the page's newest posting (one sum over the older entries, by the index),
  // then each older one's by taking the newer posting's amount back off.
  let running = items[0] ? await balanceAfter(db, accountId, items[0].id) : 0;
  return {
    account,
    items: items.map((r) => {
      const balanceCents = running;
      running -= r.amountCents;
      return {
        id: r.id,
        transactionId: r.transactionId,
        kind: r.kind,
        description: r.description,
        amountCents: r.amountCents,
        balanceCents,
        createdAt: r.createdAt.toISOString(),
      };
    }),
    nextCursor,
  };
}

async function balanceAfter(db: DbOrTx, accountId: string, entryId: string) {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select coalesce(sum(y.amount_cents), 0)::bigint as balance from ledger_entries y
        where y.account_id = ${accountId}
          and (y.created_at, y.id) <= (select c.created_at, c.id from ledger_entries c
                                       where c.id = ${entryId}::uuid)`,
  );
  return Number(row?.balance ?? 0);
}

/**
 * What moved through the ledger on each of the last `days` days (UTC), by transaction kind: the
 * number of transactions and the money moved (the sum of their credits; each sums to zero).
 */
export async function dailyTotals(db: DbOrTx, days: number) {
  const rows = await queryRows<{ day: string; kind: string; transactions: number; moved: string }>(
    db,
    sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, t.kind,
          count(distinct t.id)::int as transactions,
          coalesce(sum(e.amount_cents) filter (where e.amount_cents > 0), 0)::bigint as moved
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        where t.created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
                             - make_interval(days => ${days - 1})
        group by 1, 2
        order by 1 desc, 2`,
  );
  return {
    items: rows.map((r) => ({
      day: r.day,
      kind: r.kind,
      transactions: Number(r.transactions),
      amountCents: Number(r.moved),
    })),
  };
}

/** `npm run ledger:check`, run now: its problems, one line each. */
export async function ledgerCheckNow(db: DbOrTx): Promise<TLedgerCheck> {
  const problems = await checkLedger(db);
  return {
    ok: problems.length === 0,
    checkedAt: new Date().toISOString(),
    problems: problems.map((problem) => ({
      check: problem.check,
      text: describeLedgerProblem(problem),
    })),
  };
}
