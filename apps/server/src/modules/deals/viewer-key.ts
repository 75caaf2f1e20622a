import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../../db/schema';
import type { Db } from '../../platform/db/database';

const SECRET_KEY = 'ad-viewer-hmac';
const secrets = new WeakMap<Db, Promise<string>>();

/**
 * The server's secret for guest viewer keys: made on first use and kept in the database, so
 * every process (and a restart) derives the same key for the same guest. Insert-if-absent then
 * read makes concurrent first uses agree.
 */
function viewerSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appSecrets)
        .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, SECRET_KEY));
      if (!row) throw new Error('ad viewer secret missing');
      return row.value;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * Who is viewing: a signed-in user by id; a guest by an HMAC of the client address and user
 * agent with the server's secret (the address itself is never stored, and no outside service
 * is asked). The address is Fastify's request.ip, which honours TRUST_PROXY.
 */
export async function viewerKey(
  db: Db,
  viewer: { userId: string } | { ip: string; userAgent: string },
): Promise<string> {
  if ('userId' in viewer) return `user:${viewer.userId}`;
  const mac = createHmac('sha256', await viewerSecret(db))
    .update(`${viewer.ip}\n${viewer.userAgent}`)
    .digest('base64url');
  return `guest:${mac}`;
}
