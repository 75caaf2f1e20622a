import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import { WITHDRAWAL_STATUSES } from '../withdrawals/withdrawals.schemas';
import { consoleMoneyMessages as m } from './console-money.messages';
import { ZPayoutReviewRule } from './payout-review';

/** Filters of the console's withdrawals list (combined with AND). */
export const ZConsoleWithdrawalFilters = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  /** The athlete's e-mail or the payout e-mail (exact, case-insensitive). */
  email: z.string().trim().max(254).optional(),
});
export type TConsoleWithdrawalFilters = z.infer<typeof ZConsoleWithdrawalFilters>;
export const ZConsoleWithdrawalsQuery = ZPageQuery.extend(ZConsoleWithdrawalFilters.shape);

export const ZConsoleWithdrawal = z.object({
  id: z.uuid(),
  athleteId: z.uuid(),
  athleteName: z.string(),
  athleteEmail: z.string(),
  amountCents: z.number().int(),
  payoutEmail: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Why it waits for an operator ('amount', 'email-changed'); empty when it did not. */
  reviewReasons: z.array(z.string()),
  /** The operator's reason of a hold or a rejection. */
  operatorNote: z.string().nullable(),
  provider: z.string().nullable(),
  providerBatchId: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** The withdrawal this one retries, and the one that retried this one. */
  retryOfId: z.uuid().nullable(),
  retriedById: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  settledAt: z.iso.datetime().nullable(),
});
export type TConsoleWithdrawal = z.infer<typeof ZConsoleWithdrawal>;
export const ZConsoleWithdrawalsPage = pageOf(ZConsoleWithdrawal);

export const ZWithdrawalIdParams = z.object({ id: z.uuid({ error: m.notFoundId }) });

/** A hold or a rejection: the reason the athlete reads. */
export const ZWithdrawalDecisionNote = z.object({
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, m.reasonRequired)
    .max(500, m.reasonTooLong),
});
export type TWithdrawalDecisionNote = z.infer<typeof ZWithdrawalDecisionNote>;

export const ZWithdrawalDecided = z.object({
  message: z.string(),
  withdrawal: ZConsoleWithdrawal,
});
export type TWithdrawalDecided = z.infer<typeof ZWithdrawalDecided>;

/** The payout review rule as the console edits it. */
export const ZPayoutReviewUpdate = ZPayoutReviewRule;
export const ZPayoutReviewState = z.object({ rule: ZPayoutReviewRule });

/** Refund one purchase: the reason is kept with the audit row and told to the athlete. */
export const ZPurchaseIdParams = z.object({ id: z.uuid({ error: m.notFoundId }) });
export const ZRefundRequest = ZWithdrawalDecisionNote;

/** A purchase as the console's refund screen shows it. */
export const ZConsolePurchase = z.object({
  id: z.uuid(),
  kind: z.string(),
  amountCents: z.number().int(),
  athleteName: z.string().nullable(),
  buyerName: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paymentId: z.uuid().nullable(),
  paymentStatus: z.string().nullable(),
  provider: z.string().nullable(),
  refundedAt: z.iso.datetime().nullable(),
  refundReason: z.string().nullable(),
  /** Whether the console may refund it now (paid through a provider, captured, not refunded). */
  refundable: z.boolean(),
});
export type TConsolePurchase = z.infer<typeof ZConsolePurchase>;

export const ZConsolePurchaseFilters = z.object({
  /** The buyer's or the athlete's e-mail (exact, case-insensitive). */
  email: z.string().trim().max(254).optional(),
  refunded: z.enum(['yes', 'no']).optional(),
});
export const ZConsolePurchasesQuery = ZPageQuery.extend(ZConsolePurchaseFilters.shape);
export const ZConsolePurchasesPage = pageOf(ZConsolePurchase);

export const ZRefunded = z.object({ message: z.string(), purchase: ZConsolePurchase });
export type TRefunded = z.infer<typeof ZRefunded>;

/** Ledger accounts, each with its balance from the ledger. */
export const ZLedgerAccount = z.object({
  id: z.uuid(),
  kind: z.string(),
  ownerId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  balanceCents: z.number().int(),
});
export type TLedgerAccount = z.infer<typeof ZLedgerAccount>;
export const ZLedgerAccountsQuery = z.object({
  /** An owner's e-mail (exact, case-insensitive): their accounts only. */
  email: z.string().trim().max(254).optional(),
});
export const ZLedgerAccounts = z.object({ items: z.array(ZLedgerAccount) });

/** One posting of an account, with the account's balance after it (newest first). */
export const ZLedgerPosting = z.object({
  id: z.uuid(),
  transactionId: z.uuid(),
  kind: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  balanceCents: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TLedgerPosting = z.infer<typeof ZLedgerPosting>;
export const ZLedgerAccountParams = z.object({ id: z.uuid({ error: m.notFoundId }) });
export const ZLedgerPostingsQuery = ZPageQuery;
export const ZLedgerPostingsPage = pageOf(ZLedgerPosting).extend({ account: ZLedgerAccount });

/** Daily totals by transaction kind: what moved through the ledger each day (UTC). */
export const ZDailyTotalsQuery = z.object({
  days: z.coerce.number().int().min(1).max(90).default(14),
});
export const ZDailyTotal = z.object({
  day: z.iso.date(),
  kind: z.string(),
  transactions: z.number().int(),
  /** The money moved: the sum of the transactions' credits. */
  amountCents: z.number().int(),
});
export const ZDailyTotals = z.object({ items: z.array(ZDailyTotal) });

/** The ledger's integrity checks (npm run ledger:check), run now. */
export const ZLedgerCheck = z.object({
  ok: z.boolean(),
  checkedAt: z.iso.datetime(),
  problems: z.array(z.object({ check: z.string(), text: z.string() })),
});
export type TLedgerCheck = z.infer<typeof ZLedgerCheck>;
