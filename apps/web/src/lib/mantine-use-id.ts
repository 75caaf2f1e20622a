import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), as the build substitutes it (build/mantine-stable-ids.ts):
 * the same id on every render. Mantine's own returns `mantine-<React id>` first, then sets a
 * random id in a layout effect on every mount, so each input, tooltip, popover and switch
 * rendered itself twice, the second time synchronously inside the commit: on the profile and
 * on /trending that second pass was a long task of its own after each render (decision 0032).
 * React's id is unique within the app's one root and the same in the pre-rendered HTML.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
