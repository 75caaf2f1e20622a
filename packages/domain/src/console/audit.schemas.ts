import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';

/**
 * The audit log: one row per console action, written in the same transaction as the change
 * (who, what, on which record, the record before and after). Append-only.
 */
export const ZAuditEntry = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  actorId: z.uuid(),
  actorEmail: z.string(),
  /** What was done, `<area>.<verb>`: `withdrawal.approve`, `user.block`, ... */
  action: z.string(),
  /** The kind of record and its id: `withdrawal` + uuid, `user` + uuid, `setting` + key. */
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** The operator's note or reason, when the action takes one. */
  note: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** Filters of the audit log's list (all optional, combined with AND). */
export const ZAuditFilters = z.object({
  action: z.string().trim().max(60).optional(),
  subjectType: z.string().trim().max(40).optional(),
  subjectId: z.string().trim().max(80).optional(),
  /** An operator's e-mail (exact, case-insensitive). */
  actor: z.string().trim().max(254).optional(),
});
export type TAuditFilters = z.infer<typeof ZAuditFilters>;

export const ZAuditQuery = ZPageQuery.extend(ZAuditFilters.shape);
export const ZAuditPage = pageOf(ZAuditEntry);
