import { useCallback, useEffect, useState } from 'react';
import { pushSupported, saveThisBrowser, serviceWorkerRegistration } from './push-subscription';

export type PushState = 'unavailable' | 'ask' | 'on' | 'blocked' | 'working' | 'failed';

/**
 * This device's push notifications. With permission already granted the subscription is saved
 * again on every visit (the user may have signed in as someone else, or the browser may have
 * rotated it); otherwise enable() asks for permission first.
 */
export function usePushNotifications() {
  const [state, setState] = useState<PushState>('unavailable');
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (!pushSupported()) return;
    void serviceWorkerRegistration().then(async (found) => {
      if (cancelled || !found) return;
      setRegistration(found);
      if (Notification.permission === 'denied') return setState('blocked');
      if (Notification.permission === 'default') return setState('ask');
      try {
        await saveThisBrowser(found);
        if (!cancelled) setState('on');
      } catch {
        if (!cancelled) setState('failed');
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const enable = useCallback(async () => {
    if (!registration) return false;
    setState('working');
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setState(permission === 'denied' ? 'blocked' : 'ask');
      return false;
    }
    try {
      await saveThisBrowser(registration);
      setState('on');
      return true;
    } catch {
      setState('failed');
      return false;
    }
  }, [registration]);

  return { state, enable };
}
