import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { queryRows } from '../../platform/db/database';
import { defineJob } from '../../platform/jobs/job-queue';

const DAY_MS = 24 * 3600_000;
/** As long as PayPal keeps an approved order capturable: the reconciliation job may still take it. */
const OPEN_CHECKOUT_MS = 3 * DAY_MS;

/**
 * Deletes the drafts of badge fees that will never be paid: the payment was cancelled, failed
 * or refunded, or its checkout has been open longer than a buyer can still approve it. Their
 * uploads then belong to nothing, and the unreferenced-files clean-up deletes them. A fee
 * captured at the same moment either locked the draft first (the badge exists, the draft is
 * gone) or finds no draft and is refunded: no money is kept without its badge.
 */
export async function deleteAbandonedBadgeDrafts(db: Db, now = new Date()): Promise<number> {
  const openSince = new Date(now.getTime() - OPEN_CHECKOUT_MS);
  const rows = await queryRows<{ payment_id: string }>(
    db,
    sql`
      delete from badge_drafts d
      using payments p
      where p.id = d.payment_id
        and (p.status in ('cancelled', 'failed', 'refunded')
          or (p.status = 'created' and p.updated_at < ${openSince.toISOString()}))
      returning d.payment_id`,
  );
  return rows.length;
}

export const abandonedBadgeDraftsCleanup = defineJob(
  'abandoned-badge-drafts-cleanup',
  async (services) => {
    await deleteAbandonedBadgeDrafts(services.db);
  },
);
