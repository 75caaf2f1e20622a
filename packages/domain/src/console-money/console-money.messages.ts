import { consoleMessages } from '../console/console.messages';
import { formatCents, type TCents } from '../money/money';

/** The console's money screen: decisions on withdrawals, refunds, the ledger (issue 34, item 6). */
export const consoleMoneyMessages = {
  notFoundId: consoleMessages.notFound,
  reasonRequired: consoleMessages.reasonRequired,
  reasonTooLong: 'Keep the reason under 500 characters.',
  approved: 'Payout approved: it is being paid out now.',
  held: 'Payout held. The athlete was told why.',
  rejected: 'Withdrawal rejected: the money is back in the athlete’s wallet.',
  retried: 'Payout retried: a new payout is on its way.',
  /** Retrying a failed payout whose money the athlete has withdrawn or spent meanwhile. */
  retryBalanceShort:
    'The athlete’s wallet no longer holds this amount, so the payout cannot be retried.',
  ruleSaved: 'Payout review rule saved.',
  refunded: 'Refund recorded: the buyer gets the money back and both sides were told.',
  /** A purchase that no provider was paid for (demo rows, free items): nothing to give back. */
  refundNotPaid:
    'This purchase was not paid through a payment provider, so there is nothing to refund.',
  /** Decision 0052: a console refund never takes a wallet below zero. */
  refundWalletShort:
    'The athlete’s wallet holds less than their share of this sale (they withdrew it), so it cannot be refunded here.',
  /** The athlete's bell. */
  withdrawalHeld: (amountCents: TCents, reason: string) =>
    `Your withdrawal of ${formatCents(amountCents)} is on hold: ${reason}`,
  withdrawalRejected: (amountCents: TCents, reason: string) =>
    `Your withdrawal of ${formatCents(amountCents)} was not paid out: ${reason} The money is back in your wallet.`,
  saleRefunded: (amountCents: TCents, reason: string | null) =>
    reason
      ? `A sale of ${formatCents(amountCents)} was refunded to the buyer: ${reason} Your share left your wallet.`
      : `A sale of ${formatCents(amountCents)} was refunded to the buyer at the payment provider. Your share left your wallet.`,
} as const;
