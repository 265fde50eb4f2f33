// A valid ID token for the current target: the stored one while it has a minute left, otherwise a
// refreshed one (saved back, since Firebase may rotate the refresh token).
import { notSignedIn } from './cli-error.js';
import { refresh } from './identity-toolkit.js';
import { loadSession, saveSession } from './session-store.js';
import { targetKey, type Target } from './targets.js';

const EARLY_REFRESH_MS = 60_000;

export async function currentIdToken(target: Target, env?: NodeJS.ProcessEnv): Promise<string> {
  const session = loadSession(targetKey(target), env);
  if (!session) throw notSignedIn();
  if (session.expiresAt - EARLY_REFRESH_MS > Date.now()) return session.idToken;
  const renewed = await refresh(target, session.refreshToken);
  saveSession({ ...session, ...renewed }, env);
  return renewed.idToken;
}
