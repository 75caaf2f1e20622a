import { shellMessages } from '@fhp/domain';
import { notifications } from '@mantine/notifications';

/**
 * Registers the service worker built by vite-plugin-pwa. Production only: in development a
 * worker would serve stale modules and fight Vite's hot reload.
 * A new version waits until the user accepts it, because swapping the precached chunks under
 * a running page would break its next lazy import.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;

  void import('workbox-window').then(({ Workbox }) => {
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
    void wb.register();
  });
}
