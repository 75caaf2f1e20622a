import {
  introEndpoints as endpoints,
  INTRO_KEYS,
  type TIntroKey,
  type TIntrosSeen,
} from '@fhp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { athleteIntros } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';

/** The intros I continued past, in the domain's order. */
async function introsSeen(db: DbOrTx, userId: string): Promise<TIntrosSeen> {
  const rows = await db
    .select({ key: athleteIntros.key })
    .from(athleteIntros)
    .where(eq(athleteIntros.userId, userId));
  const seen = new Set(rows.map((r) => r.key));
  return { seen: INTRO_KEYS.filter((k) => seen.has(k)) };
}

/** Continue: remembered on the server, so the intro stays dismissed on every device. */
async function markIntroSeen(db: DbOrTx, userId: string, key: TIntroKey) {
  await db.insert(athleteIntros).values({ userId, key }).onConflictDoNothing();
  return introsSeen(db, userId);
}

export async function introRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(app, endpoints.list, async (request) => introsSeen(services.db, request.user.id));
  route(app, endpoints.markSeen, async (request) =>
    markIntroSeen(services.db, request.user.id, request.params.key),
  );
}
