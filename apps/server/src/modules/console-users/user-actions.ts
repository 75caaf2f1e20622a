import { messages, type TConsoleUserNote } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { userNotes, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { announceSessionsEnded } from '../../platform/auth/session-events';
import { deleteUserSessions } from '../../platform/auth/sessions';
import type { Tx } from '../../platform/db/database';
import { conflict, forbidden, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

const m = messages.consoleUsers;

/** The operator acting, as the audit log keeps them. */
export type Operator = { id: string; email: string };

/** The account, locked for the rest of the transaction (404 when it went meanwhile). */
async function lockUser(tx: Tx, userId: string) {
  const [user] = await tx
    .select({
      id: users.id,
      role: users.role,
      blocked: users.blocked,
      isManager: users.isManager,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw notFound(messages.console.notFound);
  return user;
}

/**
 * Blocks an account: the flag, its sessions deleted and the audit row in one transaction; then
 * every process is told its sessions ended, so its open pages and event streams end at once.
 * Nobody blocks themselves or another operator (403); blocking a blocked account is a 409.
 */
export async function blockUser(
  services: AppServices,
  operator: Operator,
  userId: string,
  reason: string,
) {
  await services.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.id === operator.id) throw forbidden(m.cannotBlockSelf);
    if (user.role === 'admin') throw forbidden(m.cannotBlockOperator);
    const [changed] = await tx
      .update(users)
      .set({ blocked: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.blocked, false)))
      .returning({ id: users.id });
    if (!changed) throw conflict(m.alreadyBlocked);
    await deleteUserSessions(tx, userId);
    await recordAudit(tx, {
      actor: operator,
      action: 'user.block',
      subjectType: 'user',
      subjectId: userId,
      before: { blocked: false },
      after: { blocked: true },
      note: reason,
    });
  });
  await announceSessionsEnded(services, userId);
  return { message: m.blocked };
}

/** Unblocks an account (409 when it is not blocked). */
export async function unblockUser(
  services: AppServices,
  operator: Operator,
  userId: string,
  reason: string,
) {
  await services.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [changed] = await tx
      .update(users)
      .set({ blocked: false, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.blocked, true)))
      .returning({ id: users.id });
    if (!changed) throw conflict(m.notBlocked);
    await recordAudit(tx, {
      actor: operator,
      action: 'user.unblock',
      subjectType: 'user',
      subjectId: userId,
      before: { blocked: true },
      after: { blocked: false },
      note: reason,
    });
  });
  return { message: m.unblocked };
}

/**
 * Flags a fan as manager or takes the flag back (409 for another role, or when it is already
 * so). Cached sessions are told, so the fan's next request sees the change.
 */
export async function setManagerFlag(
  services: AppServices,
  operator: Operator,
  userId: string,
  isManager: boolean,
) {
  await services.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.role !== 'fan') throw conflict(m.notAFan);
    if (user.isManager === isManager) throw conflict(isManager ? m.alreadyManager : m.notManager);
    await tx.update(users).set({ isManager, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actor: operator,
      action: isManager ? 'user.flag-manager' : 'user.unflag-manager',
      subjectType: 'user',
      subjectId: userId,
      before: { isManager: !isManager },
      after: { isManager },
    });
  });
  // Not an end of sessions: each process drops its cached copy, and open streams check theirs
  // (still there) and stay open.
  await announceSessionsEnded(services, userId);
  return { message: isManager ? m.managerFlagged : m.managerUnflagged };
}

/** Adds an operator's note to a user, with its audit row. */
export async function addUserNote(
  services: AppServices,
  operator: Operator,
  userId: string,
  text: string,
): Promise<TConsoleUserNote> {
  return services.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [note] = await tx
      .insert(userNotes)
      .values({ userId, authorId: operator.id, authorEmail: operator.email, text })
      .returning();
    if (!note) throw new Error('note insert returned nothing');
    await recordAudit(tx, {
      actor: operator,
      action: 'user.note',
      subjectType: 'user',
      subjectId: userId,
      after: { noteId: note.id },
      note: text,
    });
    return {
      id: note.id,
      createdAt: note.createdAt.toISOString(),
      authorEmail: note.authorEmail,
      text: note.text,
    };
  });
}

/** The subject of a route on one account: the account itself (undefined: 404). */
export async function userSubject(db: AppServices['db'], userId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row ? { ownerId: row.id } : undefined;
}
