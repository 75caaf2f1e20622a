import { z } from 'zod';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'Invalid key');

/** The browser's PushSubscription.toJSON(), saved for the signed-in user (spec: fcmToken). */
export const ZPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: base64url.max(200), auth: base64url.max(100) }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;
export const ZPushUnsubscribe = z.object({ endpoint: z.string().max(2000) });
/** The VAPID public key for `pushManager.subscribe({ applicationServerKey })`, base64url. */
export const ZPushPublicKey = z.object({ publicKey: z.string() });

/** What a push carries; the service worker shows title and body and opens url on click. */
export const ZPushPayload = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type TPushPayload = z.infer<typeof ZPushPayload>;

export const pushMessages = {
  title: 'FHP',
  enabled: 'Notifications enabled',
  promptTitle: 'Get notified on this device',
  promptBody:
    'We will tell you about new badges, fan requests and messages even when FHP is closed.',
  enableButton: 'Turn on',
  enabledNote: 'Notifications are on for this device.',
  blocked: "Notifications are blocked for FHP in this browser's settings.",
  failed: 'Could not turn on notifications on this device. Please try again later.',
  endpointNotAllowed:
    'This push subscription cannot be used: notifications go only to the https address of a public push service.',
  endpointTaken:
    'This device receives notifications for another account. Turn notifications off and on again to receive yours.',
} as const;
