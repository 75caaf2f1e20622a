import { mergeSiteSettings, type SiteSettings } from '@fhp/domain';
import { siteSettings } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';

/** The public site's settings: the stored overrides on top of the domain defaults. */
export async function readSiteSettings(db: DbOrTx): Promise<SiteSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings);
  return mergeSiteSettings(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/** Stores one setting (operator console, demo data); a later read merges it over the default. */
export async function writeSiteSetting(
  db: DbOrTx,
  key: 'shopAvailable' | 'links' | 'payoutReview',
  value: unknown,
) {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
