import { installWorker } from '../../lib/service-worker';

/**
 * How long after the page's load event the worker is installed. Installing precaches the whole
 * app (about 270 files): started at load it competed with the page's last chunks and kept the
 * phone's main thread busy (Lighthouse mobile on `/`: total blocking time 1442 ms against
 * 636 ms with the install 5 s later). A screen that needs the worker sooner (push) registers
 * it at once (lib/service-worker.ts).
 */
const INSTALL_DELAY_MS = 5_000;

/** Schedules the service worker's install after the first load (main.tsx). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const later = () => setTimeout(() => void installWorker(), INSTALL_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
