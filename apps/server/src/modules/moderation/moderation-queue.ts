import {
  consoleMessages,
  MODERATION_PLACE_LABELS,
  moderationMessages as m,
  type TModerationItem,
  type TModerationKind,
  type TModerationPlace,
  type TModerationState,
} from '@fhp/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  athleteProfiles,
  blogPosts,
  mementos,
  moderationItems as q,
  seasonalBadges,
  talkingBadges,
  users,
} from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { conflict, notFound } from '../../platform/http/app-error';
import { type Cursor, toPage } from '../../platform/http/cursor';
import { announcePublicPagesChanged } from '../../platform/moderation/moderation-queue';
import type { AppServices } from '../../platform/services';
import { announceNotification, insertNotification } from '../notifications/create-notification';

type Actor = { id: string; email: string };

const columns = {
  id: q.id,
  kind: q.kind,
  place: q.place,
  state: q.state,
  athleteUserId: q.athleteUserId,
  subjectId: q.subjectId,
  fileId: q.fileId,
  createdAt: q.createdAt,
  decidedAt: q.decidedAt,
  decidedByEmail: q.decidedByEmail,
  reason: q.reason,
  firstName: users.firstName,
  lastName: users.lastName,
  athleteNumber: athleteProfiles.athleteNumber,
  postTitle: blogPosts.title,
};

function select(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(q)
    .innerJoin(users, eq(users.id, q.athleteUserId))
    .leftJoin(athleteProfiles, eq(athleteProfiles.userId, q.athleteUserId))
    .leftJoin(blogPosts, and(eq(q.place, 'blog-post'), eq(blogPosts.id, q.subjectId)))
    .where(where);
}

type Row = Awaited<ReturnType<typeof select>>[number];

const toItem = (r: Row): TModerationItem => ({
  id: r.id,
  kind: r.kind as TModerationKind,
  place: r.place as TModerationPlace,
  state: r.state as TModerationState,
  athlete: {
    userId: r.athleteUserId,
    name: `${r.firstName} ${r.lastName}`.trim(),
    athleteNumber: r.athleteNumber ?? null,
  },
  previewUrl: r.fileId ? `/api/console/moderation/${r.id}/file` : null,
  title: r.postTitle ?? null,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  decidedBy: r.decidedByEmail,
  reason: r.reason,
});

/** A page of the queue, newest first, by kind and state. */
export async function listModeration(
  db: DbOrTx,
  query: { kind?: TModerationKind; state?: TModerationState; cursor: Cursor | null; limit: number },
) {
  const rows = await select(
    db,
    and(
      query.kind ? eq(q.kind, query.kind) : undefined,
      query.state ? eq(q.state, query.state) : undefined,
      query.cursor ? afterCursor(q, q, query.cursor) : undefined,
    ),
  )
    .orderBy(...newestFirst(q))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map(toItem), nextCursor: page.nextCursor };
}

async function readItem(db: DbOrTx, id: string): Promise<TModerationItem> {
  const [row] = await select(db, eq(q.id, id));
  if (!row) throw notFound(consoleMessages.notFound);
  return toItem(row);
}

/**
 * Decides a pending item once: the conditional update is the decision; no row means it is not
 * there (404) or another operator decided it (409), and nothing else is written.
 */
async function claim(
  tx: Tx,
  id: string,
  actor: Actor,
  state: 'reviewed' | 'hidden',
  reason: string | null,
) {
  const [row] = await tx
    .update(q)
    .set({
      state,
      reason,
      decidedAt: sql`now()`,
      decidedById: actor.id,
      decidedByEmail: actor.email,
    })
    .where(and(eq(q.id, id), eq(q.state, 'pending')))
    .returning();
  if (row) return row;
  const [exists] = await tx.select({ id: q.id }).from(q).where(eq(q.id, id));
  throw exists ? conflict(consoleMessages.alreadyDecided) : notFound(consoleMessages.notFound);
}

export async function markReviewed(services: AppServices, actor: Actor, id: string) {
  await services.db.transaction(async (tx) => {
    const row = await claim(tx, id, actor, 'reviewed', null);
    await recordAudit(tx, {
      actor,
      action: 'moderation.review',
      subjectType: 'moderation-item',
      subjectId: id,
      before: { state: 'pending', kind: row.kind, fileId: row.fileId },
      after: { state: 'reviewed' },
    });
  });
  return { message: m.reviewed, item: await readItem(services.db, id) };
}

/**
 * Takes the item off every public page in the decision's transaction: the row that shows it lets
 * go of the file (only if it still shows that file) or the post is marked hidden, and the files
 * route refuses the file from now on. The athlete is told why; after the commit every process
 * drops its rendered public pages.
 */
async function takeOffPublicPages(
  tx: Tx,
  item: { place: string; subjectId: string; fileId: string | null },
): Promise<Record<string, unknown>> {
  const { subjectId, fileId } = item;
  switch (item.place as TModerationPlace) {
    case 'profile-photo':
      if (fileId)
        await tx
          .update(athleteProfiles)
          .set({ photoFileId: null })
          .where(
            and(eq(athleteProfiles.userId, subjectId), eq(athleteProfiles.photoFileId, fileId)),
          );
      return { photoFileId: null };
    case 'profile-qr':
      if (fileId)
        await tx
          .update(athleteProfiles)
          .set({ qrCodeFileId: null })
          .where(
            and(eq(athleteProfiles.userId, subjectId), eq(athleteProfiles.qrCodeFileId, fileId)),
          );
      return { qrCodeFileId: null };
    case 'seasonal-qr':
      if (fileId)
        await tx
          .update(seasonalBadges)
          .set({ qrFileId: null })
          .where(and(eq(seasonalBadges.id, subjectId), eq(seasonalBadges.qrFileId, fileId)));
      return { qrFileId: null };
    case 'talking-intro':
      if (fileId)
        await tx
          .update(talkingBadges)
          .set({ introFileId: null })
          .where(and(eq(talkingBadges.id, subjectId), eq(talkingBadges.introFileId, fileId)));
      return { introFileId: null };
    case 'talking-appeal':
      if (fileId)
        await tx
          .update(talkingBadges)
          .set({ appealFileId: null })
          .where(and(eq(talkingBadges.id, subjectId), eq(talkingBadges.appealFileId, fileId)));
      return { appealFileId: null };
    case 'memento-image':
      if (fileId)
        await tx
          .update(mementos)
          .set({ imageFileId: null })
          .where(and(eq(mementos.id, subjectId), eq(mementos.imageFileId, fileId)));
      return { imageFileId: null };
    case 'blog-post':
      await tx.update(blogPosts).set({ hiddenAt: sql`now()` }).where(eq(blogPosts.id, subjectId));
      return { hidden: true };
  }
}

export async function hideItem(services: AppServices, actor: Actor, id: string, reason: string) {
  const { athleteUserId, notificationId, message } = await services.db.transaction(async (tx) => {
    const row = await claim(tx, id, actor, 'hidden', reason);
    const after = await takeOffPublicPages(tx, row);
    const message = m.hiddenNotice(MODERATION_PLACE_LABELS[row.place as TModerationPlace], reason);
    const notificationId = await insertNotification(tx, {
      userId: row.athleteUserId,
      type: 'moderation',
      message,
      data: { moderationItemId: row.id, place: row.place },
    });
    await recordAudit(tx, {
      actor,
      action: 'moderation.hide',
      subjectType: 'moderation-item',
      subjectId: id,
      before: { state: 'pending', kind: row.kind, place: row.place, fileId: row.fileId },
      after: { state: 'hidden', ...after },
      note: reason,
    });
    return { athleteUserId: row.athleteUserId, notificationId, message };
  });
  await announceNotification(services, athleteUserId, notificationId, message);
  await announcePublicPagesChanged(services);
  return { message: m.hidden, item: await readItem(services.db, id) };
}

/** The policy's subject of a path that names an item: the athlete whose image or post it is. */
export async function moderationSubject(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ownerId: q.athleteUserId, fileId: q.fileId })
    .from(q)
    .where(eq(q.id, id));
  return row ? { ownerId: row.ownerId } : undefined;
}

export async function moderationFileId(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ fileId: q.fileId }).from(q).where(eq(q.id, id));
  return row?.fileId ?? null;
}
