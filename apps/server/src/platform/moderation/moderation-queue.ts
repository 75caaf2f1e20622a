import { MODERATION_KIND_OF_PLACE, PUBLIC_PAGES_CHANNEL, type TModerationPlace } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { moderationItems } from '../../db/schema';
import type { DbOrTx } from '../db/database';
import type { AppServices } from '../services';

/**
 * Lists a new or changed athlete image or post for review (issue 34, item 8). It is published at
 * once; call this in the transaction that makes it public, so an item is listed exactly when it
 * is shown. A file that replaced another drops the older one's item with that file (cascade).
 */
export async function queueForReview(
  db: DbOrTx,
  item: {
    place: TModerationPlace;
    athleteUserId: string;
    subjectId: string;
    fileId?: string | null;
  },
): Promise<void> {
  if (item.place !== 'blog-post' && !item.fileId) return;
  await db.insert(moderationItems).values({
    kind: MODERATION_KIND_OF_PLACE[item.place],
    place: item.place,
    athleteUserId: item.athleteUserId,
    subjectId: item.subjectId,
    fileId: item.fileId ?? null,
  });
}

/** True when an operator hid this file: no public route serves it any more. */
export async function isHiddenFile(db: DbOrTx, fileId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(moderationItems)
    .where(and(eq(moderationItems.fileId, fileId), eq(moderationItems.state, 'hidden')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Tells every server process that what the public pages show changed (a hidden image, new site
 * links): each drops its rendered live pages (web-app.ts listens). After the commit; never rejects.
 */
export async function announcePublicPagesChanged(
  services: Pick<AppServices, 'events'>,
  log: { warn: (obj: unknown, msg: string) => void } = console,
): Promise<void> {
  try {
    await services.events.publish(PUBLIC_PAGES_CHANNEL, { type: 'public-pages.changed', data: {} });
  } catch (error) {
    log.warn({ err: error }, 'could not tell the processes to drop their rendered pages');
  }
}
