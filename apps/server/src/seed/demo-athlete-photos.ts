import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { athleteProfiles, files } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';
import { SERVER_ROOT } from '../platform/paths';
import type { FileStorage } from '../platform/storage/file-storage';

/** The profile photo shipped for each demo athlete (demo-photos/, decision 0030). */
export const DEMO_ATHLETE_PHOTOS: Record<string, string> = {
  athlete: 'jordan-rivera.webp',
  athlete2: 'maya-chen.webp',
  blocked: 'blake-stone.webp',
};

// From the server's folder, as the reference data: the compiled server runs from dist/.
const PHOTOS_DIR = path.join(SERVER_ROOT, 'src/seed/demo-photos');

/**
 * Stores each demo athlete's photo as a profile photo upload is stored (same purpose and key
 * shape, bytes in the configured storage, a files row owned by the athlete) and points the
 * profile at it. The files were re-encoded when made (make-demo-photos.mjs), as uploads are.
 */
export async function seedDemoAthletePhotos(
  db: DbOrTx,
  storage: FileStorage,
  ids: Record<string, string>,
) {
  for (const [key, file] of Object.entries(DEMO_ATHLETE_PHOTOS)) {
    const userId = ids[key];
    if (!userId) continue;
    const body = await fs.readFile(path.join(PHOTOS_DIR, file));
    const storageKey = `player_files/${randomUUID()}.webp`;
    await storage.put(storageKey, body, 'image/webp');
    const [row] = await db
      .insert(files)
      .values({
        storageKey,
        purpose: 'player_files',
        mimeType: 'image/webp',
        sizeBytes: body.length,
        ownerUserId: userId,
        originalName: file,
      })
      .returning({ id: files.id });
    if (!row) throw new Error('files insert returned nothing');
    await db
      .update(athleteProfiles)
      .set({ photoFileId: row.id })
      .where(eq(athleteProfiles.userId, userId));
  }
}
