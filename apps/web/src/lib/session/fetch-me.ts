import { sessionEndpoints, type TMeResponse } from '@fhp/domain';
import { ApiError, callApi } from '../api-client';

/**
 * GET /api/me: the user and, for athletes, the athlete summary the panel's shell needs.
 * Signed out is an answer, not a failure: a visitor's `user: null` (200) and a 401 (the session
 * ended) both resolve to null.
 */
export async function fetchMe(signal?: AbortSignal): Promise<TMeResponse | null> {
  try {
    const me = await callApi(sessionEndpoints.me, {}, { signal });
    return me.user ? me : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
