import { DEFAULT_SITE_LINKS, type SiteSettings, type TSiteSettingsUpdate } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { siteSettings } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { announcePublicPagesChanged } from '../../platform/moderation/moderation-queue';
import type { AppServices } from '../../platform/services';
import { readSiteSettings, writeSiteSetting } from './site-settings';

/** Only what changed, for the audit row: `{ shopAvailable, links: { key: value } }`. */
function changes(from: SiteSettings, to: SiteSettings) {
  const links = Object.fromEntries(
    Object.entries(to.links).filter(
      ([key, url]) => from.links[key as keyof typeof from.links] !== url,
    ),
  );
  return {
    ...(from.shopAvailable !== to.shopAvailable ? { shopAvailable: to.shopAvailable } : {}),
    ...(Object.keys(links).length ? { links } : {}),
  };
}

/**
 * The operators' links and shop switch, in one transaction with its audit row (before and after
 * of what changed). Links equal to their default are not stored, so a later default change
 * reaches them. The public and panel pages read the table on each request (web-app.ts writes
 * the links into pre-rendered pages); every process drops its rendered live pages after the commit.
 */
export async function changeSiteSettings(
  services: AppServices,
  actor: { id: string; email: string },
  input: TSiteSettingsUpdate,
): Promise<SiteSettings> {
  const changed = await services.db.transaction(async (tx) => {
    // One operator's save at a time: the row lock orders two saves (the last one wins whole).
    await tx
      .select({ key: siteSettings.key })
      .from(siteSettings)
      .where(eq(siteSettings.key, 'shopAvailable'))
      .for('update');
    const before = await readSiteSettings(tx);
    const storedLinks = Object.fromEntries(
      Object.entries(input.links).filter(
        ([key, url]) => DEFAULT_SITE_LINKS[key as keyof typeof DEFAULT_SITE_LINKS] !== url,
      ),
    );
    await writeSiteSetting(tx, 'shopAvailable', input.shopAvailable);
    if (Object.keys(storedLinks).length) await writeSiteSetting(tx, 'links', storedLinks);
    else await tx.delete(siteSettings).where(eq(siteSettings.key, 'links'));
    const after = await readSiteSettings(tx);
    const forward = changes(before, after);
    if (Object.keys(forward).length === 0) return false;
    await recordAudit(tx, {
      actor,
      action: 'setting.change',
      subjectType: 'setting',
      subjectId: 'site',
      before: changes(after, before),
      after: forward,
    });
    return true;
  });
  if (changed) await announcePublicPagesChanged(services);
  return readSiteSettings(services.db);
}
