// The one typed client of the functions API for the web app (shared contract, Bearer ID token).
// Imported only by signed-in screens (lazy chunks), so the landing bundle never carries the contract.
import { ApiError, createApiClient, type ApiClient } from '@copydesk/functions/contract';
import { env } from '@/config/app-env';
import { auth } from './firebase';

export const api: ApiClient = createApiClient({
  baseUrl: env.functionsBaseUrl,
  getToken: () => auth.currentUser?.getIdToken(),
});

export { ApiError };

/** The message of an error thrown by the client (or anything else), or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}

/** The HTTP status of a failed API call, or null when it was not an API answer. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
