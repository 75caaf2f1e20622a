import { startTransition, useEffect, useState } from 'react';

/** A module asked for once the screen drawn before it is painted (`afterPaintModule`). */
export interface AfterPaintModule<T> {
  load(): Promise<T>;
  /** The module once it has arrived, else null. */
  loaded(): T | null;
}

/**
 * A chunk asked for once the current screen has been painted (a frame callback runs before the
 * paint, a task queued from it after): asked for with that screen, it would share the link with
 * what the paint needs. A failed load is asked for again next time (a dropped connection), not
 * kept for good.
 */
export function afterPaintModule<T>(importModule: () => Promise<T>): AfterPaintModule<T> {
  let pending: Promise<T> | undefined;
  let module: T | null = null;
  return {
    load() {
      pending ??= new Promise<void>((resolve) => {
        if (typeof requestAnimationFrame !== 'function') resolve();
        else requestAnimationFrame(() => setTimeout(resolve, 0));
      })
        .then(importModule)
        .then(
          (loaded) => {
            module = loaded;
            return loaded;
          },
          (error: unknown) => {
            pending = undefined;
            throw error;
          },
        );
      return pending;
    },
    loaded: () => module,
  };
}

/**
 * The module once it is there (null until then), held in state rather than drawn through
 * React.lazy: a part that suspended during an ordinary update (a saved field, a refetch) would
 * replace the whole screen by its fallback until the chunk arrived. A chunk that does not arrive
 * (typically after a deploy renamed it) is the route's failure: its error screen offers a
 * reload, as for any page whose code did not load.
 */
export function useAfterPaintModule<T>(source: AfterPaintModule<T>): T | null {
  const [module, setModule] = useState(source.loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (module) return;
    let current = true;
    source.load().then(
      (loaded) => {
        if (current) startTransition(() => setModule(() => loaded));
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [module, source]);
  if (failure) throw failure.error;
  return module;
}
