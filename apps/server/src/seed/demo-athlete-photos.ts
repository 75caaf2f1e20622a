import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { files } from '../db/schema';
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
 * profile at it. The files were re-encoded when made (make-demo-photos.ts), as uploads are.
 */
export async function seedDemoAthletePhotos(
  db: DbOrTx,
  storage: FileStorage,
  ids: Record<string, string>,
) {
  await storeAthletePhotos(
    db,
    storage,
    Object.entries(DEMO_ATHLETE_PHOTOS).flatMap(([key, file]) => {
      const userId = ids[key];
      return userId ? [{ userId, file }] : [];
    }),
  );
}

/** Stores `file` (in demo-photos/) as each athlete's profile photo, in one insert. */
export async function storeAthletePhotos(
  db: DbOrTx,
  storage: FileStorage,
  photos: ReadonlyArray<{ userId: string; file: string }>,
) {
  if (!photos.length) return;
  const stored = await Promise.all(
    photos.map(async ({ userId, file }) => {
      const body = await fs.readFile(path.join(PHOTOS_DIR, file));
      const storageKey = `player_files/${randomUUID()}.webp`;
      await storage.put(storageKey, body, 'image/webp');
      return {
        storageKey,
        purpose: 'player_files',
        mimeType: 'image/webp',
        sizeBytes: body.length,
        ownerUserId: userId,
        originalName: file,
      };
    }),
  );
  const rows = await db.insert(files).values(stored).returning({ id: files.id });
  // Each profile points at the file its athlete owns: one statement for the lot.
  await db.execute(sql`
    update athlete_profiles ap set photo_file_id = f.id
    from files f
    where f.owner_user_id = ap.user_id
      and f.id in (${sql.join(
        rows.map((r) => sql`${r.id}::uuid`),
        sql`, `,
      )})`);
}
