import { eq } from 'drizzle-orm';
import { appSecrets } from '../../db/schema';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';

/** base64url: public = uncompressed P-256 point (65 bytes), private = the scalar d (32 bytes). */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The configured VAPID keys, or the pair generated on first start and kept in the database.
 * Insert-if-absent then read makes concurrent first starts agree on one pair.
 */
export async function loadVapidKeys(config: AppConfig, db: Db): Promise<VapidKeys> {
  const subject = config.push.subject;
  if (config.push.publicKey && config.push.privateKey)
    return { publicKey: config.push.publicKey, privateKey: config.push.privateKey, subject };
  const { default: webpush } = await import('web-push');
  await db
    .insert(appSecrets)
    .values({ key: 'vapid', value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, 'vapid'));
  if (!row) throw new Error('VAPID keys missing');
  return { ...(JSON.parse(row.value) as Omit<VapidKeys, 'subject'>), subject };
}
