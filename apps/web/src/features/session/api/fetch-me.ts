import { type TMeResponse, ZMeResponse } from '@fhp/domain';
import { ApiError, api } from '../../../lib/api-client';

/**
 * GET /api/me: the user and, for athletes, the athlete summary the panel's shell needs.
 * Signed out is an answer, not a failure: a 401 resolves to null.
 */
export async function fetchMe(signal?: AbortSignal): Promise<TMeResponse | null> {
  try {
    return await api.get('/api/me', ZMeResponse, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
