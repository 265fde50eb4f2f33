// The one typed client of the functions API for the web app (shared contract, Bearer ID token).
// Imported only by signed-in screens (lazy chunks), so the landing bundle never carries the contract.
import {
  ApiError,
  createApiClient,
  errorCodeOf,
  SECURITY_CODES,
  type ApiClient,
} from '@copydesk/functions/contract';
import { env } from '@/config/app-env';
import { reportAccessChanged } from './auth/access-changed';
import { IDLE_NOTICE } from './auth/idle-sign-out';
import { auth } from './firebase';

/** The details.code of an error answer, or undefined when its body is not one. */
async function codeOf(response: Response): Promise<string | undefined> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { details?: unknown } | null;
  return errorCodeOf(body?.details);
}

/**
 * A 401 for a signed-in user means the session ended on the server: revoked (a role change), or an
 * admin session idle for 30 minutes (docs/architecture.md §5), which signs out with the idle notice.
 */
async function fetchNoticingRevocation(...args: Parameters<typeof fetch>): Promise<Response> {
  const response = await fetch(...args);
  if (response.status === 401 && auth.currentUser) {
    const idle = (await codeOf(response)) === SECURITY_CODES.adminSessionIdle;
    reportAccessChanged(idle ? IDLE_NOTICE : undefined);
  }
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
