import { and, eq, notExists, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  athleteProfiles,
  badgeDrafts,
  blogPosts,
  contestBadges,
  files,
  mementos,
  moderationItems,
  pizzaMoneyGifts,
  seasonalBadges,
  talkingBadges,
} from '../../db/schema';
import type { Db } from '../db/database';

/**
 * EVERY column that holds a `files.id`. A stored file that none of these point to is an
 * orphan, and the clean-up (unreferenced-files-cleanup.ts) deletes it a day after its upload.
 *
 * A feature that keeps a file id in a new column MUST add that column here (and give it an
 * index), or its files are deleted a day after they are uploaded. A file kept by something
 * other than a column (a URL inside a JSON or HTML value) cannot be found by this list: store
 * the file id in a column instead.
 */
export const FILE_REFERENCES: readonly PgColumn[] = [
  athleteProfiles.photoFileId,
  athleteProfiles.qrCodeFileId,
  blogPosts.imageFileId,
  mementos.imageFileId,
  seasonalBadges.qrFileId,
  talkingBadges.introFileId,
  talkingBadges.appealFileId,
  badgeDrafts.fileId1,
  badgeDrafts.fileId2,
  pizzaMoneyGifts.introFileId,
  pizzaMoneyGifts.appealFileId,
  contestBadges.introFileId,
  contestBadges.appealFileId,
  // A hidden image is kept as the decision's evidence (the files route refuses it).
  moderationItems.fileId,
];

/** True for a `files` row that no column of FILE_REFERENCES points to. */
export function isUnreferenced(db: Db): SQL {
  const conditions = FILE_REFERENCES.map((column) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(column.table as PgTable)
        .where(eq(column, files.id)),
    ),
  );
  return and(...conditions) ?? sql`true`;
}
