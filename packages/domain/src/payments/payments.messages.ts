/** Texts of checkout and payment flows (the generic failure texts live in platformMessages). */
export const paymentsMessages = {
  testMoneyLabel: 'TEST MONEY — simulated checkout, no real charge',
  simulatedTitle: 'Simulated checkout',
  simulatedIntro:
    'This checkout stands in for PayPal while payments run in local mode. Approving moves test money only.',
  amountLabel: 'Amount',
  descriptionLabel: 'For',
  approve: 'Approve payment',
  cancel: 'Cancel',
  orderNotFound: 'This checkout does not exist or has expired.',
  orderClosed: 'This checkout is already closed.',
  orderApproved: 'This checkout is approved. Returning you to the site…',
  notApproved: 'The payment has not been approved yet.',
  notOpen: 'This payment is no longer open.',
  capturing: 'This payment is being confirmed. Please wait a moment and try again.',
  capturePending:
    'Your payment is pending with the payment provider. We will complete it as soon as the provider confirms it; there is no need to pay again.',
  refunded:
    'Your payment was taken but could not be applied, so it has been refunded to you. Nothing is owed.',
  webhookUnverified: 'The notification could not be verified.',
  webhookMalformed: 'The notification is not valid JSON.',
  /** PayPal could not be asked about the notification: answered 502 so PayPal sends it again. */
  webhookRetry:
    'PayPal could not be reached to check this notification. Please send it again later.',
  invalidReturnPath: 'The return address must be a path on this site.',
  unavailable:
    'Payments are not available on this site yet. Nothing was charged; please try again later.',
  invalidAmount: 'The amount must be more than $0.00.',
} as const;
