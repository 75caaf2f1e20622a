import { type TSessionUser, ZMeResponse } from '@fhp/domain';
import { ApiError, api } from '../../../lib/api-client';

/** GET /api/me. Signed out is an answer, not a failure: a 401 resolves to null. */
export async function fetchMe(signal?: AbortSignal): Promise<TSessionUser | null> {
  try {
    const { user } = await api.get('/api/me', ZMeResponse, { signal });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
