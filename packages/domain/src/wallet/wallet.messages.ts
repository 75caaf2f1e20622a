import { PURCHASE_KIND_LABELS } from '../fan-purchases/fan-purchases.limits';

/** The wallet screen (spec part 2, Wallet): balance, Withdraw, the history table. */
export const walletMessages = {
  title: 'Wallet',
  balanceLabel: 'Available balance',
  withdraw: 'Withdraw',
  withdrawHint: 'You can withdraw once your balance reaches {min}.',
  historyTitle: 'History',
  tableLabel: 'Your wallet history',
  columns: {
    paymentType: 'Payment Type',
    amount: 'Amount',
    date: 'Date',
    serviceType: 'Service Type',
    resourceId: 'Resource Id',
  },
  paymentTypes: { credit: 'Credit', debit: 'Debit' },
  empty: 'No wallet history yet',
  emptyHint: 'When a fan buys from you, your share shows up here and in your balance.',
  loadFailed: 'Your wallet could not be loaded.',
} as const;

/**
 * The Service Type column: what moved the money, from the ledger transaction's kind. Sales use
 * the names fans see on receipts; other kinds (withdrawals, their returns) are named here, and
 * an unknown kind falls back to its own words.
 */
const SERVICE_TYPES: Readonly<Record<string, string>> = {
  ...PURCHASE_KIND_LABELS,
  pizza_money: 'Pizza money',
  withdrawal: 'Withdrawal',
  withdrawal_paid: 'Withdrawal paid',
  withdrawal_returned: 'Withdrawal returned',
  payout: 'Payout',
};

export function walletServiceType(kind: string): string {
  const known = SERVICE_TYPES[kind];
  if (known) return known;
  const words = kind.replace(/[_.-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
