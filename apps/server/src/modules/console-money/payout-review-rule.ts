import type { TPayoutReviewRule } from '@fhp/domain';
import { recordAudit } from '../../platform/audit/record-audit';
import type { AppServices } from '../../platform/services';
import { readSiteSettings, writeSiteSetting } from '../site-settings/site-settings';
import type { Operator } from './decide-withdrawal';

export async function readPayoutReview(services: AppServices) {
  return { rule: (await readSiteSettings(services.db)).payoutReview };
}

/** Stores the payout review rule (site setting `payoutReview`) with its audit row. */
export async function setPayoutReview(
  services: AppServices,
  operator: Operator,
  rule: TPayoutReviewRule,
) {
  await services.db.transaction(async (tx) => {
    const before = (await readSiteSettings(tx)).payoutReview;
    await writeSiteSetting(tx, 'payoutReview', rule);
    await recordAudit(tx, {
      actor: operator,
      action: 'setting.change',
      subjectType: 'setting',
      subjectId: 'payoutReview',
      before: { payoutReview: before },
      after: { payoutReview: rule },
    });
  });
  return { rule };
}
