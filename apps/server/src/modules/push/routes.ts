import { ZErrorResponse, ZPushPublicKey, ZPushSubscription, ZPushUnsubscribe } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushSubscriptions as ps } from '../../db/schema';
import { requireUser } from '../../platform/auth/session-plugin';
import { notFound, unauthenticated, validationFailed } from '../../platform/http/app-error';
import { vapidKeys } from '../../platform/push/push-sender';
import type { AppServices } from '../../platform/services';

const tags = ['push'];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

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
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      const { endpoint, keys } = request.body;
      // The server will POST to this URL: plain http only outside production.
      if (services.config.env === 'production' && !endpoint.startsWith('https://'))
        throw validationFailed({ endpoint: 'Invalid push endpoint' });
      // One browser, one row: signing in as someone else on it moves the subscription.
      await services.db
        .insert(ps)
        .values({ userId: request.user.id, endpoint, ...keys })
        .onConflictDoUpdate({
          target: ps.endpoint,
          set: { userId: request.user.id, ...keys },
        });
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
