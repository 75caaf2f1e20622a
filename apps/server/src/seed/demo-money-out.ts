import { eq } from 'drizzle-orm';
import { athleteProfiles, payments } from '../db/schema';
import {
  COMMUNITY_BADGE_PURPOSE,
  recordCommunityBadge,
} from '../modules/community-badges/buy-community-badge';
import { recordWithdrawal } from '../modules/withdrawals/record-withdrawal';
import { settleWithdrawalIn } from '../modules/withdrawals/settle-withdrawal';
import type { DbOrTx } from '../platform/db/database';
import { recordDemoCapture } from './demo-simulated-capture';

const DAY = 24 * 3600_000;

/**
 * Money out of the demo athlete's wallet, written by the features' own functions (issue 16,
 * demo data): a paid withdrawal and a pending one (the demo has no payout job behind it, so it
 * stays pending for the wallet and withdraw screens to show), and a sports community badge
 * bought for $2 through a captured (simulated) payment with its sale booked.
 */
export async function seedDemoMoneyOut(db: DbOrTx, ids: Record<string, string>) {
  const athleteId = ids.athlete;
  if (!athleteId) return;
  const [profile] = await db
    .select({ payoutEmail: athleteProfiles.payoutEmail })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, athleteId));
  const payoutEmail = profile?.payoutEmail ?? 'athlete@example.com';
  const now = Date.now();

  const paid = await recordWithdrawal(db, {
    athleteId,
    amountCents: 2000,
    payoutEmail,
    provider: 'local',
    at: new Date(now - 2 * DAY),
  });
  await settleWithdrawalIn(db, paid.id, { status: 'paid', itemId: `demo-payout-${paid.id}` });
  await recordWithdrawal(db, {
    athleteId,
    amountCents: 500,
    payoutEmail,
    provider: 'local',
    at: new Date(now - 3600_000),
  });

  const capturedAt = new Date(now - 6 * DAY);
  const [payment] = await db
    .insert(payments)
    .values({
      provider: 'local',
      providerOrderId: `demo-community-badge-${athleteId}`,
      purpose: COMMUNITY_BADGE_PURPOSE,
      userId: athleteId,
      amountCents: 200,
      status: 'captured',
      captureId: `demo-capture-community-badge-${athleteId}`,
      capturedAt,
      createdAt: capturedAt,
      updatedAt: capturedAt,
      metadata: { description: 'Sports community badge (demo)' },
    })
    .returning();
  if (payment) await recordDemoCapture(db, payment);
  if (payment) await recordCommunityBadge(db, payment);
}
