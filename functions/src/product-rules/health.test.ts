// The copy-health catalogue: one explanation and one action per state, the precedence when several
// signals hold, and the copy-failure reasons read from the bridge's user-log messages.
import { describe, expect, it } from 'vitest';
import {
  describeHealth,
  HEALTH_CATALOGUE,
  HEALTH_STATES,
  INCIDENT_KINDS,
  healthStateShown,
  isProblemState,
  pickHealthState,
  type HealthState,
} from './health.js';

describe('the health catalogue', () => {
  it('gives every state a label, an explanation and an action that are full sentences', () => {
    for (const state of HEALTH_STATES) {
      const text = HEALTH_CATALOGUE[state];
      expect(text.label.length).toBeGreaterThan(0);
      expect(text.explanation).toMatch(/^[A-Z].*\.$/);
      expect(text.action).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('treats exactly the incident kinds as problems', () => {
    expect(HEALTH_STATES.filter(isProblemState)).toEqual([...INCIDENT_KINDS]);
  });
});

describe('picking one state from several signals', () => {
  it.each<[HealthState[], HealthState]>([
    [[], 'healthy'],
    [['copy-failing', 'stopped-out'], 'stopped-out'],
    [['copy-failing', 'close-only'], 'close-only'],
    [['broker-disconnected', 'copy-failing'], 'broker-disconnected'],
    [['bridge-disconnected', 'broker-disconnected'], 'bridge-disconnected'],
    [['deploying', 'close-only'], 'deploying'],
    [['deploy-failed', 'undeployed'], 'deploy-failed'],
  ])('%j shows as %s', (signals, expected) => {
    expect(pickHealthState(signals)).toBe(expected);
  });
});

describe('describing a state with the bridge details', () => {
  it.each([
    [
      'Failed to copy trade: TRADE_RETCODE_NO_MONEY (not enough money)',
      'Add funds to your broker account or lower the trade size.',
    ],
    [
      'Failed to copy trade: ERR_MARKET_UNKNOWN_SYMBOL (symbol not found)',
      'Contact support so we can map the symbol for your broker.',
    ],
    [
      'Failed to copy trade: TRADE_RETCODE_MARKET_CLOSED (market closed)',
      'No action needed: copying continues when the market opens.',
    ],
    [
      'Failed to copy trade: TRADE_RETCODE_INVALID_VOLUME (invalid volume)',
      "Raise the trade size to at least your broker's minimum.",
    ],
    ['Something new went wrong', 'Check the reason below; contact support if it keeps happening.'],
  ])('copy-failing with "%s" suggests "%s"', (details, action) => {
    expect(describeHealth('copy-failing', details).action).toBe(action);
  });

  it('names the stop-out reason the bridge gave', () => {
    expect(describeHealth('stopped-out', 'total strategy equity drawdown exceeded limit').explanation).toBe(
      'Copying stopped because a risk limit was reached (total strategy equity drawdown exceeded limit).',
    );
  });

  it('uses the catalogue sentence for the broker disconnection', () => {
    expect(describeHealth('broker-disconnected', null)).toEqual({
      explanation: 'Your broker rejected the saved password, or the broker account is closed.',
      action: 'If you changed your broker password, remove and reconnect the account.',
    });
  });
});

describe("our own close-only on an account's health", () => {
  it.each<[HealthState | null, boolean, HealthState | null]>([
    ['healthy', true, 'close-only'],
    ['copy-failing', true, 'close-only'],
    [null, true, 'close-only'],
    ['close-only', true, 'close-only'],
    ['stopped-out', true, 'stopped-out'],
    ['bridge-disconnected', true, 'bridge-disconnected'],
    ['healthy', false, 'healthy'],
    [null, false, null],
  ])('shows a stored %s, our own close-only %s, as %s', (stored, ownCloseOnly, shown) => {
    expect(healthStateShown(stored, ownCloseOnly)).toBe(shown);
  });
});
