// A caller ends their own sessions on the server (docs/operations.md, "CLI"). The sessions are those
// of the token's owner: for automation that is the ops principal, never the person it acts for, so a
// script's logout cannot sign a human out.
import { revokeSessionsOf } from './auth-users.repo.js';

export interface SessionOwner {
  uid: string;
  serviceAccount?: string | undefined;
}

/** Revokes every refresh token of the caller's own identity; answers whose tokens they were. */
export async function revokeOwnSessions(caller: SessionOwner): Promise<string> {
  const owner = caller.serviceAccount ?? caller.uid;
  await revokeSessionsOf(owner);
  return owner;
}
