import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * Toasts and the modal manager. Both are driven by the imperative APIs (`notifications.show`,
 * `modals.open` / `modals.openConfirmModal` from @mantine/modals), which talk to these
 * components through a store and window events; so they are mounted beside the page rather
 * than around it, and can load after the first paint (see providers.tsx).
 */
export default function Overlays() {
  return (
    <>
      <Notifications position="top-right" limit={4} />
      <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} />
    </>
  );
}
