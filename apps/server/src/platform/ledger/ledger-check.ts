import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/database';

/** One broken invariant of the ledger, readable in a report and testable by its check. */
export type LedgerProblem =
  | { check: 'unbalanced-transaction'; transactionId: string; kind: string; sumCents: number }
  | {
      check: 'negative-wallet';
      accountId: string;
      kind: string;
      ownerUserId: string;
      balanceCents: number;
    }
  | { check: 'captured-payment-postings'; paymentId: string; purpose: string; postings: number };

/**
 * The ledger's integrity checks (issue 16, point 5): every transaction sums to zero, no account
 * holding someone's money (an athlete's wallet, a manager's, a school's royalties) is below
 * zero, and every captured payment is posted exactly once. Each is one query over the whole
 * ledger, so it also catches rows written around `postTransaction` and its trigger.
 * Returns the problems found; an empty list means the ledger is sound.
 */
export async function checkLedger(db: DbOrTx): Promise<LedgerProblem[]> {
  const unbalanced = await queryRows<{ id: string; kind: string; total: number | string }>(
    db,
    sql`select t.id, t.kind, coalesce(sum(e.amount_cents), 0)::bigint as total
        from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
        group by t.id, t.kind
        having coalesce(sum(e.amount_cents), 0) <> 0
        order by t.created_at, t.id`,
  );
  const negative = await queryRows<{
    id: string;
    kind: string;
    owner_user_id: string;
    balance: number | string;
  }>(
    db,
    sql`select a.id, a.kind, a.owner_user_id, sum(e.amount_cents)::bigint as balance
        from ledger_accounts a join ledger_entries e on e.account_id = a.id
        where a.owner_user_id is not null
        group by a.id, a.kind, a.owner_user_id
        having sum(e.amount_cents) < 0
        order by a.id`,
  );
  const unposted = await queryRows<{ id: string; purpose: string; postings: number | string }>(
    db,
    sql`select p.id, p.purpose, count(t.id)::int as postings
        from payments p left join ledger_transactions t on t.payment_id = p.id
        where p.status = 'captured'
        group by p.id, p.purpose
        having count(t.id) <> 1
        order by p.id`,
  );
  return [
    ...unbalanced.map((r) => ({
      check: 'unbalanced-transaction' as const,
      transactionId: r.id,
      kind: r.kind,
      sumCents: Number(r.total),
    })),
    ...negative.map((r) => ({
      check: 'negative-wallet' as const,
      accountId: r.id,
      kind: r.kind,
      ownerUserId: r.owner_user_id,
      balanceCents: Number(r.balance),
    })),
    ...unposted.map((r) => ({
      check: 'captured-payment-postings' as const,
      paymentId: r.id,
      purpose: r.purpose,
      postings: Number(r.postings),
    })),
  ];
}

/** One line per problem, for the command's report. */
export function describeLedgerProblem(problem: LedgerProblem): string {
  switch (problem.check) {
    case 'unbalanced-transaction':
      return `transaction ${problem.transactionId} (${problem.kind}) sums to ${problem.sumCents} cents, not 0`;
    case 'negative-wallet':
      return `${problem.kind} account ${problem.accountId} of user ${problem.ownerUserId} is at ${problem.balanceCents} cents`;
    case 'captured-payment-postings':
      return `captured payment ${problem.paymentId} (${problem.purpose}) has ${problem.postings} ledger postings, not 1`;
  }
}
