// The one typed client of the functions API for the browser (functions/src/contract): base URL from the
// validated env, the signed-in user's Firebase ID token as the bearer. Every endpoint call goes through it.
import { createApiClient, type ApiClient } from '@copydesk/functions/contract';
import { env } from '@/config/app-env';
import { auth } from './firebase';

export const api: ApiClient = createApiClient({
  baseUrl: env.functionsBaseUrl,
  getToken: () => auth.currentUser?.getIdToken() ?? null,
});
