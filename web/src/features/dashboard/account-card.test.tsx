import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HealthState } from '@copydesk/functions/product-rules';
import { healthOf } from '@/testing/health-fixtures';
import { renderInApp } from '@/testing/render';
import { AccountCard } from './account-card';
import type { TradingAccount } from './trading-account';

function account(health: TradingAccount['health']): TradingAccount {
  return {
    id: '51234560',
    accountNumber: '51234560',
    accountName: 'My XM account',
    serverName: 'XMGlobal-MT5',
    platform: 'mt5',
    metaApiAccountId: 'acc-1',
    isConnected: true,
    createdAt: new Date('2026-03-01T00:00:00Z'),
    strategy: null,
    health,
  };
}

describe('the dashboard account card', () => {
  it('shows the health badge and the reason beside the Connected badge', () => {
    renderInApp(<AccountCard account={account(healthOf('broker-disconnected'))} />);
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByText('Broker disconnected')).toHaveClass('badge-danger');
    expect(screen.getByTestId('health-reason')).toHaveTextContent(
      'Your broker rejected the saved password, or the broker account is closed.',
    );
  });

  it.each<[HealthState, string, string]>([
    ['healthy', 'Healthy', 'Your account is connected and copying trades normally.'],
    ['deploying', 'Starting', 'Your account is starting up on our trading servers.'],
    ['stopped-out', 'Stopped out', 'Copying stopped because a risk limit was reached.'],
    [
      'close-only',
      'Close-only',
      'Copying is in close-only mode: open trades are managed but no new trades are opened.',
    ],
  ])('shows %s as "%s" with its reason', (state, label, reason) => {
    renderInApp(<AccountCard account={account(healthOf(state))} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByTestId('health-reason')).toHaveTextContent(reason);
  });

  it('shows no health before the first check', () => {
    renderInApp(<AccountCard account={account(null)} />);
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.queryByTestId('health-reason')).not.toBeInTheDocument();
  });

  it.each<[HealthState | null, string]>([
    ['healthy', 'Close-only'],
    ['copy-failing', 'Close-only'],
    [null, 'Close-only'],
    ['broker-disconnected', 'Broker disconnected'],
  ])(
    'shows our own close-only at once over a stored %s when the subscription is not active',
    (stored, label) => {
      renderInApp(<AccountCard account={account(stored ? healthOf(stored) : null)} closeOnly />);
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.queryByText('Healthy')).not.toBeInTheDocument();
      expect(screen.getByTestId('health-reason')).not.toHaveTextContent('copying trades normally');
    },
  );
});
