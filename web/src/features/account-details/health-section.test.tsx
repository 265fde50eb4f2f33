import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@/testing/deferred';
import { healthOf, incidentOf } from '@/testing/health-fixtures';
import { renderInApp } from '@/testing/render';
import { HealthSection } from './health-section';
import { healthMachine, type HealthView } from './health.machine';

const ui = userEvent.setup({ delay: null });

const HEALTHY: HealthView = { health: healthOf('healthy'), openIncident: null, incidents: [] };
const BROKEN: HealthView = {
  health: healthOf('broker-disconnected'),
  openIncident: incidentOf('broker-disconnected'),
  incidents: [
    incidentOf('broker-disconnected'),
    incidentOf('copy-failing', {
      id: 'inc-old',
      status: 'resolved',
      openedAt: '2026-02-20T08:00:00.000Z',
      resolvedAt: '2026-02-20T09:00:00.000Z',
    }),
  ],
};

interface Doubles {
  load: () => Promise<HealthView>;
  check: () => Promise<HealthView>;
}

function renderSection(overrides: Partial<Doubles> = {}) {
  const doubles: Doubles = {
    load: vi.fn(() => Promise.resolve(HEALTHY)),
    check: vi.fn(() => Promise.resolve(HEALTHY)),
    ...overrides,
  };
  const machine = healthMachine.provide({
    actors: {
      loadHealth: fromPromise(() => doubles.load()),
      checkNow: fromPromise(() => doubles.check()),
    },
  });
  renderInApp(<HealthSection accountId="acc-1" machine={machine} />);
  return doubles;
}

function section() {
  return screen.getByRole('region', { name: 'Health' });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the account Health section', () => {
  it('says it is loading, with Refresh unavailable', () => {
    renderSection({ load: () => deferred<HealthView>().promise });
    expect(screen.getByText('Loading account health...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh health' })).toBeDisabled();
  });

  it('shows a healthy account with no incidents', async () => {
    renderSection();
    expect(await screen.findByText('Healthy')).toBeInTheDocument();
    expect(screen.getByTestId('health-reason')).toHaveTextContent(
      'Your account is connected and copying trades normally.',
    );
    expect(screen.getByText('No incidents in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByTestId('open-incident')).not.toBeInTheDocument();
  });

  it('says when the account was never checked', async () => {
    renderSection({ load: () => Promise.resolve({ health: null, openIncident: null, incidents: [] }) });
    expect(await screen.findByText('This account has not been checked yet.')).toBeInTheDocument();
  });

  it('shows the open incident with its action, and the last 30 days', async () => {
    renderSection({ load: () => Promise.resolve(BROKEN) });
    const open = await screen.findByTestId('open-incident');
    expect(within(open).getByRole('heading')).toHaveTextContent('Open incident: Broker disconnected');
    expect(open).toHaveTextContent(
      'What to do: If you changed your broker password, remove and reconnect the account.',
    );
    const history = within(section()).getByRole('list', { name: 'Incidents in the last 30 days' });
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('still open');
    expect(items[1]).toHaveTextContent('Trades failing');
    expect(items[1]).toHaveTextContent('resolved');
  });

  it('checks the account on Refresh and shows the answer', async () => {
    const doubles = renderSection({ check: vi.fn(() => Promise.resolve(BROKEN)) });
    await screen.findByText('Healthy');
    await ui.click(screen.getByRole('button', { name: 'Refresh health' }));
    expect(await screen.findByTestId('open-incident')).toBeInTheDocument();
    expect(doubles.check).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Refresh health' })).toBeEnabled();
  });

  it('says Checking... while the check runs', async () => {
    const check = deferred<HealthView>();
    renderSection({ check: () => check.promise });
    await screen.findByText('Healthy');
    await ui.click(screen.getByRole('button', { name: 'Refresh health' }));
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    check.resolve(HEALTHY);
    await screen.findByRole('button', { name: 'Refresh health' });
  });

  it('keeps what it showed when the check fails, and says so', async () => {
    renderSection({ check: () => Promise.reject(new Error('429')) });
    await screen.findByText('Healthy');
    await ui.click(screen.getByRole('button', { name: 'Refresh health' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not check the account right now. Please try again in a minute.',
    );
    expect(screen.getByText('Healthy')).toBeInTheDocument();
  });

  it('shows the load error with a Retry that loads again', async () => {
    const load = vi
      .fn<Doubles['load']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(HEALTHY);
    renderSection({ load });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the health of this account. Please try again.',
    );
    await ui.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Healthy')).toBeInTheDocument());
  });
});
