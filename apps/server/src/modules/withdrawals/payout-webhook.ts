import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { withdrawals } from '../../db/schema';
import { AppError } from '../../platform/http/app-error';
import type { PayoutState } from '../../platform/payments/payment-provider';
import type { AppServices } from '../../platform/services';
import { payoutInputOf } from './payout-job';
import { settleWithdrawal } from './settle-withdrawal';

type WebhookLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * PayPal's payout events (Payouts webhook event names): PAYMENT.PAYOUTSBATCH.{PROCESSING,
 * SUCCESS, DENIED} and PAYMENT.PAYOUTS-ITEM.{SUCCEEDED, FAILED, RETURNED, BLOCKED, DENIED,
 * UNCLAIMED, REFUNDED, REVERSED, CANCELED, HELD}. They arrive on the one PayPal webhook, whose
 * signature is checked before this runs.
 */
export function isPayoutEvent(eventType: string): boolean {
  return (
    eventType.startsWith('PAYMENT.PAYOUTSBATCH.') || eventType.startsWith('PAYMENT.PAYOUTS-ITEM.')
  );
}

/** Events saying PayPal took back money it had paid out. */
const TAKEN_BACK = new Set(['PAYMENT.PAYOUTS-ITEM.REFUNDED', 'PAYMENT.PAYOUTS-ITEM.REVERSED']);

/**
 * The fields that name the payout: a batch event carries the batch header, an item event the
 * item (payout_batch_id, sender_batch_id and the item's sender_item_id). We send our withdrawal
 * id as both sender ids.
 */
const ZPayoutResource = z
  .object({
    batch_header: z
      .object({
        payout_batch_id: z.string().optional(),
        sender_batch_header: z
          .object({ sender_batch_id: z.string().optional() })
          .loose()
          .optional(),
      })
      .loose()
      .optional(),
    payout_batch_id: z.string().optional(),
    sender_batch_id: z.string().optional(),
    payout_item: z.object({ sender_item_id: z.string().optional() }).loose().optional(),
  })
  .loose();

export type PayoutEventOutcome =
  | 'not-ours'
  | 'not-paid-yet'
  | 'already-settled'
  | 'still-pending'
  | 'settled';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A verified payout event. It only names the withdrawal: what happened is read from PayPal
 * (`readPayout` on the batch id we stored when the job created the payout, never one taken
 * from the event) and applied through `settleWithdrawal`, the job's own path, which claims the
 * pending row once. So a replayed, reordered or forged-but-verified event changes nothing PayPal
 * does not confirm, and the job and the webhook racing settle once. The job's polling stays the
 * fallback for events that never come.
 *
 * Still pending at PayPal (PROCESSING, HELD, UNCLAIMED): nothing changes. UNCLAIMED in
 * particular stays pending: PayPal gives the receiver 30 days to claim it, then returns it
 * (PAYMENT.PAYOUTS-ITEM.RETURNED), and only then does the money go back to the wallet.
 *
 * A payout we do not know (another integration on the same PayPal account, a withdrawal
 * deleted since) is acknowledged and ignored, as the checkout webhook does for unknown orders:
 * answering an error would make PayPal send it again for days.
 */
export async function handlePayoutEvent(
  services: AppServices,
  event: { id?: string; event_type: string; resource: unknown },
  log: WebhookLog,
): Promise<PayoutEventOutcome> {
  const type = event.event_type;
  const context = { eventId: event.id, type };
  const row = await withdrawalOfEvent(services, event.resource);
  if (row?.provider !== 'paypal') {
    log.warn(context, 'PayPal payout webhook for no withdrawal of ours');
    return 'not-ours';
  }
  if (row.status !== 'pending') {
    if (TAKEN_BACK.has(type) && row.status === 'paid') {
      // The money left the wallet for good when it was paid; PayPal taking it back from the
      // receiver is a case for the operators (the ledger is not changed on an event's word).
      log.warn(
        { ...context, withdrawalId: row.id },
        'PayPal took back a withdrawal already paid: check it in PayPal',
      );
    }
    return 'already-settled';
  }
  if (!row.providerBatchId) {
    // The job has not stored the batch it created yet; its next run reads and settles it.
    log.info({ ...context, withdrawalId: row.id }, 'PayPal payout event before its batch id');
    return 'not-paid-yet';
  }
  let state: PayoutState;
  try {
    state = await services.payments.readPayout({
      ...payoutInputOf(row),
      batchId: row.providerBatchId,
    });
  } catch (error) {
    log.warn({ ...context, withdrawalId: row.id, err: error }, 'PayPal payout could not be read');
    // PayPal sends the event again later; meanwhile the job keeps polling.
    throw new AppError('UPSTREAM_FAILED', messages.payments.webhookRetry);
  }
  if (state.status === 'pending') return 'still-pending';
  const settled = await settleWithdrawal(services, row.id, state);
  log.info({ ...context, withdrawalId: row.id, status: state.status }, 'PayPal payout settled');
  return settled ? 'settled' : 'already-settled';
}

/** Our withdrawal: by the sender ids we sent (its id), else by PayPal's batch id. */
async function withdrawalOfEvent(services: AppServices, resource: unknown) {
  const parsed = ZPayoutResource.safeParse(resource);
  if (!parsed.success) return null;
  const r = parsed.data;
  const senderIds = [
    r.batch_header?.sender_batch_header?.sender_batch_id,
    r.sender_batch_id,
    r.payout_item?.sender_item_id,
  ];
  const withdrawalId = senderIds.find((id) => id !== undefined && UUID.test(id));
  if (withdrawalId) {
    const [row] = await services.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, withdrawalId));
    if (row) return row;
  }
  const batchId = r.batch_header?.payout_batch_id ?? r.payout_batch_id;
  if (!batchId) return null;
  const [row] = await services.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.providerBatchId, batchId));
  return row ?? null;
}
