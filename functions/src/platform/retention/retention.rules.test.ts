import { describe, expect, it } from 'vitest';
import { expiryFromIso, expiryMs, incidentExpiryMs, type RetainedKind } from './retention.rules.js';

const FROM = '2026-03-01T12:00:00.000Z';

describe('retention expiry', () => {
  it.each<[RetainedKind, string]>([
    ['triggerEvent', '2026-03-08T12:00:00.000Z'],
    ['notification', '2026-08-28T12:00:00.000Z'],
    ['healthEvent', '2026-08-28T12:00:00.000Z'],
    ['resolvedIncident', '2026-08-28T12:00:00.000Z'],
    ['deploymentRunItem', '2026-03-31T12:00:00.000Z'],
    ['unsettledDeploymentRunItem', '2026-04-01T12:00:00.000Z'],
    ['auditEntry', '2027-04-05T12:00:00.000Z'],
  ])('a %s written at 1 March 2026 noon expires at %s', (kind, expected) => {
    expect(new Date(expiryMs(kind, Date.parse(FROM))).toISOString()).toBe(expected);
    expect(new Date(expiryFromIso(kind, FROM)).toISOString()).toBe(expected);
  });

  it('refuses a time it cannot read instead of keeping the record forever', () => {
    expect(() => expiryFromIso('healthEvent', 'not a time')).toThrow(
      'Cannot compute the healthEvent expiry of "not a time"',
    );
  });

  it.each([
    ['an open incident never expires', { status: 'open', resolvedAt: null }, null],
    [
      'a resolved incident expires 180 days after its resolution',
      { status: 'resolved', resolvedAt: '2026-01-10T08:30:00.000Z' },
      '2026-07-09T08:30:00.000Z',
    ],
    ['a resolved incident with no resolution time is kept', { status: 'resolved', resolvedAt: null }, null],
  ])('%s', (_name, incident, expected) => {
    const expiry = incidentExpiryMs(incident);
    expect(expiry === null ? null : new Date(expiry).toISOString()).toBe(expected);
  });
});
