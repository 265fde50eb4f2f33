// What Firebase Auth (not the profile document) knows about users: whether each one verified their
// e-mail, for the admin list (docs/architecture.md §5).
import { adminAuth } from '../platform/firebase-app.js';

/** getUsers takes at most 100 identifiers a call. */
const AUTH_BATCH = 100;

export async function emailVerifiedOf(uids: string[]): Promise<Map<string, boolean>> {
  const verified = new Map<string, boolean>();
  for (let start = 0; start < uids.length; start += AUTH_BATCH) {
    const batch = uids.slice(start, start + AUTH_BATCH).map((uid) => ({ uid }));
    const { users } = await adminAuth.getUsers(batch);
    for (const user of users) verified.set(user.uid, user.emailVerified);
  }
  return verified;
}

/**
 * Ends every session of `uid`: its refresh tokens stop minting ID tokens, and the functions refuse its
 * ID tokens issued before now (authenticate.ts verifies with checkRevoked).
 */
export async function revokeSessionsOf(uid: string): Promise<void> {
  await adminAuth.revokeRefreshTokens(uid);
}
