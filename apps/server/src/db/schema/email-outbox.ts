import { EMAIL_STATUSES } from '@fhp/domain';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const emailStatusEnum = pgEnum('email_status', EMAIL_STATUSES);

/**
 * Every e-mail the product sends, whether or not SMTP is configured: `recorded` means it was only
 * kept here (no SMTP), so links in it stay reachable offline.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    template: text('template').notNull(),
    status: emailStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('email_outbox_to_idx').on(t.toAddress),
  ],
);
