import { shellMessages } from '../platform/shell.messages';
import { PAYOUT_EMAIL_HOLD_HOURS } from '../wallet/wallet.limits';
import { withdrawalsMessages } from './withdrawals.messages';

/** Labels of the withdraw screen, beside the catalogue's messages (spread in). */
export const withdrawalsTexts = {
  ...withdrawalsMessages,
  heading: 'Withdraw money',
  available: 'Available balance',
  amountLabel: 'Amount (USD)',
  amountHint: (min: string) => `At least ${min}, at most your available balance.`,
  payoutTo: 'Paid to your payout e-mail',
  noPayoutEmailLink: 'Edit profile',
  /** Beside the payout e-mail: to the profile's row, where it is changed with the password. */
  changePayoutEmail: 'Change',
  changePayoutEmailLabel: 'Change payout e-mail',
  /** The notice over the form while the payout e-mail's hold lasts (its text: payoutEmailHeld). */
  holdTitle: 'Withdrawals are paused for now',
  holdHint: `We pause withdrawals for ${PAYOUT_EMAIL_HOLD_HOURS} hours after the payout e-mail changes, so that a change you did not make can be undone first.`,
  holdNotYou: 'If it was not you, change your password now, then set the payout e-mail back.',
  holdChangePassword: 'Change password',
  submit: 'Submit',
  confirmTitle: 'Withdraw money?',
  confirmText: (amount: string, email: string) =>
    `${amount} will leave your wallet now and be paid out to ${email}.`,
  confirm: 'Withdraw',
  cancel: 'Cancel',
  historyHeading: 'Your withdrawals',
  columns: ['Amount', 'Paid to', 'Requested', 'Status'],
  tableLabel: 'Withdrawals',
  statusLabels: {
    pending: 'Pending',
    paid: 'Paid',
    failed: 'Failed',
    returned: 'Returned',
    review: 'In review',
    held: 'On hold',
    rejected: 'Rejected',
  } as Record<string, string>,
  loadMore: shellMessages.loadMore,
  loadFailed: 'Withdrawals could not be loaded.',
} as const;
