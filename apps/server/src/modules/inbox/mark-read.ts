import { and, eq, inArray } from 'drizzle-orm';
import { adminNotifications as n } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Subject } from '../../platform/auth/policy';
import type { DbOrTx } from '../../platform/db/database';
import { announceInboxChange } from '../../platform/events/operator-inbox';
import type { AppServices } from '../../platform/services';
import { unreadCount } from './list-inbox';

type Operator = { id: string; email: string };

/** The policy's subject of one admin notification: the operators' own, nobody else's. */
export async function adminNotificationSubject(
  db: DbOrTx,
  id: string,
): Promise<Subject | undefined> {
  const [row] = await db.select({ id: n.id }).from(n).where(eq(n.id, id));
  return row ? { ownerId: null } : undefined;
}

/**
 * Marks one admin notification read (a read one stays as it is: no second audit row) and
 * tells every operator's console after the commit.
 */
export async function markInboxRead(services: AppServices, operator: Operator, id: string) {
  const changed = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(n)
      .set({ status: true })
      .where(and(eq(n.id, id), eq(n.status, false)))
      .returning({ id: n.id, type: n.type, notifyId: n.notifyId });
    if (!row) return false;
    await recordAudit(tx, {
      actor: operator,
      action: 'inbox.read',
      subjectType: 'admin-notification',
      subjectId: row.id,
      before: { read: false },
      after: { read: true, type: row.type, notifyId: row.notifyId },
    });
    return true;
  });
  if (changed) await announceInboxChange(services);
  return { unread: await unreadCount(services.db) };
}

/** Marks every unread admin notification read, one audit row for the lot. */
export async function markAllInboxRead(services: AppServices, operator: Operator) {
  const count = await services.db.transaction(async (tx) => {
    const rows = await tx
      .update(n)
      .set({ status: true })
      .where(eq(n.status, false))
      .returning({ id: n.id });
    if (rows.length === 0) return 0;
    await recordAudit(tx, {
      actor: operator,
      action: 'inbox.read-all',
      subjectType: 'admin-notification',
      subjectId: 'all',
      after: { markedRead: rows.length },
    });
    return rows.length;
  });
  if (count > 0) await announceInboxChange(services);
  return { unread: await unreadCount(services.db) };
}

/**
 * A decision on a record marks the notifications about it read (in the decision's transaction;
 * the caller announces the inbox change after its commit).
 */
export async function markNotificationsOfRead(tx: DbOrTx, types: string[], notifyId: string) {
  await tx
    .update(n)
    .set({ status: true })
    .where(and(inArray(n.type, types), eq(n.notifyId, notifyId), eq(n.status, false)));
}
