import { describe, expect, it } from 'vitest';
import { CliError } from '../lib/cli-error.js';
import { loadSession, saveSession } from '../lib/session-store.js';
import { harness, StubClient } from '../test-support.js';
import { logout } from './session-logout.js';
import { whoami } from './session-whoami.js';

const storedSession = {
  idToken: 'id',
  refreshToken: 'refresh',
  expiresAt: Date.parse('2026-11-21T01:00:00.000Z'),
  uid: 'u-tech',
  email: 'tech@copydesk.demo',
  targetKey: 'emulator-demo-copydesk',
  signedInAt: '2026-11-21T00:00:00.000Z',
  sessionExpiresAt: Date.parse('2026-11-21T12:00:00.000Z'),
  method: 'password' as const,
};

describe('copydesk whoami', () => {
  it('says when the session expires', async () => {
    const h = harness(new StubClient());
    saveSession(storedSession, h.context.env);
    await whoami(h.context);
    expect(h.stdout()).toMatch(/^Session expires {3}2026-11-21T12:00:00\.000Z$/m);
  });

  it('names the service account of an automation session and the expiry in JSON', async () => {
    const h = harness(new StubClient(), { json: true });
    saveSession(
      {
        ...storedSession,
        method: 'service-account',
        opsPrincipal: { opsUid: 'copydesk-ops', keyFile: undefined },
      },
      h.context.env,
    );
    await whoami(h.context);
    expect(JSON.parse(h.stdout())).toMatchObject({
      uid: 'u-tech',
      serviceAccount: 'copydesk-ops',
      sessionExpiresAt: '2026-11-21T12:00:00.000Z',
    });
  });
});

describe('copydesk logout', () => {
  it('revokes a password session on the server, then deletes it from this machine', async () => {
    const client = new StubClient();
    const h = harness(client, { json: true });
    saveSession(storedSession, h.context.env);
    await logout(h.context);
    expect(client.calls).toEqual(['revoke']);
    expect(JSON.parse(h.stdout())).toEqual({
      signedOut: true,
      revoked: true,
      target: 'emulator-demo-copydesk',
    });
    const again = harness(new StubClient(), { json: true });
    again.context.env = h.context.env;
    await logout(again.context);
    expect(JSON.parse(again.stdout())).toMatchObject({ signedOut: false, revoked: false });
  });

  it.each([
    ['the network is down', new CliError('fetch failed')],
    [
      'the session already ended',
      new CliError('Your session expired at 2026-11-21T12:00:00.000Z. Run "copydesk login" again.', 3),
    ],
  ])('deletes the session but says the revocation failed, exit code 1, when %s', async (_case, failure) => {
    const client = new StubClient();
    client.revokeFailure = failure;
    const h = harness(client);
    saveSession(storedSession, h.context.env);
    const refused = await logout(h.context).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(CliError);
    expect(refused).toMatchObject({
      exitCode: 1,
      message: `Signed out on this machine, but revoking this session on the server failed: ${failure.message}`,
    });
    expect(loadSession('emulator-demo-copydesk', h.context.env)).toBeUndefined();
  });
});
