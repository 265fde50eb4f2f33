// The simulator's refusals in MetaApi's error shape (BRIDGE-API.md "Error body shape"): {id, error,
// message} with details on a 400 and metadata on a 429, the error named as the SDK names the status
// (httpClient.ts _convertError), so a client reading either the status or the name reads the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTransactionId } from '../../functions/src/bridge/index.js';
import { serversByBrokersSchema } from '../../functions/src/bridge/metaapi-schemas.js';
import { JWT, startSdkWorld, type SdkWorld } from '../bridge/sdk-harness.js';
import { metaApiErrorSchema, type Call } from './published-shape.js';

/** The SDK's error class for each status (BRIDGE-API.md "Error body shape"). */
const ERROR_OF_STATUS: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  404: 'NotFoundError',
  429: 'TooManyRequestsError',
  500: 'InternalError',
};

const ACCOUNTS = '/users/current/accounts';
const create = (body: Record<string, unknown>, transactionId = newTransactionId()): Call => ({
  method: 'POST',
  path: ACCOUNTS,
  headers: { 'transaction-id': transactionId },
  body: {
    name: 'Refused',
    login: '61299990',
    password: 'correct-horse-9',
    server: 'XMGlobal-MT5 2',
    platform: 'mt5',
    magic: 0,
    ...body,
  },
});
const fault = (w: SdkWorld, body: unknown) =>
  fetch(`${w.sim.url}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

interface ErrorRow {
  answer: string;
  call: (w: SdkWorld) => Call | Promise<Call>;
  token?: string;
  status: number;
  check?: (body: Record<string, unknown>, headers: Headers) => void;
}

const ROWS: [string, ErrorRow][] = [
  [
    'an unknown account',
    {
      answer: 'NotFoundError',
      status: 404,
      call: () => ({ method: 'GET', path: `${ACCOUNTS}/no-such-account` }),
    },
  ],
  [
    'a path MetaApi has not',
    { answer: 'NotFoundError', status: 404, call: () => ({ method: 'GET', path: '/users/current/nothing' }) },
  ],
  [
    'a create without a transaction-id',
    { answer: 'ValidationError', status: 400, call: () => ({ ...create({}), headers: {} }) },
  ],
  [
    'a wrong broker password',
    {
      answer: 'ValidationError',
      status: 400,
      call: () => create({ password: 'wrong-password' }),
      check: (b) => expect(b.details).toBe('E_AUTH'),
    },
  ],
  [
    'an unknown broker server',
    {
      answer: 'ValidationError',
      status: 400,
      call: () => create({ server: 'XMGlobal-MT9' }),
      check: (b) => {
        const details = b.details as { code?: unknown; serversByBrokers?: unknown };
        expect(details.code).toBe('E_SRV_NOT_FOUND');
        expect(serversByBrokersSchema.safeParse(details.serversByBrokers).success).toBe(true);
      },
    },
  ],
  [
    'a wrong auth-token',
    {
      answer: 'UnauthorizedError',
      status: 401,
      token: 'not.the.token',
      call: () => ({ method: 'GET', path: ACCOUNTS }),
    },
  ],
  [
    'a rate limit',
    {
      answer: 'TooManyRequestsError',
      status: 429,
      call: async (w) => {
        expect(
          (await fault(w, { kind: 'rate-limit', match: { path: '^/users/current/regions$' }, times: 1 }))
            .status,
        ).toBe(200);
        return { method: 'GET', path: '/users/current/regions' };
      },
      check: (b, headers) => {
        const { recommendedRetryTime } = b.metadata as { recommendedRetryTime?: unknown };
        expect(Number.isNaN(Date.parse(String(recommendedRetryTime)))).toBe(false);
        expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
      },
    },
  ],
  [
    'a server error',
    {
      answer: 'InternalError',
      status: 500,
      call: async (w) => {
        expect(
          (
            await fault(w, {
              kind: 'status',
              status: 500,
              match: { path: '^/users/current/servers/' },
              times: 1,
            })
          ).status,
        ).toBe(200);
        return { method: 'GET', path: '/users/current/servers/mt-client-api' };
      },
    },
  ],
];

let w: SdkWorld;
beforeAll(async () => {
  w = await startSdkWorld();
}, 30_000);
afterAll(() => w.sim.close());

describe("the simulator refuses in MetaApi's error shape", () => {
  it.each(ROWS)('%s is answered with a %s', async (_case, row) => {
    const call = await row.call(w);
    const res = await fetch(`${w.sim.url}${call.path}`, {
      method: call.method,
      headers: { 'auth-token': row.token ?? JWT, 'content-type': 'application/json', ...call.headers },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(row.status);
    expect(metaApiErrorSchema.safeParse(body).error?.issues ?? []).toEqual([]);
    expect(body.error).toBe(ERROR_OF_STATUS[row.status]);
    expect(body.error).toBe(row.answer);
    row.check?.(body, res.headers);
  });
});
