import { UNPAID_SIGN_UP_RETENTION_DAYS } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { queryRows } from '../../platform/db/database';
import { defineJob } from '../../platform/jobs/job-queue';
import { REGISTRATION_FEE_PURPOSE } from './start-registration-fee';

const DAY_MS = 24 * 3600_000;
/**
 * A fee checkout the buyer may still approve: the reconciliation job captures an approved order
 * for as long as PayPal keeps it capturable (3 days), so such a sign-up is not deleted yet.
 */
const OPEN_CHECKOUT_MS = 3 * DAY_MS;

/**
 * Deletes athlete accounts still waiting for their registration fee UNPAID_SIGN_UP_RETENTION_DAYS
 * after sign-up; their profile, acceptances and consents go with them (cascades), their photo is
 * left to the unreferenced-files clean-up. Never one with a fee payment that is or may still
 * become money: being captured, pending at the provider, captured, being refunded, or an open
 * checkout younger than OPEN_CHECKOUT_MS, nor one that owns a ledger account or any record of a
 * sale (purchases, badges, a community badge, a pizza money request: their keys restrict).
 *
 * The profile rows are locked (SKIP LOCKED) in the deleting transaction, and the capture's
 * activation updates the same row only while it is `pending_fee`: a fee captured at that moment
 * either activates first (the row is skipped or no longer matches) or finds the account gone and
 * is refunded (CaptureNotRecordable), so no paid account is deleted and no money is kept.
 */
export async function deleteUnpaidSignUps(db: Db, now = new Date()): Promise<number> {
  const signedUpBefore = new Date(now.getTime() - UNPAID_SIGN_UP_RETENTION_DAYS * DAY_MS);
  const openSince = new Date(now.getTime() - OPEN_CHECKOUT_MS);
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`
        with candidates as (
          select p.user_id from athlete_profiles p
          join users u on u.id = p.user_id
          where p.registration_status = 'pending_fee'
            and u.role = 'athlete'
            and u.created_at < ${signedUpBefore.toISOString()}
            and not exists (
              select 1 from payments pay
              where pay.user_id = p.user_id
                and pay.purpose = ${REGISTRATION_FEE_PURPOSE}
                and (pay.status in ('capturing', 'pending', 'captured', 'refunding')
                  or (pay.status = 'created' and pay.updated_at > ${openSince.toISOString()}))
            )
            and not exists (select 1 from ledger_accounts a where a.owner_user_id = p.user_id)
            -- Records of sales are never deleted (their keys refuse it, decision 0044): an
            -- account holding any is left alone, so one cannot stop the whole batch.
            and not exists (select 1 from purchases s
                            where s.athlete_user_id = p.user_id or s.fan_user_id = p.user_id)
            and not exists (select 1 from seasonal_badges b where b.athlete_user_id = p.user_id)
            and not exists (select 1 from talking_badges b where b.athlete_user_id = p.user_id)
            and not exists (select 1 from community_badges b where b.athlete_user_id = p.user_id)
            and not exists (select 1 from pizza_money_requests r where r.athlete_user_id = p.user_id)
          order by u.created_at
          limit 500
          for update of p skip locked
        )
        delete from users where id in (select user_id from candidates) returning id`,
    );
    return rows.length;
  });
}

export const unpaidSignUpsCleanup = defineJob('unpaid-sign-ups-cleanup', async (services) => {
  await deleteUnpaidSignUps(services.db);
});
