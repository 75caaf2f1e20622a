import path from 'node:path';
import type { Plugin } from 'vite';

/** @mantine/hooks' index, which re-exports `useId` from its own module. */
const MANTINE_HOOKS_INDEX = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;
const MANTINE_USE_ID = './use-id/use-id.mjs';
/** Our `useId`: Mantine's without its state update on mount (see the module). */
export const STABLE_USE_ID = path.join(
  import.meta.dirname,
  '..',
  'src',
  'lib',
  'mantine-use-id.ts',
);

/**
 * Substitutes src/lib/mantine-use-id.ts for Mantine's `useId`, which every Mantine component with
 * an id (inputs, tooltips, popovers, switches...) calls (decision 0032). The build fails if
 * Mantine's module was never met (an upgrade that moves it would otherwise silently bring the
 * second render back). The pre-rendering build (scripts/build.mjs) keeps Mantine's: on the
 * server it only ever returns its first value, the same id. The dev server pre-bundles Mantine
 * and the web tests load it from node_modules, so there Mantine keeps its own.
 */
export function mantineStableIds(): Plugin {
  let substituted = false;
  return {
    name: 'fhp:mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!substitutes(source, importer)) return null;
      substituted = true;
      return STABLE_USE_ID;
    },
    buildEnd(error) {
      if (!error && !substituted) {
        this.error(
          `@mantine/hooks no longer imports ${MANTINE_USE_ID} from its index: update build/mantine-stable-ids.ts (decision 0032)`,
        );
      }
    },
  };
}

/** Whether this import is @mantine/hooks' index importing its `useId` module. */
export function substitutes(source: string, importer: string | undefined): boolean {
  return source === MANTINE_USE_ID && importer !== undefined && MANTINE_HOOKS_INDEX.test(importer);
}
