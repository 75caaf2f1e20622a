import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../../db/schema';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';

/** base64url: public = uncompressed P-256 point (65 bytes), private = the scalar d (32 bytes). */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

function generateVapidKeys(): Omit<VapidKeys, 'subject'> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d ?? '' };
}

/**
 * The configured VAPID keys, or the pair generated on first start and kept in the database.
 * Insert-if-absent then read makes concurrent first starts agree on one pair.
 */
export async function loadVapidKeys(config: AppConfig, db: Db): Promise<VapidKeys> {
  const subject = config.push.subject;
  if (config.push.publicKey && config.push.privateKey)
    return { publicKey: config.push.publicKey, privateKey: config.push.privateKey, subject };
  await db
    .insert(appSecrets)
    .values({ key: 'vapid', value: JSON.stringify(generateVapidKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, 'vapid'));
  if (!row) throw new Error('VAPID keys missing');
  return { ...(JSON.parse(row.value) as Omit<VapidKeys, 'subject'>), subject };
}

/** The `Authorization: vapid t=<JWT>, k=<public key>` header for one push service (RFC 8292). */
export function vapidAuthorization(endpoint: string, keys: VapidKeys, now = Date.now()): string {
  const point = Buffer.from(keys.publicKey, 'base64url');
  const key = createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: keys.privateKey,
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const claims = {
    aud: new URL(endpoint).origin,
    exp: Math.floor(now / 1000) + 12 * 3600,
    sub: keys.subject,
  };
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key, dsaEncoding: 'ieee-p1363' });
  return `vapid t=${unsigned}.${signature.toString('base64url')}, k=${keys.publicKey}`;
}
