import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HealthSummary } from '@copydesk/functions/contract';
import { healthSummaryMachine } from '@/lib/health-summary.machine';
import { deferred } from '@/testing/deferred';
import { heartbeatAgo, summaryOf } from '@/testing/health-fixtures';
import { HealthStats } from './health-stats';

const ui = userEvent.setup({ delay: null });

function renderStats(load: () => Promise<HealthSummary>) {
  const machine = healthSummaryMachine.provide({ actors: { loadSummary: fromPromise(load) } });
  render(<HealthStats machine={machine} />);
}

function countOf(state: string): string {
  const row = document.querySelector<HTMLElement>(`tr[data-health="${state}"]`);
  return row ? (within(row).getByRole('cell').textContent ?? '') : 'missing';
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the technical admin health figures', () => {
  it('counts the accounts per health state, the unchecked ones and the open incidents', async () => {
    renderStats(() =>
      Promise.resolve(
        summaryOf({ healthy: 12, 'broker-disconnected': 2, 'copy-failing': 1, unchecked: 3 }, 3),
      ),
    );
    expect(await screen.findByTestId('health-open-incidents')).toHaveTextContent('3');
    expect(screen.getByRole('rowheader', { name: 'Broker disconnected' })).toBeInTheDocument();
    expect(countOf('healthy')).toBe('12');
    expect(countOf('broker-disconnected')).toBe('2');
    expect(countOf('copy-failing')).toBe('1');
    expect(countOf('stopped-out')).toBe('0');
    expect(countOf('unchecked')).toBe('3');
    expect(screen.getByText(/Accounts: 18/)).toBeInTheDocument();
  });

  it('says it is loading', () => {
    renderStats(() => deferred<HealthSummary>().promise);
    expect(screen.getByText('Loading account health...')).toBeInTheDocument();
  });

  it('shows the load error with a Retry that loads again', async () => {
    const load = vi
      .fn<() => Promise<HealthSummary>>()
      .mockRejectedValueOnce(new Error('403'))
      .mockResolvedValueOnce(summaryOf({ healthy: 1 }));
    renderStats(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the health of the accounts.');
    await ui.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('health-open-incidents')).toHaveTextContent('0');
  });

  it("shows how long ago the monitor's last cycle ran, with no problem within three missed cycles", async () => {
    renderStats(() => Promise.resolve({ ...summaryOf({ healthy: 1 }), heartbeat: heartbeatAgo(239) }));
    expect(await screen.findByTestId('monitor-line')).toHaveTextContent('Last cycle 239 s ago');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the monitor as a problem past three missed cycles, with what to do', async () => {
    renderStats(() => Promise.resolve({ ...summaryOf({ healthy: 1 }), heartbeat: heartbeatAgo(300) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Last cycle 300 s ago');
    expect(alert).toHaveTextContent(
      'PROBLEM: the monitor missed 5 cycles (it runs every 60 s; more than 3 missed means it stopped).',
    );
    expect(alert).toHaveTextContent("Check the healthMonitorSchedule function's logs");
  });

  it('shows the monitor as a problem when it has never run', async () => {
    renderStats(() => Promise.resolve({ ...summaryOf({ healthy: 1 }), heartbeat: null }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PROBLEM: the monitor has never run (no cycle recorded a heartbeat).',
    );
  });
});
