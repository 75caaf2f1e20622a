import {
  CSV_EXPORT_MAX_ROWS,
  consoleMessages,
  messages,
  RESOLUTION_MESSAGES_MAX,
  type TConsoleResolutionFilters,
  type TResolutionStatus,
} from '@fhp/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { resolutions as r, resolutionMessages as rm, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { publishToOperators, publishToUser } from '../../platform/events/publish';
import { conflict, notFound } from '../../platform/http/app-error';
import { type CsvColumn, toCsv } from '../../platform/http/csv';
import { type Cursor, toPage } from '../../platform/http/cursor';
import type { AppServices } from '../../platform/services';
import { announceNotification, insertNotification } from '../notifications/create-notification';
import { messageCount, type ResolutionRow, toMessage, toResolution } from './resolution-rows';

const m = messages.resolutions;
type Operator = { id: string; email: string };

/** `like` pattern of a prefix: the user's % and _ are matched as themselves. */
const prefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersOf(filters: TConsoleResolutionFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(r.status, filters.status));
  const q = filters.q?.trim();
  if (q) {
    // An athlete ID is a number; anything else is the start of a name or an e-mail.
    if (/^\d{1,9}$/.test(q)) where.push(eq(r.athleteNumber, Number(q)));
    else {
      const search = or(
        sql`lower(${r.name}) like ${prefix(q)}`,
        sql`lower(${r.email}) like ${prefix(q)}`,
      );
      if (search) where.push(search);
    }
  }
  return where;
}

/** A page of every athlete's resolutions, newest first, by state and search. */
export async function listResolutions(
  db: DbOrTx,
  filters: TConsoleResolutionFilters,
  page: { cursor: Cursor | null; limit: number },
) {
  const rows = await db
    .select()
    .from(r)
    .where(and(...filtersOf(filters), page.cursor ? afterCursor(r, r, page.cursor) : undefined))
    .orderBy(...newestFirst(r))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit);
  return { items: items.map(toResolution), nextCursor };
}

const CSV_COLUMNS: readonly CsvColumn<ResolutionRow>[] = [
  { header: 'Opened', value: (row) => row.createdAt.toISOString() },
  { header: 'Resolution', value: (row) => row.id },
  { header: 'Athlete ID', value: (row) => row.athleteNumber },
  { header: 'Name', value: (row) => row.name },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phoneNumber },
  { header: 'Type', value: (row) => row.type },
  { header: 'Status', value: (row) => row.status },
  { header: 'Updated', value: (row) => row.updatedAt.toISOString() },
  { header: 'Updated by', value: (row) => row.updatedBy },
  { header: 'Description', value: (row) => row.description },
];

/** The filtered resolutions as CSV, newest first, at most CSV_EXPORT_MAX_ROWS rows. */
export async function resolutionsCsv(
  db: DbOrTx,
  filters: TConsoleResolutionFilters,
): Promise<string> {
  const rows = await db
    .select()
    .from(r)
    .where(and(...filtersOf(filters)))
    .orderBy(...newestFirst(r))
    .limit(CSV_EXPORT_MAX_ROWS);
  return toCsv(CSV_COLUMNS, rows);
}

/**
 * An operator answers: the message, the athlete's bell notification, the e-mail (outbox) and
 * the audit row in one transaction; the screens of both sides hear of it after the commit.
 */
export async function replyAsOperator(
  services: AppServices,
  operator: Operator,
  id: string,
  text: string,
) {
  const result = await services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(r).where(eq(r.id, id)).for('update');
    if (!row) throw notFound(consoleMessages.notFound);
    if (row.status === 'closed') throw conflict(m.closedThread);
    if ((await messageCount(tx, id)) >= RESOLUTION_MESSAGES_MAX) throw conflict(m.threadFull);
    const [created] = await tx
      .insert(rm)
      .values({ resolutionId: id, senderId: operator.id, sender: 'admin', message: text })
      .returning();
    if (!created) throw new Error('message insert returned nothing');
    await tx
      .update(r)
      .set({ updatedAt: created.createdAt, updatedBy: 'admin' })
      .where(eq(r.id, id));
    const notice = m.adminReplied(row.type);
    const notificationId = await insertNotification(tx, {
      userId: row.userId,
      type: 'resolution',
      message: notice,
      data: { resolutionId: id },
    });
    const [athlete] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, row.userId));
    if (athlete) {
      const link = new URL(`/admin/resolution-detail/${id}`, services.config.publicUrl);
      await services.mailer.send(
        {
          to: athlete.email,
          subject: m.replyEmailSubject,
          text: m.replyEmailText(athlete.firstName, text, link.toString()),
          template: 'resolution-reply',
        },
        { db: tx },
      );
    }
    await recordAudit(tx, {
      actor: operator,
      action: 'resolution.reply',
      subjectType: 'resolution',
      subjectId: id,
      after: { messageId: created.id, message: text },
    });
    return { created, userId: row.userId, notificationId, notice };
  });
  await Promise.all([
    announceNotification(services, result.userId, result.notificationId, result.notice),
    publishToUser(services, result.userId, 'resolution.message', { resolutionId: id }),
    publishToOperators(services, 'resolution.message', { resolutionId: id }),
  ]);
  return { message: toMessage(result.created) };
}

/** The states each decision starts from. */
const DECISIONS = {
  accept: { from: ['pending'], to: 'accepted', notice: m.acceptedNotice, done: m.accepted },
  close: { from: ['pending', 'accepted'], to: 'closed', notice: m.closedNotice, done: m.closed },
} as const satisfies Record<
  string,
  {
    from: readonly TResolutionStatus[];
    to: TResolutionStatus;
    notice: (type: string) => string;
    done: string;
  }
>;

/**
 * Accept or Close, decided once: a conditional update from the states the decision starts from.
 * No row updated means the resolution is missing (404) or already decided (409), and nothing
 * else is written. The audit row and the athlete's notification go in the same transaction.
 */
export async function decideResolution(
  services: AppServices,
  operator: Operator,
  id: string,
  decision: keyof typeof DECISIONS,
) {
  const rule = DECISIONS[decision];
  const result = await services.db.transaction(async (tx) => {
    // Locked first, for the audit's "before"; the conditional update below still decides.
    const [current] = await tx
      .select({ status: r.status })
      .from(r)
      .where(eq(r.id, id))
      .for('update');
    if (!current) throw notFound(consoleMessages.notFound);
    const [updated] = await tx
      .update(r)
      .set({ status: rule.to, updatedAt: sql`now()`, updatedBy: 'admin', decidedBy: operator.id })
      .where(and(eq(r.id, id), inArray(r.status, [...rule.from])))
      .returning();
    if (!updated) throw conflict(consoleMessages.alreadyDecided);
    await recordAudit(tx, {
      actor: operator,
      action: `resolution.${decision}`,
      subjectType: 'resolution',
      subjectId: id,
      before: { status: current.status },
      after: { status: rule.to },
    });
    const notice = rule.notice(updated.type);
    const notificationId = await insertNotification(tx, {
      userId: updated.userId,
      type: 'resolution',
      message: notice,
      data: { resolutionId: id },
    });
    return { updated, notificationId, notice };
  });
  await Promise.all([
    announceNotification(services, result.updated.userId, result.notificationId, result.notice),
    publishToUser(services, result.updated.userId, 'resolution.message', { resolutionId: id }),
    publishToOperators(services, 'resolution.message', { resolutionId: id }),
  ]);
  return { message: rule.done, resolution: toResolution(result.updated) };
}
