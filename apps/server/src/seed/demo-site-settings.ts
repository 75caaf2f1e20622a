import { writeSiteSetting } from '../modules/site-settings/site-settings';
import type { DbOrTx } from '../platform/db/database';

/** The demo shop is open so a newcomer can try an order with the payment simulator. */
export async function seedDemoSiteSettings(db: DbOrTx, _ids: Record<string, string>) {
  await writeSiteSetting(db, 'shopAvailable', true);
}
