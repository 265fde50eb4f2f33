// The Firebase Auth side of an erasure (docs/operations.md "Erasure"): the self-service request
// disables the sign-in at once, and the cleanup's last step deletes it. Both are safe to repeat.
import { adminAuth } from '../platform/firebase-app.js';

const isUserNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'auth/user-not-found';

/** Disables the user and ends their sessions: no new sign-in, and their ID tokens are refused. */
export async function disableAuthUser(uid: string): Promise<void> {
  try {
    await adminAuth.updateUser(uid, { disabled: true });
    await adminAuth.revokeRefreshTokens(uid);
  } catch (error) {
    // The cleanup may already have deleted the user: nothing is left to disable.
    if (!isUserNotFound(error)) throw error;
  }
}

/** Deletes the Auth user; one already gone (deleted in the console) counts as done. */
export async function deleteAuthUser(uid: string): Promise<void> {
  try {
    await adminAuth.deleteUser(uid);
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}

/** Whether Auth still knows the user. */
export async function authUserExists(uid: string): Promise<boolean> {
  try {
    await adminAuth.getUser(uid);
    return true;
  } catch (error) {
    if (isUserNotFound(error)) return false;
    throw error;
  }
}

/** The e-mail Auth holds for the user, or null when it has none or the user is gone. */
export async function authEmailOf(uid: string): Promise<string | null> {
  try {
    return (await adminAuth.getUser(uid)).email ?? null;
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}
