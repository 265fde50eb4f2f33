// Copy health from bridge signals (the signal table), and the incident transitions one reading causes:
// opened once, updated on new details, resolved when the cause clears, nothing on a repeat.
import { describe, expect, it } from 'vitest';
import { EMPTY_MEMORY, readHealth, type HealthObservation } from './health-signals.js';
import { isDueForEscalation, planHealth } from './health-transitions.js';

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
      'DISCONNECTED_FROM_BROKER',
      { account: deployed('DISCONNECTED_FROM_BROKER') },
      'broker-disconnected',
      null,
    ],
    [
      'a stop-out',
      { stopouts: [{ reason: 'day-equity-difference', reasonDescription: 'daily drawdown' }] },
      'stopped-out',
      'Daily loss limit reached: daily drawdown',
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

  it('waits the grace period before calling a bridge disconnection a problem', () => {
    const first = readHealth(observe({ account: deployed('DISCONNECTED') }), EMPTY_MEMORY, NOW, TUNING);
    expect([first.state, first.memory.disconnectedSince]).toEqual(['healthy', NOW]);
    const later = readHealth(
      observe({ account: deployed('DISCONNECTED') }),
      first.memory,
      NOW + 10 * MIN,
      TUNING,
    );
    expect(later.state).toBe('bridge-disconnected');
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
    expect(opened.notify.map((e) => e.id)).toEqual([`stopped-out-${NOW}-opened-${NOW}`]);
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
});
