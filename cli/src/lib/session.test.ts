import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentIdToken, sessionEnd } from './session.js';
import { saveSession, type StoredSession } from './session-store.js';
import { resolveTarget } from './targets.js';

const SIGNED_IN = Date.parse('2026-11-21T00:00:00.000Z');
const target = resolveTarget({ emulator: true }, {});

function signedInSession(): NodeJS.ProcessEnv {
  const env = { COPYDESK_CONFIG_DIR: mkdtempSync(path.join(tmpdir(), 'copydesk-session-')) };
  const session: StoredSession = {
    idToken: 'stored-id-token',
    refreshToken: 'refresh',
    // The ID token itself stays valid past the session's end: only the session rule can refuse it.
    expiresAt: Date.parse('2026-11-22T00:00:00.000Z'),
    uid: 'u1',
    email: 'tech@copydesk.demo',
    targetKey: 'emulator-demo-copydesk',
    signedInAt: new Date(SIGNED_IN).toISOString(),
    sessionExpiresAt: Date.parse('2026-11-21T12:00:00.000Z'),
    method: 'password',
  };
  saveSession(session, env);
  return env;
}

describe('a CLI session', () => {
  it('ends 12 hours after sign-in', () => {
    expect(new Date(sessionEnd(SIGNED_IN)).toISOString()).toBe('2026-11-21T12:00:00.000Z');
  });

  it('gives the stored token while the session lasts', async () => {
    const env = signedInSession();
    const beforeTheEnd = Date.parse('2026-11-21T11:59:59.000Z');
    await expect(currentIdToken(target, env, beforeTheEnd)).resolves.toBe('stored-id-token');
  });

  it('is refused once it has ended, with the time it ended and exit code 3', async () => {
    const env = signedInSession();
    const atTheEnd = Date.parse('2026-11-21T12:00:00.000Z');
    await expect(currentIdToken(target, env, atTheEnd)).rejects.toMatchObject({
      message: 'Your session expired at 2026-11-21T12:00:00.000Z. Run "copydesk login" again.',
      exitCode: 3,
    });
  });
});
