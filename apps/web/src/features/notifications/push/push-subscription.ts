import { pushEndpoints, type TPushSubscription } from '@fhp/domain';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { activeServiceWorker } from '../../../lib/service-worker';

/** The VAPID key arrives base64url; pushManager.subscribe wants its bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Web Push needs a service worker (production build), the Push API and the Notification API. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The active worker's registration (registered now if need be), or null without one. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return activeServiceWorker();
}

async function subscribe(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const { publicKey } = await callApi(pushEndpoints.publicKey, {});
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
}

function save(subscription: PushSubscription) {
  const json = subscription.toJSON() as TPushSubscription;
  return callApi(pushEndpoints.saveSubscription, {
    body: { endpoint: json.endpoint, keys: json.keys },
  });
}

/**
 * Subscribes this browser (or reuses its subscription) with our VAPID key and saves it for the
 * signed-in user. Saving again is harmless. A subscription belongs to the account that saved it
 * first: when another account signed in on this browser earlier, the server answers 409, and
 * this browser drops that subscription and subscribes afresh, so each account gets its own
 * endpoint (and the earlier account's pushes stop reaching this device).
 */
export async function saveThisBrowser(registration: ServiceWorkerRegistration): Promise<void> {
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await subscribe(registration));
  try {
    await save(subscription);
  } catch (error) {
    if (!(isApiError(error) && error.status === 409)) throw error;
    await subscription.unsubscribe();
    await save(await subscribe(registration));
  }
}
