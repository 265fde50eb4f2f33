// CLI sessions end (docs/operations.md, "CLI"): automation signs in as the ops principal acting for a
// technical admin, `whoami` says when the session expires, an ended session is refused, `logout`
// revokes a password or automation session on the server, and plain-text function URLs are refused off
// loopback.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRaw } from '../support/api.ts';
import { cliLogin, copydesk } from '../support/cli.ts';
import { eventually } from '../support/poll.ts';
import { authEmulatorHost } from '../../tools/stack-clients/emulators.ts';
import { userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

const sessionFile = (configDir: string) => path.join(configDir, 'sessions', 'emulator-demo-copydesk.json');
const storedSession = (configDir: string) =>
  JSON.parse(readFileSync(sessionFile(configDir), 'utf8')) as {
    idToken: string;
    refreshToken: string;
    sessionExpiresAt: number;
  };

/** Revocation is recorded in whole seconds and ends tokens signed in before that second. */
async function nextSecondAfter(idToken: string): Promise<void> {
  const { auth_time: authTime } = JSON.parse(
    Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString(),
  ) as { auth_time: number };
  await eventually('the second after sign-in', () => Promise.resolve(Date.now() >= (authTime + 1) * 1000));
}

/**
 * An ID token minted from a refresh token, as the CLI and the web SDK refresh. The Auth emulator still
 * mints one after revocation (production refuses); it keeps the old sign-in time, so the functions refuse it.
 */
async function refreshedIdToken(refreshToken: string): Promise<string> {
  const url = `http://${authEmulatorHost()}/securetoken.googleapis.com/v1/token?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  if (!response.ok) throw new Error(`refresh failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id_token: string }).id_token;
}

describe('copydesk sessions against the emulators', () => {
  let tech: TestUser;

  beforeAll(async () => {
    tech = await userWithRoles('cli-ops-tech', { isAdmin: true, isTechnicalAdmin: true });
  });

  it('signs automation in as the ops principal acting for the technical admin, until 12 hours on', async () => {
    const configDir = mkdtempSync(path.join(tmpdir(), 'copydesk-ops-'));
    const before = Date.now();
    expect(await copydesk(['login', '--service-account', '--as', tech.email], configDir)).toMatchObject({
      code: 0,
    });
    const me = await copydesk(['whoami', '--json'], configDir);
    expect(me.code).toBe(0);
    const shown = JSON.parse(me.stdout) as Record<string, unknown>;
    expect(shown).toMatchObject({ uid: tech.uid, isTechnicalAdmin: true, serviceAccount: 'copydesk-ops' });
    const expires = Date.parse(String(shown.sessionExpiresAt));
    expect(expires).toBeGreaterThanOrEqual(before + 12 * 3_600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 12 * 3_600_000);
    const table = await copydesk(['whoami'], configDir);
    expect(table.stdout).toMatch(/^Session expires {3}\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/m);
    expect(table.stdout).toMatch(/^Service account {3}copydesk-ops acting for this user$/m);
  });

  it('refuses an ended session with the time it ended and exit code 3', async () => {
    const configDir = mkdtempSync(path.join(tmpdir(), 'copydesk-ended-'));
    expect((await copydesk(['login', '--service-account', '--as', tech.email], configDir)).code).toBe(0);
    const ended = { ...storedSession(configDir), sessionExpiresAt: Date.parse('2026-01-01T12:00:00.000Z') };
    writeFileSync(sessionFile(configDir), JSON.stringify(ended));
    const run = await copydesk(['stats'], configDir);
    expect(run.code).toBe(3);
    expect(run.stderr.trim()).toBe(
      'Error: Your session expired at 2026-01-01T12:00:00.000Z. Run "copydesk login" again.',
    );
  });

  it('revokes an automation session on logout: its token is refused at once', async () => {
    const configDir = mkdtempSync(path.join(tmpdir(), 'copydesk-revoke-'));
    expect((await copydesk(['login', '--service-account', '--as', tech.email], configDir)).code).toBe(0);
    const { idToken } = storedSession(configDir);
    expect((await callRaw('whoami', { token: idToken })).status).toBe(200);
    await nextSecondAfter(idToken);
    const out = await copydesk(['logout', '--json'], configDir);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual({
      signedOut: true,
      revoked: true,
      target: 'emulator-demo-copydesk',
    });
    expect((await callRaw('whoami', { token: idToken })).status).toBe(401);
    expect((await copydesk(['whoami'], configDir)).code).toBe(3);
  });

  it('revokes a password session on logout: its ID token is refused and a token from its refresh token too', async () => {
    const configDir = mkdtempSync(path.join(tmpdir(), 'copydesk-revoke-password-'));
    expect((await cliLogin(tech, configDir)).code).toBe(0);
    const { idToken, refreshToken } = storedSession(configDir);
    expect((await callRaw('whoami', { token: idToken })).status).toBe(200);
    await nextSecondAfter(idToken);
    const out = await copydesk(['logout'], configDir);
    expect([out.code, out.stdout.trim()]).toEqual([
      0,
      'Signed out; every session of this user is revoked on the server.',
    ]);
    expect(existsSync(sessionFile(configDir))).toBe(false);
    expect((await callRaw('whoami', { token: idToken })).status).toBe(401);
    expect((await callRaw('whoami', { token: await refreshedIdToken(refreshToken) })).status).toBe(401);
  });

  it('refuses an http:// functions URL that is not loopback, with exit code 2', async () => {
    const configDir = mkdtempSync(path.join(tmpdir(), 'copydesk-http-'));
    const run = await copydesk(
      ['--functions-url', 'http://10.1.2.3:5001/demo-copydesk/us-central1', 'whoami'],
      configDir,
    );
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe(
      'Error: The functions URL must use https:// (http:// only for 127.0.0.1, localhost or [::1]).',
    );
  });
});
