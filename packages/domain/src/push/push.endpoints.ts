import { defineEndpoint, ZNoContent } from '../platform/endpoint';
import { ZPushPublicKey, ZPushSubscription, ZPushUnsubscribe } from './push.schemas';

const tags = ['push'];

/** Web Push: the browser asks permission, subscribes with our VAPID key and saves it here. */
export const pushEndpoints = {
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/api/push/public-key',
    access: 'signed-in',
    tags,
    summary: 'The VAPID public key',
    response: ZPushPublicKey,
    errors: [404],
  }),
  saveSubscription: defineEndpoint({
    method: 'PUT',
    path: '/api/push/subscription',
    access: 'signed-in',
    tags,
    summary: "Save this browser's push subscription for me (spec: fcmToken)",
    body: ZPushSubscription,
    status: 204,
    response: ZNoContent,
    errors: [404, 409],
  }),
  deleteSubscription: defineEndpoint({
    method: 'DELETE',
    path: '/api/push/subscription',
    access: 'signed-in',
    tags,
    summary: 'Forget one of my push subscriptions',
    body: ZPushUnsubscribe,
    status: 204,
    response: ZNoContent,
    errors: [404],
  }),
};
