import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { DbOrTx } from '../db/database';

export type LedgerAccountKind = (typeof ledgerAccounts.kind.enumValues)[number];

export type PostingEntry = { accountId: string; amountCents: number };

export class UnbalancedTransactionError extends Error {}

/** Finds or creates the account; system accounts (revenue, clearing) have no owner. */
export async function ensureAccount(
  db: DbOrTx,
  kind: LedgerAccountKind,
  ownerUserId: string | null = null,
): Promise<string> {
  const [id] = await ensureAccounts(db, [{ kind, ownerUserId }]);
  if (!id) throw new Error(`could not create ledger account ${kind}`);
  return id;
}

/**
 * A ledger account by kind and owner: a user (a wallet), a school (its IP royalties) or nobody
 * (the platform's system accounts).
 */
export type AccountRef = {
  kind: LedgerAccountKind;
  ownerUserId?: string | null;
  ownerSchoolId?: number | null;
};

/**
 * `ensureAccount` for several accounts at once, their ids in the order asked: one read when they
 * all exist (a sale's clearing, wallet and revenue accounts), instead of one read each.
 */
export async function ensureAccounts(db: DbOrTx, wanted: AccountRef[]): Promise<string[]> {
  if (!wanted.length) return [];
  const same = (ref: AccountRef) =>
    and(
      eq(ledgerAccounts.kind, ref.kind),
      ref.ownerUserId
        ? eq(ledgerAccounts.ownerUserId, ref.ownerUserId)
        : isNull(ledgerAccounts.ownerUserId),
      ref.ownerSchoolId
        ? eq(ledgerAccounts.ownerSchoolId, ref.ownerSchoolId)
        : isNull(ledgerAccounts.ownerSchoolId),
    );
  const read = () =>
    db
      .select({
        id: ledgerAccounts.id,
        kind: ledgerAccounts.kind,
        owner: ledgerAccounts.ownerUserId,
        school: ledgerAccounts.ownerSchoolId,
      })
      .from(ledgerAccounts)
      .where(or(...wanted.map(same)));
  const idOf = (rows: Awaited<ReturnType<typeof read>>, ref: AccountRef) =>
    rows.find(
      (r) =>
        r.kind === ref.kind &&
        r.owner === (ref.ownerUserId ?? null) &&
        r.school === (ref.ownerSchoolId ?? null),
    )?.id;
  let rows = await read();
  const missing = wanted.filter((ref) => !idOf(rows, ref));
  if (missing.length) {
    // Two requests may race to create one; the partial unique indexes let only one win.
    await db
      .insert(ledgerAccounts)
      .values(
        missing.map((ref) => ({
          kind: ref.kind,
          ownerUserId: ref.ownerUserId ?? null,
          ownerSchoolId: ref.ownerSchoolId ?? null,
        })),
      )
      .onConflictDoNothing();
    rows = await read();
  }
  return wanted.map((ref) => {
    const id = idOf(rows, ref);
    if (!id) throw new Error(`could not create ledger account ${ref.kind}`);
    return id;
  });
}

/**
 * Records one balanced movement of money. With an idempotency key, posting the same key again
 * returns the first transaction's id and writes nothing (a replayed capture is applied once).
 * Call inside the caller's database transaction so the movement commits with its cause.
 */
export async function postTransaction(
  tx: DbOrTx,
  input: {
    kind: string;
    description: string;
    entries: PostingEntry[];
    paymentId?: string;
    idempotencyKey?: string;
    /** When the movement happened, if not now (demo data dated in the past). */
    at?: Date;
  },
): Promise<{ transactionId: string; replayed: boolean }> {
  const total = input.entries.reduce((sum, e) => sum + e.amountCents, 0);
  if (
    input.entries.length < 2 ||
    total !== 0 ||
    input.entries.some((e) => !Number.isInteger(e.amountCents) || e.amountCents === 0)
  ) {
    throw new UnbalancedTransactionError(`transaction ${input.kind} does not balance (${total})`);
  }
  const inserted = await tx
    .insert(ledgerTransactions)
    .values({
      kind: input.kind,
      description: input.description,
      paymentId: input.paymentId,
      idempotencyKey: input.idempotencyKey,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!inserted[0]) {
    const [first] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, input.idempotencyKey ?? ''));
    if (!first) throw new Error('idempotent posting vanished');
    return { transactionId: first.id, replayed: true };
  }
  const transactionId = inserted[0].id;
  await tx.insert(ledgerEntries).values(
    input.entries.map((e) => ({
      transactionId,
      ...e,
      ...(input.at ? { createdAt: input.at } : {}),
    })),
  );
  return { transactionId, replayed: false };
}

export async function accountBalance(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::bigint` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return Number(row?.balance ?? 0);
}

/** An athlete's wallet balance in cents, derived from the ledger (0 when no account yet). */
export async function walletBalance(db: DbOrTx, userId: string): Promise<number> {
  const [account] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'athlete_wallet'), eq(ledgerAccounts.ownerUserId, userId)));
  return account ? accountBalance(db, account.id) : 0;
}

/**
 * Locks an account row for the rest of the transaction, so concurrent withdrawals from one
 * wallet queue up instead of both reading the same balance.
 */
export async function lockAccount(tx: DbOrTx, accountId: string): Promise<void> {
  await tx.execute(sql`select id from ledger_accounts where id = ${accountId} for update`);
}
