// Copy health end to end (README "Copy health"): each incident kind is caused on the bridge simulator
// the way MetaApi would show it, one health cycle (the planner and each shard's check, awaited here:
// tests/support/health.ts runHealthCycle) reads it over HTTP and records it in the Firestore emulator,
// and the functions emulator's e-mail trigger delivers to the real SMTP sink. Cycles take the simulator's
// clock as their time (it starts a week back), so the user log and the thresholds line up.
import { beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../support/api.ts';
import { provisionedUser, type ProvisionedUser } from '../support/accounts.ts';
import { testBridge, subscriberOnSimulator } from '../support/bridge.ts';
import {
  healthControl,
  healthRecord,
  runHealthCycle,
  setConnection,
  QUICK_HEALTH_SETTINGS,
} from '../support/health.ts';
import { mailTo, type MailboxMessage } from '../support/mailbox.ts';
import { eventually } from '../support/poll.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';
import { withRiskAcknowledged } from '../support/risk.ts';
import { adminDb, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

const MINUTE = 60_000;
const SETTINGS = QUICK_HEALTH_SETTINGS;

const simNow = async () => Date.parse((await simulator.state()).now);
const monitorAt = (now: number, settings = SETTINGS) => runHealthCycle(now, settings);

async function setSubscriptionStatus(p: ProvisionedUser, status: 'active' | 'expired', closeOnly: boolean) {
  await adminDb().collection('users').doc(p.user.uid).update({ 'subscription.status': status });
  // The copy-mode trigger applies (or lifts) close-only on the bridge: wait for the simulator to show it.
  await eventually(`closeOnly ${closeOnly} on ${p.metaApiAccountId}`, async () => {
    const subscriber = await subscriberOnSimulator(p.metaApiAccountId);
    return Boolean(subscriber?.closeOnly) === closeOnly;
  });
}

interface KindCase {
  kind: string;
  label: string;
  reason: string;
  details: string | null;
  cause: (p: ProvisionedUser) => Promise<void>;
  /** Clears the cause; copy-failing clears by itself once the quiet period has passed. */
  clear: (p: ProvisionedUser) => Promise<void>;
}

const CASES: KindCase[] = [
  {
    kind: 'broker-disconnected',
    label: 'Broker disconnected',
    reason: 'Your broker rejected the saved password, or the broker account is closed.',
    details: null,
    cause: (p) => setConnection(p.metaApiAccountId, 'DISCONNECTED_FROM_BROKER'),
    clear: (p) => setConnection(p.metaApiAccountId, 'CONNECTED'),
  },
  {
    kind: 'bridge-disconnected',
    label: 'Server disconnected',
    reason: 'Our trading servers lost the connection to your account.',
    details: null,
    cause: (p) => setConnection(p.metaApiAccountId, 'DISCONNECTED'),
    clear: (p) => setConnection(p.metaApiAccountId, 'CONNECTED'),
  },
  {
    kind: 'deploy-failed',
    label: 'Start failed',
    reason: 'Your account could not be started on our trading servers.',
    details: 'DEPLOY_FAILED',
    cause: (p) => healthControl(`accounts/${p.metaApiAccountId}/deploy-failure`),
    clear: (p) => testBridge().deployAccount(p.metaApiAccountId),
  },
  {
    kind: 'stopped-out',
    label: 'Stopped out',
    reason:
      'Copying stopped because a risk limit was reached (Daily loss limit reached: daily equity drawdown exceeded limit).',
    details: 'Daily loss limit reached: daily equity drawdown exceeded limit',
    cause: (p) => healthControl(`subscribers/${p.metaApiAccountId}/stopout`),
    clear: (p) => testBridge().resetStopouts(p.metaApiAccountId, 'day-equity-difference'),
  },
  {
    kind: 'close-only',
    label: 'Close-only',
    reason: 'Copying is in close-only mode: open trades are managed but no new trades are opened.',
    details: 'by-position',
    cause: (p) => setSubscriptionStatus(p, 'expired', true),
    clear: (p) => setSubscriptionStatus(p, 'active', false),
  },
  // Last: later runs (at the simulator's present) would still see this account's failure as recent.
  {
    kind: 'copy-failing',
    label: 'Trades failing',
    reason: 'A trade was not copied: your account does not have enough free margin.',
    details: 'Failed to copy buy 0.01 EURUSD: not enough money (TRADE_RETCODE_NO_MONEY)',
    cause: (p) =>
      healthControl(`subscribers/${p.metaApiAccountId}/copy-failure`, {
        reason: 'not-enough-money',
        when: 'now',
        symbol: 'EURUSD',
      }),
    clear: async () => {},
  },
];

async function subscribedUser(prefix: string): Promise<ProvisionedUser> {
  const p = await provisionedUser(prefix);
  await clientFor(p.user).subscribeToStrategy(
    await withRiskAcknowledged(p.user, {
      subscriberId: p.metaApiAccountId,
      strategyId: 'XmTr',
      tradeVolume: 0.01,
    }),
  );
  return p;
}

interface StoredNotification {
  id: string;
  event: string;
  kind: string;
  incidentId: string;
  link: string;
  email: string;
}

async function notificationsFor(reader: TestUser, accountNumber: string): Promise<StoredNotification[]> {
  const docs = await adminDb().collection('users').doc(reader.uid).collection('notifications').get();
  return docs.docs
    .map((doc) => doc.data() as StoredNotification)
    .filter((n) => (n as unknown as { accountNumber: string }).accountNumber === accountNumber);
}

/** Waits until every notification of `reader` about the account has been e-mailed, then returns both. */
async function delivered(reader: TestUser, accountNumber: string, count: number) {
  const notifications = await eventually(`${count} e-mailed notification(s) to ${reader.email}`, async () => {
    const found = await notificationsFor(reader, accountNumber);
    return found.length === count && found.every((n) => n.email === 'sent') ? found : null;
  });
  const mail = (await mailTo(reader.email)).filter((m) => m.subject.includes(`Account ${accountNumber}`));
  return { notifications, mail };
}

function expectEmail(message: MailboxMessage | undefined, subject: string, link: string, sentence: string) {
  expect(message?.subject).toBe(`CopyDesk: ${subject}`);
  expect(message?.text).toContain(sentence);
  expect(message?.text).toContain(`Open the account: ${link}`);
  expect(message?.html).toContain(`<a href="${link}">Open the account</a>`);
  expect(message?.html).toContain(`<p>${sentence.replace(/'/g, '&#39;')}</p>`);
}

describe('copy health: every incident kind, from the bridge to the owner, the admins and back', () => {
  let admin: TestUser;
  // The e-mails' links point at the web app (APP_URL in the functions' local params).
  const appUrl = () => `http://127.0.0.1:${process.env.COPYDESK_WEB_PORT}`;
  beforeAll(async () => {
    await fastSimulator();
    admin = await userWithRoles('health-admin', { isAdmin: true, subscription: 'active' });
  });

  it.each(CASES)(
    'a $kind incident opens, escalates and resolves with exactly one notification and e-mail each',
    async (c) => {
      const p = await subscribedUser(`health-${c.kind}`);
      const n = p.accountNumber;
      const t0 = await simNow();
      await monitorAt(t0);
      expect((await healthRecord(p.user.uid, n)).health).toMatchObject({ state: 'healthy' });

      // The cause: one monitor run later the account shows it, with one notification and one e-mail.
      await c.cause(p);
      const opened = t0 + MINUTE;
      await monitorAt(opened);
      const afterOpen = await healthRecord(p.user.uid, n, [p.user.uid, admin.uid]);
      expect(afterOpen.health).toMatchObject({
        state: c.kind,
        reason: c.reason,
        details: c.details,
        since: new Date(opened).toISOString(),
        lastChecked: new Date(opened).toISOString(),
      });
      const owner = await delivered(p.user, n, 1);
      const incidentId = `${p.metaApiAccountId}-${c.kind}-${opened}`;
      expect(owner.notifications[0]).toMatchObject({ event: 'opened', kind: c.kind, incidentId });
      const accountUrl = `${appUrl()}/account-details/${n}`;
      expect(owner.mail).toHaveLength(1);
      expectEmail(owner.mail[0], `Account ${n}: ${c.label}`, accountUrl, c.reason);

      // A replayed run (the same scheduled time) changes nothing.
      const settled = await healthRecord(p.user.uid, n, [p.user.uid, admin.uid]);
      await monitorAt(opened);
      expect(await healthRecord(p.user.uid, n, [p.user.uid, admin.uid])).toEqual(settled);

      // Still open after the escalation time: the admins are told once; the owner hears nothing new.
      const escalated = opened + 31 * MINUTE;
      await monitorAt(escalated);
      await monitorAt(escalated + MINUTE);
      const toAdmin = await delivered(admin, n, 1);
      expect(toAdmin.notifications[0]).toMatchObject({ event: 'escalated', kind: c.kind, incidentId });
      expect(toAdmin.mail).toHaveLength(1);
      expect(toAdmin.mail[0]?.subject).toBe(
        `CopyDesk: Account ${n}: ${c.label} for over the escalation time`,
      );
      expect(toAdmin.mail[0]?.text).toContain(`Open the account: ${appUrl()}/admin?health=problems`);
      expect((await delivered(p.user, n, 1)).mail).toHaveLength(1);

      // The cause clears: the next run resolves the incident, with one more notification and e-mail.
      await c.clear(p);
      const resolved = opened + 46 * MINUTE;
      await monitorAt(resolved);
      const after = await healthRecord(p.user.uid, n);
      expect(after.health).toMatchObject({ state: 'healthy', openIncidentId: null });
      expect(after.incidents).toEqual([
        expect.objectContaining({
          id: incidentId,
          status: 'resolved',
          resolvedAt: new Date(resolved).toISOString(),
          escalatedAt: new Date(escalated).toISOString(),
        }),
      ]);
      expect((after.events as { type: string }[]).map((e) => e.type).sort()).toEqual(['opened', 'resolved']);
      const final = await delivered(p.user, n, 2);
      expect(final.notifications.map((x) => x.event).sort()).toEqual(['opened', 'resolved']);
      expect(final.mail).toHaveLength(2);
      expectEmail(
        final.mail[1],
        `Account ${n}: resolved (${c.label})`,
        accountUrl,
        'The problem is over and your account is back to normal.',
      );

      // Replaying the resolving run changes nothing either.
      const done = await healthRecord(p.user.uid, n, [p.user.uid, admin.uid]);
      await monitorAt(resolved);
      expect(await healthRecord(p.user.uid, n, [p.user.uid, admin.uid])).toEqual(done);
      expect(await mailTo(p.user.email)).toHaveLength(2);
    },
    180_000,
  );

  it('a bridge disconnection shorter than the grace period stays healthy, then opens an incident', async () => {
    const p = await subscribedUser('health-grace');
    const settings = { ...SETTINGS, bridgeGraceMinutes: 10 };
    await setConnection(p.metaApiAccountId, 'DISCONNECTED');
    const t0 = await simNow();
    await monitorAt(t0, settings);
    await monitorAt(t0 + 9 * MINUTE, settings);
    expect((await healthRecord(p.user.uid, p.accountNumber)).health).toMatchObject({ state: 'healthy' });
    await monitorAt(t0 + 10 * MINUTE, settings);
    expect((await healthRecord(p.user.uid, p.accountNumber)).health).toMatchObject({
      state: 'bridge-disconnected',
    });
    await setConnection(p.metaApiAccountId, 'CONNECTED');
  }, 120_000);
});
