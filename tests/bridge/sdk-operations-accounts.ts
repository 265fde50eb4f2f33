// The core SDK's (metaapi.cloud-sdk) MetatraderAccountApi operations on the provisioning routes the
// simulator serves. Meanings from the SDK's metatraderAccountApi.spec.es6 / metatraderAccount.client.spec.es6
// and MetaApi's provisioning docs (readAccounts: filters given once or as arrays, api-version 2 pages
// with a count; createAccount: 202 while broker settings are detected, retried with the same transaction-id).
import { expect } from 'vitest';
import { control, requests } from './harness.js';
import { failure, operation, type Operation } from './sdk-harness.js';

const LIST = 'GET /users/current/accounts';
const CREATE = 'POST /users/current/accounts';
const READ = 'GET /users/current/accounts/:id';
const core = { sdk: 'metaapi.cloud-sdk', client: 'MetatraderAccountApi' } as const;

export const ACCOUNT_API_OPERATIONS: Operation[] = [
  operation({
    ...core,
    method: 'getAccountsWithInfiniteScrollPagination',
    routes: [LIST],
    means: 'lists accounts filtered by state given as an array (state[])',
    call: async (_w, c) => {
      type Filter = Parameters<
        typeof c.metaApi.metatraderAccountApi.getAccountsWithInfiniteScrollPagination
      >[0];
      const list = async (state: NonNullable<Filter>['state']) =>
        (await c.metaApi.metatraderAccountApi.getAccountsWithInfiniteScrollPagination({ state })).map((a) => [
          a.id,
          a.state,
        ]);
      return { on: await list(['DEPLOYED', 'DEPLOYING']), off: await list(['UNDEPLOYED', 'DRAFT']) };
    },
    check: ({ on, off }, w) => {
      expect(on).toContainEqual([w.subscriberId, 'DEPLOYED']);
      expect(on.every(([, state]) => state === 'DEPLOYED' || state === 'DEPLOYING')).toBe(true);
      expect(off.map(([id]) => id)).not.toContain(w.subscriberId);
    },
  }),
  operation({
    ...core,
    method: 'getAccountsWithClassicPagination',
    routes: [LIST],
    means: 'pages the accounts with the count of all of them (api-version 2)',
    call: async (w, c) => ({
      second: await w.newAccount(),
      first: await c.metaApi.metatraderAccountApi.getAccountsWithClassicPagination({ limit: 1 }),
      all: await c.metaApi.metatraderAccountApi.getAccountsWithClassicPagination({ limit: 1000 }),
    }),
    check: ({ second, first, all }, w) => {
      expect(first.items).toHaveLength(1);
      expect([first.count, all.count]).toEqual([all.items.length, all.items.length]);
      expect(all.items.map((a) => a.id)).toEqual(expect.arrayContaining([w.subscriberId, second]));
    },
  }),
  operation({
    ...core,
    method: 'getAccount',
    routes: [READ],
    means: 'reads one account deployed and connected with its magic; an unknown id is NotFoundError',
    call: async (w, c) => ({
      account: await c.metaApi.metatraderAccountApi.getAccount(w.subscriberId),
      unknown: await failure(c.metaApi.metatraderAccountApi.getAccount('no-such-account')),
    }),
    check: ({ account, unknown }, w) => {
      const { id, state, connectionStatus, type, magic } = account;
      // magic 0 is what our adapter creates accounts with.
      expect({ id, state, connectionStatus, type, magic }).toEqual({
        id: w.subscriberId,
        state: 'DEPLOYED',
        connectionStatus: 'CONNECTED',
        type: 'cloud-g2',
        magic: 0,
      });
      expect(unknown).toMatchObject({ name: 'NotFoundError' });
    },
  }),
  operation({
    ...core,
    method: 'createAccount',
    routes: [CREATE, READ],
    means: 'creates an account, retrying the 202 of broker settings detection with the same transaction-id',
    call: async (w, c) => {
      await control(w.sim, 'POST', '/__control/config', { detectionPolls: 1 });
      try {
        return await c.metaApi.metatraderAccountApi.createAccount({
          name: 'Created by the SDK',
          type: 'cloud-g2',
          login: '51239990',
          password: 'correct-horse-9',
          server: 'XMGlobal-MT5 2',
          platform: 'mt5',
          magic: 0,
        });
      } finally {
        await control(w.sim, 'POST', '/__control/config', { detectionPolls: 0 });
      }
    },
    check: (account, w) => {
      const { name, login, server, magic, state } = account;
      expect({ name, login, server, magic, state }).toEqual({
        name: 'Created by the SDK',
        login: '51239990',
        server: 'XMGlobal-MT5 2',
        magic: 0,
        state: 'DEPLOYING', // new accounts start deploying (MetaApi's createAccount docs)
      });
      const posts = requests(w.sim, 'POST').filter((r) => r.path === '/users/current/accounts');
      const [detecting, created] = posts.slice(-2);
      expect([detecting?.status, created?.status]).toEqual([202, 201]);
      expect(created?.transactionId).toBe(detecting?.transactionId);
    },
  }),
];
