import { pushEndpoints as endpoints, messages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pushSubscriptions as ps } from '../../db/schema';
import { conflict, notFound, validationFailed } from '../../platform/http/app-error';
import { route } from '../../platform/http/route';
import { checkEndpoint, EndpointRefused } from '../../platform/push/endpoint-policy';
import { endpointPolicy, vapidKeys } from '../../platform/push/push-sender';
import type { AppServices } from '../../platform/services';

/** Web Push: the browser asks permission, subscribes with our VAPID key and saves it here. */
export async function pushRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(app, endpoints.publicKey, async () => ({
    publicKey: (await vapidKeys(services)).publicKey,
  }));

  route(app, endpoints.saveSubscription, async (request, reply) => {
    const { endpoint, keys } = request.body;
    // The server will POST to this URL: an https address of a public host only (the host's
    // addresses are checked again when a push is sent).
    try {
      checkEndpoint(endpoint, endpointPolicy(services.config));
    } catch (error) {
      if (error instanceof EndpointRefused)
        throw validationFailed({ endpoint: messages.push.endpointNotAllowed });
      throw error;
    }
    // One endpoint, one owner: saving it again refreshes my keys, but an endpoint saved by
    // someone else is never moved to me (that would take their notifications' channel and
    // let me swap the keys). The browser of a second account on the same device answers a
    // 409 by subscribing afresh, which gives it an endpoint of its own.
    const [saved] = await services.db
      .insert(ps)
      .values({ userId: request.user.id, endpoint, ...keys })
      .onConflictDoUpdate({
        target: ps.endpoint,
        set: { ...keys },
        setWhere: eq(ps.userId, request.user.id),
      })
      .returning({ id: ps.id });
    if (!saved) throw conflict(messages.push.endpointTaken);
    return reply.status(204).send(null);
  });

  route(app, endpoints.deleteSubscription, async (request, reply) => {
    const [row] = await services.db
      .delete(ps)
      .where(and(eq(ps.endpoint, request.body.endpoint), eq(ps.userId, request.user.id)))
      .returning({ id: ps.id });
    if (!row) throw notFound();
    return reply.status(204).send(null);
  });
}
