// Admin endpoints end idle sessions on the server (docs/architecture.md §5), as the web's idle sign-out
// does in the browser: a session idle for 30 minutes is refused (platform/identity/admin-identity.service.ts), and the
// web signs out on this code.
import { SECURITY_CODES, SECURITY_MESSAGES } from '../../contract/index.js';
import { checkAdminRequest } from '../identity/admin-identity.service.js';
import type { Caller } from './authenticate.js';
import { HttpError } from './http-error.js';

export async function requireActiveAdminSession(caller: Caller): Promise<void> {
  const { idle } = await checkAdminRequest(caller);
  if (idle) {
    throw new HttpError(401, SECURITY_MESSAGES.adminSessionIdle, { code: SECURITY_CODES.adminSessionIdle });
  }
}
