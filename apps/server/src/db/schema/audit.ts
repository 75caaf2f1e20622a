import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every console action, written in the same transaction as the change it records (who, what,
 * on which record, before and after). Append-only: triggers refuse UPDATE, DELETE and TRUNCATE
 * (migration 0035), like the ledger. The operator is kept by id and e-mail without a foreign
 * key: a row must outlive the account, and a cascade or set-null would be an UPDATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    note: text('note'),
  },
  (t) => [
    // The list's keyset, newest first; and one record's history.
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
  ],
);
