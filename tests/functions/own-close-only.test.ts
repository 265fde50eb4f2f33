// Close-only that CopyDesk itself applies (the owner's subscription expired or was canceled) shows at
// once in the account's health read and in the admins' health list (the CLI's `health list`), from our
// own record, not after the next health check: no screen says "copying normally" while the
// subscription banner says the account is inactive (README "Copy health"). Real emulators and
// functions; the monitor does not run in between.
import { describe, expect, it } from 'vitest';
import { HEALTH_CATALOGUE } from '@copydesk/functions/product-rules';
import { clientFor } from '../support/api.ts';
import { provisionedUser, type ProvisionedUser } from '../support/accounts.ts';
import { adminDb, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

/** A provisioned account whose stored health is Healthy, checked just now. */
async function storedHealthy(name: string): Promise<ProvisionedUser> {
  const p = await provisionedUser(name);
  const checked = new Date().toISOString();
  await adminDb()
    .collection('users')
    .doc(p.user.uid)
    .collection('tradingAccounts')
    .doc(p.accountNumber)
    .update({
      health: {
        state: 'healthy',
        reason: HEALTH_CATALOGUE.healthy.explanation,
        action: HEALTH_CATALOGUE.healthy.action,
        details: null,
        since: checked,
        lastChecked: checked,
        openIncidentId: null,
      },
    });
  return p;
}

const setSubscriptionStatus = (p: ProvisionedUser, status: string) =>
  adminDb().collection('users').doc(p.user.uid).update({ 'subscription.status': status });

/** The account's row in the admins' health list, read page by page. */
async function listedHealthOf(admin: TestUser, metaApiAccountId: string) {
  let cursor: string | undefined;
  for (;;) {
    const page = await clientFor(admin).listAccountHealth({ pageSize: 200, ...(cursor ? { cursor } : {}) });
    const row = page.accounts.find((a) => a.metaApiAccountId === metaApiAccountId);
    if (row) return row.health;
    if (!page.nextCursor) throw new Error(`${metaApiAccountId} is not in the health list`);
    cursor = page.nextCursor;
  }
}

const CLOSE_ONLY = {
  state: 'close-only',
  reason: HEALTH_CATALOGUE['close-only'].explanation,
  action: HEALTH_CATALOGUE['close-only'].action,
};

describe("our own close-only in an account's health", () => {
  it.each(['expired', 'canceled'])(
    'answers close-only at once when the subscription is %s, over a stored Healthy',
    async (status) => {
      const p = await storedHealthy(`own-co-${status}`);
      const client = clientFor(p.user);
      expect((await client.getAccountHealth({ accountId: p.metaApiAccountId })).health?.state).toBe(
        'healthy',
      );
      await setSubscriptionStatus(p, status);
      const { health } = await client.getAccountHealth({ accountId: p.metaApiAccountId });
      expect(health).toMatchObject(CLOSE_ONLY);
    },
    120_000,
  );

  it.each(['expired', 'canceled'])(
    "lists the account as close-only in the admins' health list at once when the subscription is %s, as its card does",
    async (status) => {
      const admin = await userWithRoles(`own-co-list-${status}`, { isAdmin: true });
      const p = await storedHealthy(`own-co-list-${status}`);
      expect((await listedHealthOf(admin, p.metaApiAccountId))?.state).toBe('healthy');
      await setSubscriptionStatus(p, status);
      expect(await listedHealthOf(admin, p.metaApiAccountId)).toMatchObject(CLOSE_ONLY);
      const card = await clientFor(p.user).getAccountHealth({ accountId: p.metaApiAccountId });
      expect((await listedHealthOf(admin, p.metaApiAccountId))?.state).toBe(card.health?.state);
    },
    120_000,
  );
});
