// The functions' browser surface: CORS only for the configured web origins (WEB_ORIGINS, this run's
// web app), secrets mounted only into the functions that read them, and inputs that carry secrets
// read from the JSON body only, never from the address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointNames } from '@copydesk/functions/contract';
import * as functions from '../../functions/src/index.js';
import { callRaw } from '../support/api.ts';
import { affiliatedLogin, provisionInput } from '../support/accounts.ts';
import { clearRateLimits } from '../support/rate-limits.ts';
import { previewUrl } from '../../tools/stack-clients/emulators.ts';
import { userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

let user: TestUser;
beforeAll(async () => {
  user = await userWithRoles('surface', { subscription: 'active' });
});
afterAll(clearRateLimits);

describe('CORS', () => {
  it('allows the web app origin, on the answer and on the preflight', async () => {
    const origin = previewUrl();
    const answer = await callRaw('whoami', { token: user.idToken, headers: { origin } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    const preflight = await callRaw('provisionFullAccount', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
  });

  it.each(['https://evil.example', 'http://127.0.0.1:1', 'null'])(
    'gives the foreign origin %s no allowance',
    async (origin) => {
      const answer = await callRaw('whoami', { token: user.idToken, headers: { origin } });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await callRaw('provisionFullAccount', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    },
  );
});

describe('secrets mounted only where they are read', () => {
  const bindings = (name: string): string[] => {
    const fn = (
      functions as unknown as Record<
        string,
        { __endpoint?: { secretEnvironmentVariables?: { key: string }[] } }
      >
    )[name];
    return (fn?.__endpoint?.secretEnvironmentVariables ?? []).map((s) => s.key).sort();
  };

  it.each([
    ['whoami', ['RATE_LIMIT_KEY']],
    ['checkAffiliation', ['AFFILIATE_API_KEY', 'RATE_LIMIT_KEY']],
    ['provisionFullAccount', ['AFFILIATE_API_KEY', 'CREDENTIAL_HASH_KEY', 'METAAPI_TOKEN', 'RATE_LIMIT_KEY']],
    ['searchMetaTraderServers', ['METAAPI_TOKEN', 'RATE_LIMIT_KEY']],
    ['getStrategies', ['METAAPI_TOKEN', 'RATE_LIMIT_KEY']],
    ['deployAllAccounts', ['METAAPI_TOKEN', 'RATE_LIMIT_KEY']],
    ['getAccountInfo', ['METAAPI_TOKEN', 'RATE_LIMIT_KEY']],
    ['bulkGetUsersWithTradingAccounts', ['METAAPI_TOKEN', 'RATE_LIMIT_KEY']],
  ])('%s mounts %j', (name, expected) => {
    expect(bindings(name)).toEqual(expected);
  });

  it('every endpoint mounts the rate-limit key, as every endpoint counts requests per IP', () => {
    const lacking = endpointNames.filter((name) => !bindings(name).includes('RATE_LIMIT_KEY'));
    expect(lacking).toEqual([]);
  });

  // The key hashes broker logins (provisioning) and one-time mailbox-proof tokens, nothing else.
  it('only the endpoints that hash a credential or a one-time token mount the credential hash key', () => {
    const holders = Object.keys(functions).filter((name) => bindings(name).includes('CREDENTIAL_HASH_KEY'));
    expect(holders.sort()).toEqual(['provisionFullAccount', 'requestMailboxProof', 'trustEnrolledFactor']);
  });
});

describe('secret-carrying inputs come from the body only', () => {
  it('a POST with fields in the query string is refused and the body is not used', async () => {
    const input = provisionInput(affiliatedLogin());
    const answer = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input,
      query: `?password=${encodeURIComponent(input.password)}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      error: 'Send the fields in the JSON body, not in the address.',
    });
  });
});
