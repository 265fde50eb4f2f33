// Copy health from bridge signals (the signal table), and the incident transitions one reading causes:
// opened once, updated on new details, resolved when the cause clears, nothing on a repeat.
import { describe, expect, it } from 'vitest';
import { EMPTY_MEMORY, readHealth, type HealthObservation } from './health-signals.rules.js';
import { notificationFor } from './health-notifications.rules.js';
import { isDueForEscalation, planHealth, resolveIncident } from './health-transitions.rules.js';

const MIN = 60_000;
const NOW = Date.parse('2026-01-10T12:00:00.000Z');
const TUNING = { bridgeGraceMinutes: 10, copyFailureQuietMinutes: 60 };
const deployed = (connectionStatus = 'CONNECTED') => ({ state: 'DEPLOYED', connectionStatus });
const subscriber = { subscriptions: [{}] };
const observe = (o: Partial<HealthObservation>): HealthObservation => ({
  account: deployed(),
  subscriber,
  stopouts: [],
  copyErrors: [],
  ...o,
});
const error = {
  time: '2026-01-10T11:59:00.000Z',
  level: 'ERROR',
  message: 'not enough money (TRADE_RETCODE_NO_MONEY)',
};

describe('reading health from the bridge signals', () => {
  it.each<[string, Partial<HealthObservation>, string, string | null]>([
    ['connected and copying', {}, 'healthy', null],
    [
      'DEPLOY_FAILED',
      { account: { state: 'DEPLOY_FAILED', connectionStatus: 'DISCONNECTED' } },
      'deploy-failed',
      'DEPLOY_FAILED',
    ],
    [
      'REDEPLOY_FAILED',
      { account: { state: 'REDEPLOY_FAILED', connectionStatus: 'DISCONNECTED' } },
      'deploy-failed',
      'REDEPLOY_FAILED',
    ],
    [
      'UNDEPLOYED',
      { account: { state: 'UNDEPLOYED', connectionStatus: 'DISCONNECTED' } },
      'undeployed',
      'UNDEPLOYED',
    ],
    ['unknown to the bridge', { account: null }, 'undeployed', null],
    ['DEPLOYING', { account: { state: 'DEPLOYING', connectionStatus: 'DISCONNECTED' } }, 'deploying', null],
    [
      'a stop-out',
      {
        stopouts: [
          { strategy: { id: 'S1' }, reason: 'day-equity-difference', reasonDescription: 'daily drawdown' },
        ],
      },
      'stopped-out',
      'Daily loss limit reached: daily drawdown',
    ],
    [
      'an account-wide stop-out (no strategy)',
      { stopouts: [{ reason: 'day-balance-minus-equity', reasonDescription: 'account daily open loss' }] },
      'stopped-out',
      'Account loss limit reached: account daily open loss',
    ],
    [
      'subscriber closeOnly',
      { subscriber: { closeOnly: 'by-position', subscriptions: [{}] } },
      'close-only',
      'by-position',
    ],
    ['a new ERROR in the user log', { copyErrors: [error] }, 'copy-failing', error.message],
  ])('%s reads as %s', (_name, o, state, details) => {
    expect(readHealth(observe(o), EMPTY_MEMORY, NOW, TUNING)).toMatchObject({ state, details });
  });

  it.each([
    ['DISCONNECTED', 'bridge-disconnected'],
    ['DISCONNECTED_FROM_BROKER', 'broker-disconnected'],
  ])('waits the grace period before calling %s a problem (%s)', (connection, state) => {
    const disconnected = observe({ account: deployed(connection) });
    const first = readHealth(disconnected, EMPTY_MEMORY, NOW, TUNING);
    expect(first.state).toBe('healthy');
    const before = readHealth(disconnected, first.memory, NOW + 9 * MIN, TUNING);
    expect(before.state).toBe('healthy');
    expect(readHealth(disconnected, before.memory, NOW + 10 * MIN, TUNING).state).toBe(state);
  });

  it('forgets a broker blip once the account is connected again', () => {
    const blip = readHealth(
      observe({ account: deployed('DISCONNECTED_FROM_BROKER') }),
      EMPTY_MEMORY,
      NOW,
      TUNING,
    );
    const back = readHealth(observe({}), blip.memory, NOW + MIN, TUNING);
    expect([back.state, back.memory.brokerDisconnectedSince]).toEqual(['healthy', null]);
    const again = observe({ account: deployed('DISCONNECTED_FROM_BROKER') });
    expect(readHealth(again, back.memory, NOW + 10 * MIN, TUNING).state).toBe('healthy');
  });

  it('keeps copy-failing until no new failure was seen for the quiet period', () => {
    const seen = readHealth(observe({ copyErrors: [error] }), EMPTY_MEMORY, NOW, TUNING);
    expect(seen.memory.userLogCursor).toBe(error.time);
    expect(readHealth(observe({}), seen.memory, NOW + 59 * MIN, TUNING).state).toBe('copy-failing');
    expect(readHealth(observe({}), seen.memory, NOW + 60 * MIN, TUNING).state).toBe('healthy');
  });
});

describe('incident transitions', () => {
  const ref = { uid: 'u1', accountNumber: '51234560', metaApiAccountId: 'acc-1' };

  it('opens one incident, updates it on new details, resolves it when healthy again', () => {
    const opened = planHealth(ref, null, null, { state: 'stopped-out', details: 'a' }, NOW);
    expect(opened.events.map((e) => e.type)).toEqual(['opened']);
    expect(opened.notify.map((e) => e.id)).toEqual([`acc-1-stopped-out-${NOW}-opened-${NOW}`]);
    const incident = opened.incidents[0]!;
    const same = planHealth(ref, opened.health, incident, { state: 'stopped-out', details: 'a' }, NOW + MIN);
    expect([same.events, same.incidents, same.health.since]).toEqual([[], [], opened.health.since]);
    const updated = planHealth(
      ref,
      opened.health,
      incident,
      { state: 'stopped-out', details: 'b' },
      NOW + MIN,
    );
    expect([updated.events.map((e) => e.type), updated.notify]).toEqual([['updated'], []]);
    const resolved = planHealth(
      ref,
      opened.health,
      incident,
      { state: 'healthy', details: null },
      NOW + 2 * MIN,
    );
    expect(resolved.events.map((e) => e.type)).toEqual(['resolved']);
    expect(resolved.health).toMatchObject({ state: 'healthy', openIncidentId: null });
  });

  it('resolves the old kind and opens the new one when the problem changes', () => {
    const first = planHealth(ref, null, null, { state: 'broker-disconnected', details: null }, NOW);
    const next = planHealth(
      ref,
      first.health,
      first.incidents[0]!,
      { state: 'copy-failing', details: 'x' },
      NOW + MIN,
    );
    expect(next.events.map((e) => `${e.kind}:${e.type}`)).toEqual([
      'broker-disconnected:resolved',
      'copy-failing:opened',
    ]);
  });

  it('escalates an open incident once it lasted the threshold, and only once', () => {
    const { incidents } = planHealth(ref, null, null, { state: 'close-only', details: null }, NOW);
    expect(isDueForEscalation(incidents[0]!, NOW + 59 * MIN, 60)).toBe(false);
    expect(isDueForEscalation(incidents[0]!, NOW + 60 * MIN, 60)).toBe(true);
    expect(isDueForEscalation({ ...incidents[0]!, escalatedAt: 'x' }, NOW + 90 * MIN, 60)).toBe(false);
  });

  it('gives two accounts opening the same kind in one run different incident and notification ids', () => {
    const other = { uid: 'u2', accountNumber: '51234560', metaApiAccountId: 'acc-2' };
    const [a, b] = [ref, other].map((r) =>
      planHealth(r, null, null, { state: 'close-only', details: null }, NOW),
    );
    expect([a!.incidents[0]!.id, b!.incidents[0]!.id]).toEqual([
      `acc-1-close-only-${NOW}`,
      `acc-2-close-only-${NOW}`,
    ]);
    const escalation = (plan: typeof a, r: typeof ref) =>
      notificationFor(r, { ...plan!.events[0]!, at: new Date(NOW + 60 * MIN).toISOString() }, 'admin').id;
    expect([escalation(a, ref), escalation(b, other)]).toEqual([
      `acc-1-close-only-${NOW}-escalated`,
      `acc-2-close-only-${NOW}-escalated`,
    ]);
  });

  it.each(['deploying', 'undeployed'] as const)(
    'an operator state (%s) pauses the open incident: resolved as paused, never "back to normal"',
    (state) => {
      const opened = planHealth(ref, null, null, { state: 'broker-disconnected', details: null }, NOW);
      const paused = planHealth(
        ref,
        opened.health,
        opened.incidents[0]!,
        { state, details: null },
        NOW + MIN,
      );
      expect(paused.incidents).toEqual([
        expect.objectContaining({ status: 'resolved', resolution: 'paused' }),
      ]);
      expect(paused.health).toMatchObject({ state, openIncidentId: null });
      const told = paused.notify.map((e) => notificationFor(ref, e, 'owner'));
      expect(told.map((n) => [n.event, n.title])).toEqual([
        ['resolved', 'Account 51234560: watch paused (Broker disconnected)'],
      ]);
      expect(told[0]!.body).not.toContain('back to normal');
    },
  );

  it('a cleared cause resolves as cleared, and the owner hears it is back to normal', () => {
    const opened = planHealth(ref, null, null, { state: 'close-only', details: null }, NOW);
    const cleared = planHealth(
      ref,
      opened.health,
      opened.incidents[0]!,
      { state: 'healthy', details: null },
      NOW + MIN,
    );
    expect(cleared.incidents[0]).toMatchObject({ status: 'resolved', resolution: 'cleared' });
    expect(notificationFor(ref, cleared.notify[0]!, 'owner').body).toBe(
      'The problem is over and your account is back to normal.',
    );
  });

  it('an incident of a removed account resolves as "account removed", with a resolved event', () => {
    const opened = planHealth(ref, null, null, { state: 'copy-failing', details: 'x' }, NOW);
    const ended = resolveIncident(opened.incidents[0]!, 'account removed', NOW + MIN);
    expect(ended.incident).toMatchObject({
      status: 'resolved',
      resolution: 'account removed',
      resolvedAt: new Date(NOW + MIN).toISOString(),
    });
    expect(ended.event).toMatchObject({ type: 'resolved', resolution: 'account removed' });
  });
});
