// The one typed client of the functions API for the web app (shared contract, Bearer ID token).
// Imported only by signed-in screens (lazy chunks), so the landing bundle never carries the contract.
import { ApiError, createApiClient, type ApiClient } from '@copydesk/functions/contract';
import { env } from '@/config/app-env';
import { reportAccessChanged } from './auth/access-changed';
import { auth } from './firebase';

/** A 401 for a signed-in user means the session was revoked (a role change): report it. */
async function fetchNoticingRevocation(...args: Parameters<typeof fetch>): Promise<Response> {
  const response = await fetch(...args);
  if (response.status === 401 && auth.currentUser) reportAccessChanged();
  return response;
}

export const api: ApiClient = createApiClient({
  baseUrl: env.functionsBaseUrl,
  getToken: () => auth.currentUser?.getIdToken(),
  fetch: fetchNoticingRevocation,
});

export { ApiError };

/** The HTTP status of a failed API call, or null when it was not an API answer. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
