/*
 * Web Push handlers, imported by the generated service worker (vite.config.ts,
 * workbox.importScripts). The server sends { title, body, url } (domain: ZPushPayload).
 */
self.addEventListener('push', (event) => {
  let payload = { title: 'FHP', body: '', url: '/admin/notifications' };
  try {
    payload = { ...payload, ...event.data.json() };
  } catch {
    // An empty or non-JSON push still tells the user something arrived.
  }
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/admin/notifications', self.location.origin);
  // Only our own pages: a push can never send the user elsewhere.
  const target = url.origin === self.location.origin ? url.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((w) => (w ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
