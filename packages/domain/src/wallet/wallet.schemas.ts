import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import { WITHDRAWAL_STATUSES } from '../withdrawals/withdrawals.schemas';

export const WALLET_PAYMENT_TYPES = ['credit', 'debit'] as const;
export type TWalletPaymentType = (typeof WALLET_PAYMENT_TYPES)[number];

/** GET /api/wallet: the balance, summed from the ledger entries of my wallet account. */
export const ZWalletSummary = z.object({
  balanceCents: z.number().int(),
});
export type TWalletSummary = z.infer<typeof ZWalletSummary>;

/** One ledger entry of my wallet account (a row of the spec's history table). */
export const ZWalletHistoryItem = z.object({
  /** The ledger entry's id (also the keyset cursor's). */
  id: z.uuid(),
  /** Credit when money came into the wallet, debit when it left. */
  paymentType: z.enum(WALLET_PAYMENT_TYPES),
  /** Always positive; paymentType says which way it moved. */
  amountCents: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  /** The ledger transaction's kind: a sale kind, or a withdrawal's. */
  kind: z.string(),
  /** The kind in words ("Seasonal badge", "Withdrawal"). */
  serviceType: z.string(),
  /** The ledger transaction's description. */
  description: z.string(),
  /** The purchase a sale credited, or the withdrawal that moved it (null when neither). */
  resourceId: z.string().nullable(),
  /** On the rows a withdrawal moved: that withdrawal's state now (pending, paid, ...). */
  withdrawalStatus: z.enum(WITHDRAWAL_STATUSES).nullable(),
});
export type TWalletHistoryItem = z.infer<typeof ZWalletHistoryItem>;

export const ZWalletHistoryQuery = ZPageQuery;
export const ZWalletHistoryPage = pageOf(ZWalletHistoryItem);
export type TWalletHistoryPage = z.infer<typeof ZWalletHistoryPage>;
