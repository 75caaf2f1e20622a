import { defineJob } from '../jobs/job-queue';

/** Delivers one outbox row over SMTP; a failure throws, so the queue retries with backoff. */
export const sendEmailJob = defineJob<{ outboxId: string }>(
  'email-send',
  (services, data, context) => services.mailer.deliver(data.outboxId, context),
);
