import {
  messages,
  ZErrorResponse,
  ZPushPublicKey,
  ZPushSubscription,
  ZPushUnsubscribe,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushSubscriptions as ps } from '../../db/schema';
import { requireUser } from '../../platform/auth/session-plugin';
import {
  conflict,
  notFound,
  unauthenticated,
  validationFailed,
} from '../../platform/http/app-error';
import { checkEndpoint, EndpointRefused } from '../../platform/push/endpoint-policy';
import { endpointPolicy, vapidKeys } from '../../platform/push/push-sender';
import type { AppServices } from '../../platform/services';

const tags = ['push'];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
const saveErrors = { ...errors, 409: ZErrorResponse };

/** Web Push: the browser asks permission, subscribes with our VAPID key and saves it here. */
export const pushRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/push/public-key',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The VAPID public key',
        response: { 200: ZPushPublicKey, ...errors },
      },
    },
    async () => ({ publicKey: (await vapidKeys(services)).publicKey }),
  );

  app.put(
    '/api/push/subscription',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Save this browser's push subscription for me (spec: fcmToken)",
        body: ZPushSubscription,
        response: { 204: z.null(), ...saveErrors },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
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
    },
  );

  app.delete(
    '/api/push/subscription',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Forget one of my push subscriptions',
        body: ZPushUnsubscribe,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      const [row] = await services.db
        .delete(ps)
        .where(and(eq(ps.endpoint, request.body.endpoint), eq(ps.userId, request.user.id)))
        .returning({ id: ps.id });
      if (!row) throw notFound();
      return reply.status(204).send(null);
    },
  );
};
