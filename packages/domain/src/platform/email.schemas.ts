import { z } from 'zod';
import { pageOf } from '../pagination/pagination';

export const EMAIL_STATUSES = ['pending', 'sent', 'failed', 'recorded'] as const;

/**
 * How long a delivered (or only recorded) e-mail stays in the outbox: long enough for support to
 * answer "did you send me the link?" about last month, short enough that the outbox does not keep
 * every address and reset link forever. Pending and failed rows are kept.
 */
export const SENT_EMAIL_RETENTION_DAYS = 30;

/** One row of the e-mail outbox, as the development page and the operator console show it. */
export const ZOutboxEmail = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  template: z.string(),
  /** `recorded`: kept only here because SMTP is not configured. */
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type TOutboxEmail = z.infer<typeof ZOutboxEmail>;

export const ZOutboxEmailsPage = pageOf(ZOutboxEmail);
export type TOutboxEmailsPage = z.infer<typeof ZOutboxEmailsPage>;
