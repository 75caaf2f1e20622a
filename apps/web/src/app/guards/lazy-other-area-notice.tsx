import { type ComponentProps, lazy, Suspense } from 'react';

/**
 * The guards are in the app's entry (the router needs them at once) but this notice is rare:
 * loaded when shown, so its components do not join the entry's chunks (and every started page).
 */
const Notice = lazy(() => import('./other-area-notice'));

export function OtherAreaNotice(props: ComponentProps<typeof Notice>) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}
