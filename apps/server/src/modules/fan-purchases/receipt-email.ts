import {
  FAN_PATHS,
  formatCents,
  formatDate,
  fanPurchasesMessages as m,
  PURCHASE_VERIFICATION_KIND,
  type TFanPurchaseKind,
  type TSaleSplit,
  verificationPath,
} from '@fhp/domain';
import type { EmailMessage } from '../../platform/email/mailer';

/** The outbox template of a fan's receipt (tests find a purchase's receipts by it). */
export const RECEIPT_TEMPLATE = 'fan-receipt';

export type ReceiptFacts = {
  to: { email: string; firstName: string };
  purchaseId: string;
  kind: TFanPurchaseKind;
  itemTitle: string;
  athleteName: string;
  amountCents: number;
  split: TSaleSplit;
  at: Date;
  paymentReference: string;
};

/**
 * The fan's itemised receipt of one purchase, with links to its page (where the item is
 * delivered) and its verification.
 */
export function receiptEmail(facts: ReceiptFacts, siteUrl: string): EmailMessage {
  const link = (path: string) => new URL(path, siteUrl).toString();
  const verifyKind = PURCHASE_VERIFICATION_KIND[facts.kind];
  const lines = [
    `Hi ${facts.to.firstName || 'there'},`,
    '',
    `Thank you for supporting ${facts.athleteName}. Your receipt:`,
    '',
    `Item: ${facts.itemTitle}`,
    `Athlete: ${facts.athleteName}`,
    `Amount: ${formatCents(facts.amountCents)}`,
    `Athlete's share: ${formatCents(facts.split.athlete)}`,
    ...(facts.split.manager > 0 ? [`Manager's share: ${formatCents(facts.split.manager)}`] : []),
    `Platform fee: ${formatCents(facts.split.platform)}`,
    `Date: ${formatDate(facts.at, 'UTC')}`,
    `Payment reference: ${facts.paymentReference}`,
    '',
    // The receipt page is also where the item is delivered (played, shown, downloaded).
    ...(verifyKind && facts.kind !== 'momento'
      ? [`${m.receiptDeliveryLine}: ${link(`${FAN_PATHS.purchases}/${facts.purchaseId}`)}`, '']
      : []),
    `Receipt: ${link(`${FAN_PATHS.purchases}/${facts.purchaseId}`)}`,
    ...(verifyKind
      ? [`Verification: ${link(verificationPath(verifyKind, facts.purchaseId))}`]
      : []),
  ];
  return {
    to: facts.to.email,
    subject: m.receiptSubject,
    text: lines.join('\n'),
    template: RECEIPT_TEMPLATE,
  };
}
