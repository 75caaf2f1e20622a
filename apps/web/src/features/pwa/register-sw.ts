import { shellMessages } from '@fhp/domain';

/**
 * Registers the service worker built by vite-plugin-pwa. Production only: in development a
 * worker would serve stale modules and fight Vite's hot reload.
 * A new version waits until the user accepts it, because swapping the precached chunks under
 * a running page would break its next lazy import.
 * It starts after the page has loaded: installing precaches the whole app, which must not
 * compete with the first visit's own downloads (on a phone that costs seconds of first paint).
 * Workbox and the toast API are loaded then too, so they stay out of the first-load JavaScript.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') void installWorker();
  else window.addEventListener('load', () => void installWorker(), { once: true });
}

/** Loads Workbox and registers the worker; resolves whether or not the browser accepts it. */
export async function installWorker() {
  const [{ Workbox }, { notifications }] = await Promise.all([
    import('workbox-window'),
    import('@mantine/notifications'),
  ]);
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`);
  wb.addEventListener('waiting', () => {
    wb.addEventListener('controlling', () => window.location.reload());
    notifications.show({
      id: 'app-update',
      title: shellMessages.updateReadyTitle,
      message: shellMessages.updateReadyBody,
      autoClose: false,
      onClick: () => wb.messageSkipWaiting(),
      style: { cursor: 'pointer' },
    });
  });
  try {
    await wb.register();
  } catch {
    // The app works without its worker (offline use and push are extras). A browser that
    // refuses it (private mode, an enterprise policy, an automated browser blocking workers)
    // must not get an uncaught error on every page.
  }
}
