// The health the endpoints answer when CopyDesk itself made copying close-only: our own record at once,
// not the stored "Healthy" of the last check.
import { describe, expect, it } from 'vitest';
import { type AccountHealth } from '../contract/index.js';
import { withOwnCloseOnly } from './health-shown.rules.js';
import { HEALTH_CATALOGUE } from '../product-rules/index.js';

const HEALTHY: AccountHealth = {
  state: 'healthy',
  reason: HEALTH_CATALOGUE.healthy.explanation,
  action: HEALTH_CATALOGUE.healthy.action,
  details: null,
  since: '2026-03-01T00:00:00.000Z',
  lastChecked: '2026-03-02T10:00:00.000Z',
  openIncidentId: null,
};
const NOW = '2026-03-02T10:01:00.000Z';

describe('the health shown beside our own close-only', () => {
  it('replaces a stored Healthy with close-only and its sentences at once', () => {
    expect(withOwnCloseOnly(HEALTHY, true, NOW)).toEqual({
      state: 'close-only',
      reason: 'Copying is in close-only mode: open trades are managed but no new trades are opened.',
      action: 'Renew your subscription to resume copying.',
      details: null,
      since: NOW,
      lastChecked: HEALTHY.lastChecked,
      openIncidentId: null,
    });
  });

  it('says close-only for an account never checked yet', () => {
    expect(withOwnCloseOnly(null, true, NOW)?.state).toBe('close-only');
  });

  it('keeps the stored health while the subscription is active, or when a more basic cause holds', () => {
    expect(withOwnCloseOnly(HEALTHY, false, NOW)).toBe(HEALTHY);
    const disconnected = { ...HEALTHY, state: 'bridge-disconnected' as const };
    expect(withOwnCloseOnly(disconnected, true, NOW)).toBe(disconnected);
  });
});
