import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEALTH_STATES, type HealthState } from '@copydesk/functions/product-rules';
import { HealthBadge, healthAction, healthReason } from './health-badge';

// Hand-written from the catalogue as the issue words it: label and badge colour per state.
const EXPECTED: Record<HealthState, [string, string]> = {
  healthy: ['Healthy', 'badge-success'],
  deploying: ['Starting', 'badge-neutral'],
  undeployed: ['Not running', 'badge-neutral'],
  'deploy-failed': ['Start failed', 'badge-danger'],
  'bridge-disconnected': ['Server disconnected', 'badge-danger'],
  'broker-disconnected': ['Broker disconnected', 'badge-danger'],
  'stopped-out': ['Stopped out', 'badge-danger'],
  'close-only': ['Close-only', 'badge-danger'],
  'copy-failing': ['Trades failing', 'badge-danger'],
};

describe('the health badge', () => {
  it.each(HEALTH_STATES.map((state) => [state, ...EXPECTED[state]] as const))(
    'shows %s as "%s" in %s',
    (state, label, tone) => {
      render(<HealthBadge state={state} />);
      expect(screen.getByText(label)).toHaveClass('badge', tone);
    },
  );

  it('words a broker disconnection and what to do about it', () => {
    expect(healthReason('broker-disconnected')).toBe(
      'Your broker rejected the saved password, or the broker account is closed.',
    );
    expect(healthAction('broker-disconnected')).toBe(
      'If you changed your broker password, remove and reconnect the account.',
    );
  });

  it('names the known cause of a copy failure from the bridge message', () => {
    expect(healthReason('copy-failing', 'TRADE_RETCODE_NO_MONEY: not enough money')).toBe(
      'A trade was not copied: your account does not have enough free margin.',
    );
  });
});
