import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deleteSession, loadSession, saveSession, type StoredSession } from './session-store.js';

const session: StoredSession = {
  idToken: 'id',
  refreshToken: 'refresh',
  expiresAt: 1,
  uid: 'u1',
  email: 'tech@copydesk.demo',
  targetKey: 'emulator-demo-copydesk',
  signedInAt: '2026-11-21T00:00:00.000Z',
  sessionExpiresAt: Date.parse('2026-11-21T12:00:00.000Z'),
  method: 'password',
};

describe('the session store', () => {
  it('keeps the session readable by the user only (0600 in a 0700 directory)', () => {
    const env = { COPYDESK_CONFIG_DIR: mkdtempSync(path.join(tmpdir(), 'copydesk-store-')) };
    const file = saveSession(session, env);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(loadSession(session.targetKey, env)).toEqual(session);
  });

  it('tightens an existing, looser session directory to 0700', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'copydesk-store-'));
    mkdirSync(path.join(root, 'sessions'), { mode: 0o755 });
    const file = saveSession(session, { COPYDESK_CONFIG_DIR: root });
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });

  it('forgets the session on logout and reports whether one existed', () => {
    const env = { COPYDESK_CONFIG_DIR: mkdtempSync(path.join(tmpdir(), 'copydesk-store-')) };
    saveSession(session, env);
    expect(deleteSession(session.targetKey, env)).toBe(true);
    expect(loadSession(session.targetKey, env)).toBeUndefined();
    expect(deleteSession(session.targetKey, env)).toBe(false);
  });

  it('treats a session file written before sessions had an end as ended', () => {
    const env = { COPYDESK_CONFIG_DIR: mkdtempSync(path.join(tmpdir(), 'copydesk-store-')) };
    const { sessionExpiresAt: _dropped, ...endless } = session;
    const file = saveSession(session, env);
    writeFileSync(file, JSON.stringify(endless));
    expect(loadSession(session.targetKey, env)?.sessionExpiresAt).toBe(0);
  });
});
