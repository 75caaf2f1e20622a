import { and, inArray, lt, sql } from 'drizzle-orm';
import { files } from '../../db/schema';
import { defineJob } from '../jobs/job-queue';
import type { AppServices } from '../services';
import { isUnreferenced } from './file-references';

/** How long an upload may wait for the record that will use it (a form saved later). */
export const UNREFERENCED_FILE_GRACE_MS = 24 * 3600 * 1000;
const BATCH = 100;
/** Bounds one run; what is left is deleted at the next run. */
const MAX_BATCHES = 50;

/**
 * Deletes the row and the stored bytes of every file older than the grace period that no
 * record references (FILE_REFERENCES). Per batch, in one transaction: the candidate rows are
 * locked (FOR UPDATE SKIP LOCKED: a row another transaction is just referencing holds a key
 * lock from its foreign-key check and is skipped), the delete checks again that nothing
 * references them (a reference committed meanwhile keeps its file), then the bytes are
 * removed. If removing bytes fails the transaction rolls back and the rows stay for the next
 * run, so no bytes are ever left without a row; deleting bytes already gone is harmless.
 * Returns how many files were removed.
 */
export async function removeUnreferencedFiles(
  services: Pick<AppServices, 'db' | 'storage'>,
  graceMs = UNREFERENCED_FILE_GRACE_MS,
): Promise<number> {
  const { db } = services;
  const cutoff = sql`now() - make_interval(secs => ${graceMs / 1000})`;
  let removed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const { found, deleted } = await db.transaction(async (tx) => {
      const candidates = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(lt(files.createdAt, cutoff), isUnreferenced(db)))
        .orderBy(files.createdAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (candidates.length === 0) return { found: 0, deleted: 0 };
      const rows = await tx
        .delete(files)
        .where(
          and(
            inArray(
              files.id,
              candidates.map((c) => c.id),
            ),
            isUnreferenced(db),
          ),
        )
        .returning({ storageKey: files.storageKey });
      for (const row of rows) await services.storage.delete(row.storageKey);
      return { found: candidates.length, deleted: rows.length };
    });
    removed += deleted;
    if (found < BATCH) break;
  }
  return removed;
}

/** Hourly (JOB_SETTINGS): orphans live at most a day and an hour. */
export const unreferencedFilesCleanup = defineJob(
  'unreferenced-files-cleanup',
  async (services) => {
    await removeUnreferencedFiles(services);
  },
);
