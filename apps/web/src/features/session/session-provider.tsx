import type { TSessionUser } from '@fhp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { queryKeys } from '../../lib/query-keys';
import { useMe } from './api/use-me';
import { SessionContext, type SessionValue } from './session-context';

/**
 * Holds who is signed in. The truth is the HttpOnly session cookie, so the user is always
 * restored from GET /api/me on load and never from localStorage.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useMe();

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.me });
  }, [queryClient]);

  const setUser = useCallback(
    (user: TSessionUser | null) => {
      if (!user) {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
      }
      queryClient.setQueryData(queryKeys.me, user);
    },
    [queryClient],
  );

  const value = useMemo<SessionValue>(() => {
    const user = me.data ?? null;
    // Keep a known user through a failed background refetch; only a first load can fail.
    const status = user
      ? 'signed-in'
      : me.isPending
        ? 'loading'
        : me.isError
          ? 'error'
          : 'signed-out';
    return { user, status, error: me.error, refresh, setUser };
  }, [me.data, me.isPending, me.isError, me.error, refresh, setUser]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
