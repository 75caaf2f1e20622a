import { resetTokensCleanup } from './modules/auth/reset-tokens-cleanup';
import { abandonedBadgeDraftsCleanup } from './modules/badge-fees/abandoned-drafts-cleanup';
import { chatUpkeepJob } from './modules/chats/chat-upkeep';
import { groupChatJob } from './modules/group-chats/group-chat-job';
import { announceNotificationJob } from './modules/notifications/announce-notification-job';
import { fanOutNewItemJob } from './modules/notifications/fan-notifications';
import { paymentReconciliationJob } from './modules/payments/reconcile-payments';
import { announceSaleJob } from './modules/purchases/book-sale';
import { newAthleteFanOutJob } from './modules/registration/new-athlete-fan-email';
import { unpaidSignUpsCleanup } from './modules/registration/unpaid-sign-ups-cleanup';
import { payoutJob } from './modules/withdrawals/payout-job';
import { payoutReconciliationJob } from './modules/withdrawals/reconcile-payouts';
import { expiredSessionsCleanup } from './platform/auth/sessions-cleanup';
import { outboxCleanupJob } from './platform/email/outbox-cleanup';
import { sendEmailJob } from './platform/email/send-email-job';
import type { JobDefinition } from './platform/jobs/job-queue';
import { attemptCountersCleanup } from './platform/limits/attempt-counters';
import { pushJob } from './platform/push/push-job';
import { unreferencedFilesCleanup } from './platform/storage/unreferenced-files-cleanup';

/**
 * Every kind of background job the server runs; their timings and schedules are in
 * platform/jobs/job-settings.ts. Registered by main.ts (workers) and by the test app (drain).
 */
export const BACKGROUND_JOBS = [
  sendEmailJob,
  newAthleteFanOutJob,
  pushJob,
  announceSaleJob,
  announceNotificationJob,
  fanOutNewItemJob,
  payoutJob,
  paymentReconciliationJob,
  chatUpkeepJob,
  groupChatJob,
  payoutReconciliationJob,
  attemptCountersCleanup,
  unreferencedFilesCleanup,
  expiredSessionsCleanup,
  resetTokensCleanup,
  unpaidSignUpsCleanup,
  abandonedBadgeDraftsCleanup,
  outboxCleanupJob,
] as JobDefinition<object>[];
