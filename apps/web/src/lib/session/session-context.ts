import type { TAthleteSummary, TSessionUser } from '@fhp/domain';
import { createContext, useContext } from 'react';
import { useMe } from './use-me';

export type TSessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

export interface SessionValue {
  /** The signed-in user, or null while loading, when signed out, or when /api/me failed. */
  user: TSessionUser | null;
  /**
   * The signed-in athlete's summary (number, sport, state, chat rate) from /api/me; null for
   * other roles, when signed out, and for a moment after login until /api/me answers.
   */
  athlete: TAthleteSummary | null;
  status: TSessionStatus;
  /** Why /api/me failed (network, 5xx) when status is 'error'. */
  error: Error | null;
  /**
   * True after the user signed out in this tab (setUser(null)), so guards send them to the
   * login page without a ?redirect= back to the page they left.
   */
  signedOutByUser: boolean;
  /** Re-reads /api/me (after a failed load, or when the server says the session ended). */
  refresh: () => Promise<void>;
  /**
   * Sets the session after login (the user from the response; /api/me is then re-read for
   * the athlete summary) or logout (null). Signing out also drops every other cached query,
   * so one user's data never shows to the next.
   */
  setUser: (user: TSessionUser | null) => void;
}

export const SessionContext = createContext<SessionValue | null>(null);

function useSessionContext(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/**
 * Who is signed in, for the parts that need it (panel, auth pages, their guards): mounting it
 * fetches /api/me (once; it is cached). Public pages do not call it, so they send no session
 * request a signed-out visitor would see fail.
 */
export function useSession({
  canWaitForInteraction = false,
}: {
  canWaitForInteraction?: boolean;
} = {}): SessionValue {
  useMe({ canWaitForInteraction });
  return useSessionContext();
}

/**
 * The session as already known, without asking the server: null until some part of the app
 * needed the session (for example the live-events bridge, which follows sign-in and logout).
 */
export function useKnownSession(): SessionValue {
  return useSessionContext();
}
