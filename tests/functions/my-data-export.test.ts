// "Download my data" (docs/product.md §14): exportMyData answers everything CopyDesk keeps about the
// caller, made through the product here (provisioning, a subscription with guardrails, a lost broker
// connection found by Refresh, an admin's action), and nothing secret or someone else's: the whole JSON
// text is searched for the broker passwords, the credential fingerprint, the tokens and the local
// stack's secrets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportMyDataOutput, type OutputOf } from '@copydesk/functions/contract';
import { windowOf } from '../../functions/src/platform/rate-limits/rate-limit-policy.rules.js';
import { callRaw, clientFor } from '../support/api.ts';
import {
  affiliatedLogin,
  BAD_PASSWORD,
  GOOD_PASSWORD,
  provisionedUser,
  provisionInput,
} from '../support/accounts.ts';
import type { ProvisionedUser } from '../support/accounts.ts';
import { lostBrokerConnectionLongAgo, retireFleet, setConnection } from '../support/health.ts';
import { clearRateLimits, testIp } from '../support/rate-limits.ts';
import { withRiskAcknowledged } from '../support/risk.ts';
import { fastSimulator } from '../support/simulator.ts';
import { functionsSource } from '../../tools/stack/functions-source.ts';
import { portOffset } from '../../tools/stack/ports.ts';
import { ROOT } from '../../tools/stack/processes.ts';
import { adminDb, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

const STRATEGY_ID = 'AbCd';
/** An address of this file's own (tests/support/accounts.ts gives 203.0.113.1-250 to its fixtures). */
const PROVISIONING_IP = { 'x-forwarded-for': '203.0.113.252' };

async function exportOf(user: TestUser): Promise<{ data: OutputOf<'exportMyData'>; text: string }> {
  const answer = await callRaw('exportMyData', { token: user.idToken });
  expect(answer.status).toBe(200);
  return { data: exportMyDataOutput.parse(answer.body), text: JSON.stringify(answer.body) };
}

/** A broker login refused once for `user`: the fingerprint provisioning keeps of that attempt. */
async function refusedLogin(user: TestUser, login: string): Promise<string> {
  const answer = await callRaw('provisionFullAccount', {
    token: user.idToken,
    input: provisionInput(login, { password: BAD_PASSWORD }),
    headers: PROVISIONING_IP,
  });
  expect(answer.status).toBe(422);
  const attempt = await adminDb().collection('provisioningAttempts').doc(user.uid).get();
  const [failure] = attempt.get('authFailures') as { hash: string }[];
  return failure!.hash;
}

async function provisionedWith(user: TestUser, login: string): Promise<ProvisionedUser> {
  const answer = await callRaw('provisionFullAccount', {
    token: user.idToken,
    input: provisionInput(login, { password: GOOD_PASSWORD }),
    headers: PROVISIONING_IP,
  });
  expect(answer.status).toBe(200);
  const account = answer.body.account as { metaApiAccountId: string };
  return { user, accountNumber: login, metaApiAccountId: account.metaApiAccountId };
}

/** Every value of this run's local secrets (tools/stack/emulators.ts writes them per port offset). */
function localSecrets(): string[] {
  const folder = path.join(ROOT, functionsSource(portOffset()));
  const file = readFileSync(path.join(folder, '.secret.local'), 'utf8');
  return file
    .split('\n')
    .map((line) => line.slice(line.indexOf('=') + 1).trim())
    .filter((value) => value.length >= 8);
}

async function subscribeWithDailyLimit(by: TestUser, account: ProvisionedUser, dailyLossLimit: number) {
  await clientFor(by).subscribeToStrategy(
    await withRiskAcknowledged(by, {
      subscriberId: account.metaApiAccountId,
      strategyId: STRATEGY_ID,
      tradeVolume: 0.05,
      guardrails: { dailyLossLimit },
    }),
  );
}

describe('exportMyData, everything stored about the caller', () => {
  let owner: ProvisionedUser;
  let stranger: ProvisionedUser;
  let admin: TestUser;
  let ownerFingerprint: string;
  let mine: { data: OutputOf<'exportMyData'>; text: string };
  let startedAt: number;

  beforeAll(async () => {
    await fastSimulator();
    const login = affiliatedLogin();
    const ownerUser = await userWithRoles('export-owner', { subscription: 'active' });
    // A refusal first (the fingerprint is kept until the login succeeds), then the right password.
    ownerFingerprint = await refusedLogin(ownerUser, login);
    owner = await provisionedWith(ownerUser, login);
    [stranger, admin] = await Promise.all([
      provisionedUser('export-stranger'),
      userWithRoles('export-admin', { isAdmin: true, subscription: 'active' }),
    ]);
    await subscribeWithDailyLimit(owner.user, owner, 150);
    await subscribeWithDailyLimit(admin, stranger, 175);
    await adminDb()
      .collection('users')
      .doc(owner.user.uid)
      .collection('preferences')
      .doc('email')
      .set({ 'stopped-out': false, updatedAt: new Date().toISOString() });
    await lostBrokerConnectionLongAgo(owner.metaApiAccountId);
    await clientFor(owner.user).refreshAccountHealth({ accountId: owner.metaApiAccountId });
    startedAt = Date.now();
    mine = await exportOf(owner.user);
  }, 300_000);

  afterAll(async () => {
    await setConnection(owner.metaApiAccountId, 'CONNECTED');
    await retireFleet([owner.metaApiAccountId, stranger.metaApiAccountId]);
    await clearRateLimits();
  });

  it('is a document of the current format, made now, for the caller', () => {
    expect(mine.data).toMatchObject({ success: true, format: 'copydesk-my-data/1', uid: owner.user.uid });
    expect(mine.data.complete).toBe(true);
    expect(Date.parse(mine.data.exportedAt)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(Date.parse(mine.data.exportedAt)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('holds the profile with its subscription, and the trading account', () => {
    expect(mine.data.profile).toMatchObject({
      email: owner.user.email,
      firstName: 'Test',
      lastName: 'User',
      address: '1 Test Road',
      isAdmin: false,
      subscription: { planId: 'mobile', status: 'active' },
    });
    expect(mine.data.tradingAccounts).toEqual([
      expect.objectContaining({
        accountNumber: owner.accountNumber,
        metaApiAccountId: owner.metaApiAccountId,
        serverName: 'XMGlobal-MT5',
        accountName: 'My XM account',
      }),
    ]);
  });

  it('holds the strategy subscription with its guardrails, and the e-mail preferences', () => {
    expect(mine.data.strategySubscriptions).toEqual([
      expect.objectContaining({
        metaApiAccountId: owner.metaApiAccountId,
        accountNumber: owner.accountNumber,
        subscriptions: [
          expect.objectContaining({
            strategyId: STRATEGY_ID,
            tradeVolume: 0.05,
            guardrails: expect.objectContaining({ dailyLossLimit: 150 }) as unknown,
          }),
        ],
      }),
    ]);
    expect(mine.data.emailPreferences).toEqual({ 'stopped-out': false });
  });

  it('holds the subscription history of the account: the strategy assigned at its lot', () => {
    const history = mine.data.subscriptionHistory;
    expect(history).toContainEqual({
      accountNumber: owner.accountNumber,
      kind: 'assigned',
      at: expect.any(String) as unknown,
      strategyId: STRATEGY_ID,
      tradeVolume: 0.05,
      reason: null,
    });
    for (const event of history) expect(event.accountNumber).toBe(owner.accountNumber);
    const assignedAt = Date.parse(history.find((e) => e.kind === 'assigned')!.at!);
    expect(assignedAt).toBeLessThanOrEqual(startedAt);
  });

  it('holds the notification and the incident of the lost broker connection', () => {
    expect(mine.data.healthIncidents).toEqual([
      expect.objectContaining({
        kind: 'broker-disconnected',
        status: 'open',
        uid: owner.user.uid,
        accountNumber: owner.accountNumber,
      }),
    ]);
    const incidentId = mine.data.healthIncidents[0]?.id;
    expect(mine.data.notifications).toEqual([
      expect.objectContaining({
        event: 'opened',
        kind: 'broker-disconnected',
        incidentId,
        audience: 'owner',
      }),
    ]);
  });

  it("holds the audit entry of the owner's own guardrail choice, with its details", () => {
    expect(mine.data.auditEntries).toEqual([
      expect.objectContaining({
        action: 'guardrails.changed',
        actorUid: owner.user.uid,
        targetUid: owner.user.uid,
        details: expect.objectContaining({
          metaApiAccountId: owner.metaApiAccountId,
          after: expect.objectContaining({ dailyLossLimit: 150 }) as unknown,
        }) as unknown,
      }),
    ]);
  });

  it('holds no password, credential fingerprint, token or secret anywhere in its text', () => {
    const secrets = [GOOD_PASSWORD, BAD_PASSWORD, ownerFingerprint, owner.user.idToken, ...localSecrets()];
    for (const secret of secrets) expect(mine.text).not.toContain(secret);
    expect(mine.text).not.toMatch(/credentialHash|authFailures|transactionId/);
  });

  it("holds none of another person's records", () => {
    for (const theirs of [
      stranger.user.uid,
      stranger.user.email,
      stranger.accountNumber,
      stranger.metaApiAccountId,
      admin.uid,
    ]) {
      expect(mine.text).not.toContain(theirs);
    }
  });

  it("lists an admin's action on someone else without that person's details; theirs has them", async () => {
    const [adminExport, strangerExport] = await Promise.all([exportOf(admin), exportOf(stranger.user)]);
    const aboutStranger = (entries: OutputOf<'exportMyData'>['auditEntries']) =>
      entries.filter((entry) => entry.actorUid === admin.uid && entry.targetUid === stranger.user.uid);
    const adminView = aboutStranger(adminExport.data.auditEntries);
    expect(adminView.map((entry) => entry.action)).toContain('guardrails.changed');
    for (const entry of adminView) expect(entry.details).toBeNull();
    expect(adminExport.text).not.toContain(stranger.metaApiAccountId);
    expect(aboutStranger(strangerExport.data.auditEntries)).toContainEqual(
      expect.objectContaining({
        action: 'guardrails.changed',
        details: expect.objectContaining({
          after: expect.objectContaining({ dailyLossLimit: 175 }) as unknown,
        }) as unknown,
      }),
    );
  });
});

describe('exportMyData for a person whose broker refused the password', () => {
  it('leaves out the fingerprint provisioning keeps of the refused login', async () => {
    const user = await userWithRoles('export-refused', { subscription: 'active' });
    const fingerprint = await refusedLogin(user, affiliatedLogin());
    const stored = await adminDb().collection('provisioningAttempts').doc(user.uid).get();
    expect(JSON.stringify(stored.data())).toContain(fingerprint);
    const { data, text } = await exportOf(user);
    expect(data.tradingAccounts).toEqual([]);
    expect(text).not.toContain(fingerprint);
    expect(text).not.toContain(fingerprint.split(':')[1]);
    expect(text).not.toContain(BAD_PASSWORD);
  });
});

describe('the abuse limit of exportMyData', () => {
  afterAll(clearRateLimits);

  it('refuses a second download within ten minutes from a test address with 429 and Retry-After', async () => {
    // Test addresses get a tenth of the limit: one download per user in ten minutes. A window that ends
    // between the two calls would let the second through, so that run is repeated with a new user.
    for (let attempt = 0; attempt < 2; attempt++) {
      const user = await userWithRoles('export-limit', { subscription: 'active' });
      const call = () =>
        callRaw('exportMyData', { token: user.idToken, headers: { 'x-forwarded-for': testIp(61) } });
      const window = windowOf(Date.now(), 600).index;
      const [first, second] = [await call(), await call()];
      if (windowOf(Date.now(), 600).index !== window && attempt === 0) continue;
      expect(first.status).toBe(200);
      expect(second.status).toBe(429);
      expect(second.body.error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      return;
    }
  });
});
