import { shellMessages } from '@fhp/domain';

let installing: Promise<void> | undefined;

/**
 * Registers the service worker built by vite-plugin-pwa, once per page however often it is
 * asked: the scheduled install after the first load (features/pwa/register-sw.ts) and a screen
 * that needs the worker now (push) share one registration. Resolves whether or not the browser
 * accepts the worker. Production only: in development a worker would serve stale modules and
 * fight Vite's hot reload.
 */
export function installWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve();
  installing ??= register();
  return installing;
}

async function register() {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`);
  // A new version waits until the user accepts it: swapping the precached chunks under a
  // running page would break its next lazy import. The toast API loads only then.
  wb.addEventListener('waiting', () => {
    wb.addEventListener('controlling', () => window.location.reload());
    void import('@mantine/notifications').then(({ notifications }) =>
      notifications.show({
        id: 'app-update',
        title: shellMessages.updateReadyTitle,
        message: shellMessages.updateReadyBody,
        autoClose: false,
        onClick: () => wb.messageSkipWaiting(),
        style: { cursor: 'pointer' },
      }),
    );
  });
  try {
    await wb.register();
  } catch {
    // The app works without its worker (offline use and push are extras). A browser that
    // refuses it (private mode, an enterprise policy, an automated browser blocking workers)
    // must not get an uncaught error on every page.
  }
}

/**
 * The worker's registration once it is active, registering it now if the scheduled install
 * has not run yet; null without a worker (development, or a browser that refuses it). A worker
 * still installing (precaching the app on the first visit) cannot take a push subscription
 * yet, so this waits for it rather than failing.
 */
export async function activeServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  let registered = await navigator.serviceWorker.getRegistration();
  if (!registered) {
    await installWorker();
    registered = await navigator.serviceWorker.getRegistration();
  }
  if (!registered) return null;
  return registered.active ? registered : navigator.serviceWorker.ready;
}
