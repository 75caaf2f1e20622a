import { messages, type TCommunityBadgeVerification } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { communityBadges, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';

/**
 * What the badge's QR code opens: the number exists, whose it is and since when. Public, so it
 * answers the athlete's name only (no e-mail, no payment).
 */
export async function verifyCommunityBadge(
  db: DbOrTx,
  badgeNumber: string,
): Promise<TCommunityBadgeVerification> {
  const value = Number(badgeNumber.slice('FHP-'.length));
  if (!Number.isSafeInteger(value)) throw notFound(messages.communityBadges.notFound);
  const [row] = await db
    .select({
      createdAt: communityBadges.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(communityBadges)
    .innerJoin(users, eq(users.id, communityBadges.athleteUserId))
    .where(eq(communityBadges.badgeNumber, value));
  if (!row) throw notFound(messages.communityBadges.notFound);
  return {
    badgeNumber,
    athleteName: `${row.firstName} ${row.lastName}`.trim(),
    createdAt: row.createdAt.toISOString(),
  };
}
