import { auditLog } from '../../db/schema';
import type { Tx } from '../db/database';

/** One console action, as the audit log keeps it. */
export interface AuditRecord {
  /** The operator who acted. */
  actor: { id: string; email: string };
  /** `<area>.<verb>`: `withdrawal.approve`, `user.block`, `setting.change`, ... */
  action: string;
  subjectType: string;
  subjectId: string;
  /** The record before and after the change, as the operator would want to compare them. */
  before?: unknown;
  after?: unknown;
  note?: string | null;
}

/**
 * Records a console action. It takes a transaction, not the database: the row is written with
 * the change it describes or not at all (a rolled-back action leaves no trace, a committed one
 * always does).
 */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: record.subjectId,
    before: record.before ?? null,
    after: record.after ?? null,
    note: record.note ?? null,
  });
}
