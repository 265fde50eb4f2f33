// POST revokeMySessions: ends every session of the caller on the server (users/sessions.service.ts); the
// caller's current ID token is refused from the next second on. Used by the CLI's logout.
import { revokeOwnSessions } from './sessions.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const revokeMySessions = endpoint({
  name: 'revokeMySessions',
  async handle({ caller }) {
    const revokedUid = await revokeOwnSessions(caller);
    return { success: true as const, revokedUid };
  },
});
