// A valid ID token for the current target: the stored one while it has a minute left, otherwise a
// refreshed one (saved back, since Firebase may rotate the refresh token). A session ends
// SESSION_HOURS after sign-in, the functions' default limit on admin sessions (docs/operations.md,
// "CLI"), whatever the refresh token would allow.
import { CliError, EXIT, notSignedIn } from './cli-error.js';
import { refresh } from './identity-toolkit.js';
import { loadSession, saveSession } from './session-store.js';
import { targetKey, type Target } from './targets.js';

const EARLY_REFRESH_MS = 60_000;
export const SESSION_HOURS = 12;

/** When a session signed in at `signedInAt` (epoch milliseconds) ends. */
export function sessionEnd(signedInAt: number): number {
  return signedInAt + SESSION_HOURS * 3_600_000;
}

export const sessionExpired = (expiredAt: number) =>
  new CliError(
    `Your session expired at ${new Date(expiredAt).toISOString()}. Run "copydesk login" again.`,
    EXIT.notAuthorized,
  );

export async function currentIdToken(target: Target, env?: NodeJS.ProcessEnv, now = Date.now()): Promise<string> {
  const session = loadSession(targetKey(target), env);
  if (!session) throw notSignedIn();
  if (session.sessionExpiresAt <= now) throw sessionExpired(session.sessionExpiresAt);
  if (session.expiresAt - EARLY_REFRESH_MS > now) return session.idToken;
  const renewed = await refresh(target, session.refreshToken);
  saveSession({ ...session, ...renewed }, env);
  return renewed.idToken;
}
