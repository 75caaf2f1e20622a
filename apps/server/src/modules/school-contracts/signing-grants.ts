import { createHash, randomBytes } from 'node:crypto';
import { SIGNING_GRANT_COOKIE, SIGNING_GRANT_TTL_HOURS, schoolContractApiPath } from '@fhp/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { schoolContractGrants as g } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import type { AppServices } from '../../platform/services';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The officer's signing session: a random token whose hash is stored with its contract and
 * expiry; the browser keeps the token in an HttpOnly cookie sent only to that contract's API
 * path. Expiry is compared by the database's clock (`now()`), as every process sees it.
 */
export async function createGrant(
  db: DbOrTx,
  input: { contractId: string; email: string; ip: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(g)
    .values({
      contractId: input.contractId,
      tokenHash: sha256(token),
      email: input.email,
      ip: input.ip,
      expiresAt: sql`now() + make_interval(hours => ${SIGNING_GRANT_TTL_HOURS})`,
    })
    .returning({ expiresAt: g.expiresAt });
  if (!row) throw new Error('grant insert returned nothing');
  return { token, expiresAt: row.expiresAt };
}

/** The live grant the request's cookie holds for this contract, or undefined. */
export async function grantOf(db: DbOrTx, request: FastifyRequest, contractId: string) {
  const token = request.cookies[SIGNING_GRANT_COOKIE];
  if (!token || token.length > 200) return undefined;
  const [grant] = await db
    .select({ id: g.id, email: g.email, viewedAt: g.viewedAt })
    .from(g)
    .where(
      and(
        eq(g.tokenHash, sha256(token)),
        eq(g.contractId, contractId),
        gt(g.expiresAt, sql`now()`),
      ),
    );
  return grant;
}

/** Marks the grant's first view; true only the first time (the 'viewed' event is written once). */
export async function markViewed(db: DbOrTx, grantId: string): Promise<boolean> {
  const rows = await db
    .update(g)
    .set({ viewedAt: sql`now()` })
    .where(and(eq(g.id, grantId), isNull(g.viewedAt)))
    .returning({ id: g.id });
  return rows.length > 0;
}

export function setGrantCookie(
  reply: FastifyReply,
  services: AppServices,
  contractId: string,
  grant: { token: string; expiresAt: Date },
) {
  reply.setCookie(SIGNING_GRANT_COOKIE, grant.token, {
    path: schoolContractApiPath(contractId),
    httpOnly: true,
    sameSite: 'strict',
    secure: services.config.cookieSecure,
    expires: grant.expiresAt,
  });
}
