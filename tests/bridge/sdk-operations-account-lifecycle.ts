// The core SDK's (metaapi.cloud-sdk) MetatraderAccount entity on the provisioning routes the simulator
// serves. Meanings from the SDK's metatraderAccount.ts and MetaApi's provisioning docs: deploy, undeploy,
// redeploy and remove answer at once and the state moves on (DEPLOYING -> DEPLOYED, then connectionStatus
// CONNECTED); each action reloads the account; wait* methods poll GET /accounts/:id until the state is reached.
import { expect } from 'vitest';
import type MetaApiType from 'metaapi.cloud-sdk';
import { advance, waitFor } from './harness.js';
import { failure, operation, type Operation, type SdkClients, type SdkWorld } from './sdk-harness.js';

const READ = 'GET /users/current/accounts/:id';
const UPDATE = 'PUT /users/current/accounts/:id';
const REMOVE = 'DELETE /users/current/accounts/:id';
const DEPLOY = 'POST /users/current/accounts/:id/deploy';
const UNDEPLOY = 'POST /users/current/accounts/:id/undeploy';
const REDEPLOY = 'POST /users/current/accounts/:id/redeploy';
/** The simulator's timings (harness.ts startSim): deploy 30 ms, connect 20 ms, undeploy/delete 20 ms. */
const SETTLE_MS = 60;

type Account = Awaited<ReturnType<MetaApiType['metatraderAccountApi']['getAccount']>>;
const core = { sdk: 'metaapi.cloud-sdk', client: 'MetatraderAccount' } as const;

/** A new connected account read through the SDK. */
async function fresh(w: SdkWorld, c: SdkClients): Promise<Account> {
  return c.metaApi.metatraderAccountApi.getAccount(await w.newAccount());
}

async function settle(w: SdkWorld, account: Account): Promise<[string, string]> {
  await advance(w.sim, SETTLE_MS);
  await account.reload();
  return [account.state, account.connectionStatus];
}

/** Starts a wait* method, lets it poll twice on the unchanged state, then moves the clock on. */
async function waitAcross(w: SdkWorld, c: SdkClients, wait: () => Promise<void>): Promise<void> {
  const before = c.routes.length;
  const waiting = wait();
  await waitFor(() => Promise.resolve(c.routes.length >= before + 2));
  await advance(w.sim, SETTLE_MS);
  await waiting;
}

export const ACCOUNT_LIFECYCLE_OPERATIONS: Operation[] = [
  operation({
    ...core,
    method: 'reload',
    routes: [READ],
    means: 'reloads the account and sees its undeployment move on',
    call: async (w, c) => {
      const account = await fresh(w, c);
      await w.bridge.undeployAccount(account.id);
      await account.reload();
      const undeploying = account.state;
      await advance(w.sim, SETTLE_MS);
      await account.reload();
      return [undeploying, account.state];
    },
    check: (states) => expect(states).toEqual(['UNDEPLOYING', 'UNDEPLOYED']),
  }),
  operation({
    ...core,
    method: 'deploy',
    routes: [READ, DEPLOY],
    means: 'deploys an undeployed account: DEPLOYING, then DEPLOYED and CONNECTED',
    call: async (w, c) => {
      const account = await fresh(w, c);
      await w.bridge.undeployAccount(account.id);
      await advance(w.sim, SETTLE_MS);
      await account.deploy();
      return [account.state, ...(await settle(w, account))];
    },
    check: (states) => expect(states).toEqual(['DEPLOYING', 'DEPLOYED', 'CONNECTED']),
  }),
  operation({
    ...core,
    method: 'undeploy',
    routes: [READ, UNDEPLOY],
    means: 'undeploys a deployed account: UNDEPLOYING, then UNDEPLOYED and DISCONNECTED',
    call: async (w, c) => {
      const account = await fresh(w, c);
      await account.undeploy();
      return [account.state, ...(await settle(w, account))];
    },
    check: (states) => expect(states).toEqual(['UNDEPLOYING', 'UNDEPLOYED', 'DISCONNECTED']),
  }),
  operation({
    ...core,
    method: 'redeploy',
    routes: [READ, REDEPLOY],
    means: 'redeploys a deployed account: DEPLOYING, then DEPLOYED and CONNECTED again',
    call: async (w, c) => {
      const account = await fresh(w, c);
      await account.redeploy();
      return [account.state, ...(await settle(w, account))];
    },
    check: (states) => expect(states).toEqual(['DEPLOYING', 'DEPLOYED', 'CONNECTED']),
  }),
  operation({
    ...core,
    method: 'update',
    routes: [READ, UPDATE],
    means: 'updates name, server and magic (PUT) and reads them back',
    call: async (w, c) => {
      const account = await fresh(w, c);
      await account.update({ name: 'Renamed', server: 'XMGlobal-MT5 2', magic: 777 });
      return account;
    },
    check: ({ name, server, magic }) =>
      expect({ name, server, magic }).toEqual({ name: 'Renamed', server: 'XMGlobal-MT5 2', magic: 777 }),
  }),
  operation({
    ...core,
    method: 'remove',
    routes: [READ, REMOVE],
    means: 'removes an account: DELETING, then NotFoundError once deleted',
    call: async (w, c) => {
      const account = await fresh(w, c);
      await account.remove();
      const deleting = account.state;
      await advance(w.sim, SETTLE_MS);
      return { deleting, after: await failure(account.reload()) };
    },
    check: ({ deleting, after }) => {
      expect(deleting).toBe('DELETING');
      expect(after).toMatchObject({ name: 'NotFoundError' });
    },
  }),
  operation({
    ...core,
    method: 'waitDeployed',
    routes: [READ],
    means: 'polls a deploying account until it reads DEPLOYED',
    call: async (w, c) => {
      const account = await fresh(w, c);
      await w.bridge.undeployAccount(account.id);
      await advance(w.sim, SETTLE_MS);
      await w.bridge.deployAccount(account.id);
      await waitAcross(w, c, () => account.waitDeployed(5, 5));
      return account.state;
    },
    check: (state) => expect(state).toBe('DEPLOYED'),
  }),
  operation({
    ...core,
    method: 'waitUndeployed',
    routes: [READ],
    means: 'polls an undeploying account until it reads UNDEPLOYED',
    call: async (w, c) => {
      const account = await fresh(w, c);
      await w.bridge.undeployAccount(account.id);
      await waitAcross(w, c, () => account.waitUndeployed(5, 5));
      return account.state;
    },
    check: (state) => expect(state).toBe('UNDEPLOYED'),
  }),
  operation({
    ...core,
    method: 'waitRemoved',
    routes: [READ],
    means: 'polls a deleting account until reading it is NotFoundError',
    call: async (w, c) => {
      const account = await fresh(w, c);
      await w.bridge.deleteAccount(account.id);
      await waitAcross(w, c, () => account.waitRemoved(5, 5));
      return failure(c.metaApi.metatraderAccountApi.getAccount(account.id));
    },
    check: (error) => expect(error).toMatchObject({ name: 'NotFoundError' }),
  }),
  operation({
    ...core,
    method: 'waitConnected',
    routes: [READ],
    means: 'polls a new account until its terminal reads CONNECTED',
    call: async (w, c) => {
      const account = await fresh(w, c);
      await w.bridge.undeployAccount(account.id);
      await advance(w.sim, SETTLE_MS);
      await w.bridge.deployAccount(account.id);
      await waitAcross(w, c, () => account.waitConnected(5, 5));
      return [account.state, account.connectionStatus];
    },
    check: (status) => expect(status).toEqual(['DEPLOYED', 'CONNECTED']),
  }),
];
