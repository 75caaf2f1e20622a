import { eq } from 'drizzle-orm';
import { talkingBadges } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';

/**
 * The athlete whose paid content this stored file is (a talking badge's appealing image, what
 * fans buy), or null for a file anyone may fetch by its id (photos, a badge's introducing image).
 * Buyers reach a paid file through their purchase (GET /api/fan/purchases/:id/files/full, which
 * checks the license); by its id it opens to its athlete and to operators only.
 */
export async function paidFileOwner(db: DbOrTx, fileId: string): Promise<string | null> {
  const [row] = await db
    .select({ athleteUserId: talkingBadges.athleteUserId })
    .from(talkingBadges)
    .where(eq(talkingBadges.appealFileId, fileId))
    .limit(1);
  return row?.athleteUserId ?? null;
}
