import { modals } from '@mantine/modals';

type ConfirmOptions = Parameters<typeof modals.openConfirmModal>[0];

/**
 * Holds what is asked of the modal manager until it listens. The manager loads after the first
 * paint (app/providers.tsx), and `modals.openConfirmModal` only dispatches a window event: a
 * confirmation asked for before the manager listened was lost, so a quick tap on Logout or
 * Delete right after a page loaded did nothing.
 */
export function createOverlayGate() {
  let open: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    /** The manager listens (called once it has mounted). */
    open: () => open(),
    /** Runs `show` now if the manager listens, else as soon as it does. */
    whenOpen: (show: () => void) => void ready.then(show),
  };
}

const gate = createOverlayGate();

/** Called by the overlays (app/overlays.tsx) once the modal manager listens. */
export const markOverlaysReady = gate.open;

/** Opens a confirmation dialog, as soon as the modal manager can show it. */
export function openConfirmDialog(options: ConfirmOptions): void {
  gate.whenOpen(() => modals.openConfirmModal(options));
}
