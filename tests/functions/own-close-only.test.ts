// Close-only that CopyDesk itself applies (the owner's subscription expired or was canceled) shows at
// once in the account's health read, from our own record, not after the next health check: no screen
// says "copying normally" while the subscription banner says the account is inactive (README "Copy
// health"). Real emulators and functions; the monitor does not run in between.
import { describe, expect, it } from 'vitest';
import { HEALTH_CATALOGUE } from '@copydesk/functions/product-rules';
import { clientFor } from '../support/api.ts';
import { provisionedUser } from '../support/accounts.ts';
import { adminDb } from '../../tools/stack-clients/users.ts';

describe("our own close-only in an account's health", () => {
  it.each(['expired', 'canceled'])(
    'answers close-only at once when the subscription is %s, over a stored Healthy',
    async (status) => {
      const p = await provisionedUser(`own-co-${status}`);
      const checked = new Date().toISOString();
      const userRef = adminDb().collection('users').doc(p.user.uid);
      await userRef
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
      const client = clientFor(p.user);
      expect((await client.getAccountHealth({ accountId: p.metaApiAccountId })).health?.state).toBe(
        'healthy',
      );
      await userRef.update({ 'subscription.status': status });
      const { health } = await client.getAccountHealth({ accountId: p.metaApiAccountId });
      expect(health).toMatchObject({
        state: 'close-only',
        reason: HEALTH_CATALOGUE['close-only'].explanation,
        action: HEALTH_CATALOGUE['close-only'].action,
      });
    },
    120_000,
  );
});
