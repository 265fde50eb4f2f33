// GET whoami: the caller's identity and the roles the server sees (used by the CLI and as a probe).
import { whoamiInput, type WhoamiOutput } from '../contract/index.js';
import { readRoles } from '../repos/users-repo.js';
import { endpoint } from './endpoint.js';

export const whoami = endpoint({
  name: 'whoami',
  method: 'GET',
  input: whoamiInput,
  async handle(caller): Promise<WhoamiOutput> {
    const roles = await readRoles(caller.uid);
    return { success: true, uid: caller.uid, email: caller.email ?? null, ...roles };
  },
});
