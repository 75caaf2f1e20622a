import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markOverlaysReady } from '../ui/confirm-dialog';

/**
 * Toasts and the modal manager. Both are driven by the imperative APIs (`notifications.show`,
 * `modals.open` / `modals.openConfirmModal` from @mantine/modals), which talk to these
 * components through a store and window events; so they are mounted beside the page rather
 * than around it, and can load after the first paint (see providers.tsx).
 */
export default function Overlays() {
  // After the children's effects: the modal manager listens by then.
  useEffect(() => markOverlaysReady(), []);
  return (
    <>
      <Notifications position="top-right" limit={4} />
      <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} />
    </>
  );
}
