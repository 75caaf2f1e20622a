import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A filter's value from the address when it is one of the allowed values, else undefined. */
export function oneOfParam<T extends string>(
  value: string | null,
  allowed: readonly T[],
): T | undefined {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/**
 * A list's filters kept in the address, so Back from a record returns to the same list and a
 * filtered list can be linked to. `update` sets several at once (an empty value removes one) and
 * replaces the history entry, since choosing a filter is not a navigation; `push` makes it one
 * (opening a record).
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null | undefined>, options?: { push?: boolean }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: !options?.push },
      ),
    [setParams],
  );
  const clear = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return { params, update, clear };
}
