// Deleting a trading account removes its CopyFactory subscriber as well (MetaApi documents no cascade,
// docs/operations.md "Retention"): the simulator holds no subscriber for the account afterwards, and a
// bridge failure between the two removals leaves a state the repeated call completes.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callRaw, clientFor } from '../support/api.ts';
import { provisionedUser, tradingAccountDocs, type ProvisionedUser } from '../support/accounts.ts';
import { STRATEGY_ID } from '../support/actors.ts';
import { withRiskAcknowledged } from '../support/risk.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';

/** The simulator's subscriber documents for this account (none, or one). */
async function subscribersOf(accountId: string) {
  return (await simulator.state()).subscribers.filter((s) => s._id === accountId);
}

async function subscribedUser(prefix: string): Promise<ProvisionedUser> {
  const p = await provisionedUser(prefix);
  await clientFor(p.user).subscribeToStrategy(
    await withRiskAcknowledged(p.user, {
      subscriberId: p.metaApiAccountId,
      strategyId: STRATEGY_ID,
      tradeVolume: 0.01,
    }),
  );
  expect(await subscribersOf(p.metaApiAccountId)).toHaveLength(1);
  return p;
}

const deleteAccount = (p: ProvisionedUser) =>
  callRaw('deleteAccount', { token: p.user.idToken, input: { accountId: p.metaApiAccountId } });

describe('removing a trading account', () => {
  beforeAll(fastSimulator);
  beforeEach(() => simulator.clearFaults());

  it('leaves the simulator with no CopyFactory subscriber for the deleted account', async () => {
    const p = await subscribedUser('rm-sub');
    const answer = await deleteAccount(p);
    expect(answer.status).toBe(200);
    expect(await subscribersOf(p.metaApiAccountId)).toEqual([]);
    expect(await tradingAccountDocs(p.user.uid)).toHaveLength(0);
  });

  it('removes an account that never had a subscriber', async () => {
    const p = await provisionedUser('rm-nosub');
    expect(await subscribersOf(p.metaApiAccountId)).toEqual([]);
    expect((await deleteAccount(p)).status).toBe(200);
    expect(await tradingAccountDocs(p.user.uid)).toHaveLength(0);
  });

  it('after the subscriber went but the account removal failed, the documents stay and a repeat completes', async () => {
    const p = await subscribedUser('rm-half');
    await simulator.injectFaults([
      {
        match: { method: 'DELETE', path: `^/users/current/accounts/${p.metaApiAccountId}$` },
        kind: 'rate-limit',
        retryAfterSeconds: 600,
        times: 1,
      },
    ]);
    expect((await deleteAccount(p)).status).toBe(503);
    expect(await subscribersOf(p.metaApiAccountId)).toEqual([]);
    expect(await tradingAccountDocs(p.user.uid)).toHaveLength(1);

    expect((await deleteAccount(p)).status).toBe(200);
    expect(await tradingAccountDocs(p.user.uid)).toHaveLength(0);
    expect(await simulator.accountsFor(p.accountNumber)).toEqual([]);
  });

  it('a failed subscriber removal removes nothing, so the repeat removes both', async () => {
    const p = await subscribedUser('rm-cf-down');
    await simulator.injectFaults([
      {
        match: { method: 'DELETE', path: `^/users/current/configuration/subscribers/${p.metaApiAccountId}$` },
        kind: 'rate-limit',
        retryAfterSeconds: 600,
        times: 1,
      },
    ]);
    expect((await deleteAccount(p)).status).toBe(503);
    expect(await subscribersOf(p.metaApiAccountId)).toHaveLength(1);
    expect(await simulator.accountsFor(p.accountNumber)).toHaveLength(1);
    expect(await tradingAccountDocs(p.user.uid)).toHaveLength(1);

    expect((await deleteAccount(p)).status).toBe(200);
    expect(await subscribersOf(p.metaApiAccountId)).toEqual([]);
    expect(await simulator.accountsFor(p.accountNumber)).toEqual([]);
  });
});
