import { authEndpoints } from '@fhp/domain';
import { callApi } from '../api-client';

/** POST /api/auth/logout: ends the session on the server and clears the cookie. */
export async function logout(): Promise<string> {
  return (await callApi(authEndpoints.logout, {})).message;
}
