import {
  messages,
  RESOLUTION_MESSAGES_MAX,
  RESOLUTIONS_PER_DAY,
  type TResolutionContact,
  type TResolutionRequest,
} from '@fhp/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  athleteProfiles,
  resolutions as r,
  resolutionMessages as rm,
  users,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { addAdminNotification, announceInboxChange } from '../../platform/events/operator-inbox';
import { publishToOperators, publishToUser } from '../../platform/events/publish';
import { conflict, notFound, tooManyRequests } from '../../platform/http/app-error';
import { type Cursor, toPage } from '../../platform/http/cursor';
import type { AppServices } from '../../platform/services';
import { messageCount, toMessage, toResolution } from './resolution-rows';

const m = messages.resolutions;

/** A page of my resolutions, newest first. */
export async function listMyResolutions(
  db: DbOrTx,
  userId: string,
  page: { cursor: Cursor | null; limit: number },
) {
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.userId, userId), page.cursor ? afterCursor(r, r, page.cursor) : undefined))
    .orderBy(...newestFirst(r))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit);
  return { items: items.map(toResolution), nextCursor };
}

/** What a new resolution carries from the profile (shown read-only in Add Resolution). */
export async function contactOf(db: DbOrTx, userId: string): Promise<TResolutionContact> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      athleteNumber: athleteProfiles.athleteNumber,
      phone: athleteProfiles.phone,
    })
    .from(users)
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return {
    name: `${row.firstName} ${row.lastName}`.trim(),
    athleteNumber: row.athleteNumber,
    email: row.email,
    phoneNumber: row.phone?.trim() ? row.phone : null,
  };
}

/**
 * Opens a resolution: the row and the operators' notification ('resolution') together; at most
 * RESOLUTIONS_PER_DAY in 24 hours, counted under the athlete's row lock so two at once cannot
 * both pass the limit.
 */
export async function openResolution(
  services: AppServices,
  userId: string,
  body: TResolutionRequest,
) {
  const row = await services.db.transaction(async (tx) => {
    await tx
      .select({ id: athleteProfiles.userId })
      .from(athleteProfiles)
      .where(eq(athleteProfiles.userId, userId))
      .for('update');
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(r)
      .where(and(eq(r.userId, userId), gt(r.createdAt, sql`now() - interval '24 hours'`)));
    if ((recent?.n ?? 0) >= RESOLUTIONS_PER_DAY) throw tooManyRequests(m.tooManyToday);
    const contact = await contactOf(tx, userId);
    const [created] = await tx
      .insert(r)
      .values({ userId, ...contact, type: body.type, description: body.description })
      .returning();
    if (!created) throw new Error('resolution insert returned nothing');
    await addAdminNotification(tx, 'resolution', created.id);
    return created;
  });
  await announceInboxChange(services);
  return { message: m.added, resolution: toResolution(row) };
}

/**
 * The athlete writes in their resolution: the message is stored (and the operators' inbox told)
 * before the answer says it was sent; then both sides' screens refresh live.
 */
export async function writeAsAthlete(
  services: AppServices,
  userId: string,
  id: string,
  text: string,
) {
  const message = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: r.status })
      .from(r)
      .where(and(eq(r.id, id), eq(r.userId, userId)))
      .for('update');
    if (!row) throw notFound();
    if (row.status === 'closed') throw conflict(m.closedThread);
    if ((await messageCount(tx, id)) >= RESOLUTION_MESSAGES_MAX) throw conflict(m.threadFull);
    const [created] = await tx
      .insert(rm)
      .values({ resolutionId: id, senderId: userId, sender: 'athlete', message: text })
      .returning();
    if (!created) throw new Error('message insert returned nothing');
    await tx
      .update(r)
      .set({ updatedAt: created.createdAt, updatedBy: 'athlete' })
      .where(eq(r.id, id));
    await addAdminNotification(tx, 'resolution', id);
    return created;
  });
  await Promise.all([
    // The athlete's other tabs and devices.
    publishToUser(services, userId, 'resolution.message', { resolutionId: id }),
    publishToOperators(services, 'resolution.message', { resolutionId: id }),
    announceInboxChange(services),
  ]);
  return { message: toMessage(message) };
}
