import type { TMeResponse, TSessionUser } from '@fhp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { queryKeys } from '../query-keys';
import { SessionContext, type SessionValue } from './session-context';
import { useMe } from './use-me';

/**
 * Holds who is signed in. The truth is the HttpOnly session cookie, so the user is always
 * restored from GET /api/me and never from localStorage. The provider only observes the
 * query; /api/me is fetched while a `useSession()` consumer is mounted (the panel, the auth
 * pages), never for the public pages.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useMe({ enabled: false });
  const [signedOutByUser, setSignedOutByUser] = useState(false);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.me });
  }, [queryClient]);

  const setUser = useCallback(
    (user: TSessionUser | null) => {
      setSignedOutByUser(!user);
      if (!user) {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
        queryClient.setQueryData(queryKeys.me, null);
        return;
      }
      const previous = queryClient.getQueryData<TMeResponse | null>(queryKeys.me);
      const athlete = previous?.user?.id === user.id ? previous.athlete : null;
      const next: TMeResponse = { user, athlete };
      queryClient.setQueryData(queryKeys.me, next);
      // The login answer carries the user only: read the athlete summary for the shell.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
    [queryClient],
  );

  const value = useMemo<SessionValue>(() => {
    const user = me.data?.user ?? null;
    // Keep a known user through a failed background refetch; only a first load can fail.
    const status = user
      ? 'signed-in'
      : me.isPending
        ? 'loading'
        : me.isError
          ? 'error'
          : 'signed-out';
    return {
      user,
      athlete: me.data?.athlete ?? null,
      status,
      error: me.error,
      signedOutByUser,
      refresh,
      setUser,
    };
  }, [me.data, me.isPending, me.isError, me.error, signedOutByUser, refresh, setUser]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
