import { athletePageMeta, type TPageMeta } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { athleteProfiles, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { fileUrl } from '../../platform/storage/files-service';
import { listedAthlete } from './listed-athlete';

/**
 * A shared link's picture when the athlete has no photo: the app's icon (a square PNG, which
 * every messenger previews; the generated face of ui/athlete-avatar.tsx is drawn in the browser).
 */
export const SHARE_FALLBACK_IMAGE = '/icons/icon-512.png';

/**
 * The title, description and share card the server writes into the HTML of
 * `/athletes/<number>`: the athlete's name, their bio (or sport and school), and their photo, as
 * absolute URLs under `publicUrl` (a messenger fetches them from elsewhere). Undefined for an
 * athlete the public may not see, whose address then gets the generic shell like any unknown path.
 */
export async function readAthletePageMeta(
  db: DbOrTx,
  athleteNumber: number,
  publicUrl: string,
): Promise<TPageMeta | undefined> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      sport: athleteProfiles.sport,
      schoolName: athleteProfiles.schoolName,
      bio: athleteProfiles.bio,
      photoFileId: athleteProfiles.photoFileId,
    })
    .from(athleteProfiles)
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .where(and(eq(athleteProfiles.athleteNumber, athleteNumber), listedAthlete))
    .limit(1);
  if (!row) return undefined;
  const { photoFileId, ...athlete } = row;
  return athletePageMeta({
    ...athlete,
    photoUrl: `${publicUrl}${photoFileId ? fileUrl(photoFileId) : SHARE_FALLBACK_IMAGE}`,
    pageUrl: `${publicUrl}/athletes/${athleteNumber}`,
  });
}
