// GET whoami: the caller's identity and the roles the server sees (used by the CLI and as a probe).
import { endpoint } from '../platform/http/endpoint.js';

export const whoami = endpoint({
  name: 'whoami',
  handle({ caller, roles }) {
    return Promise.resolve({
      success: true as const,
      uid: caller.uid,
      email: caller.email ?? null,
      ...roles,
    });
  },
});
