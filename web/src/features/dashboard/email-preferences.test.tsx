import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@/testing/deferred';
import { EmailPreferences } from './email-preferences';
import { toSwitches } from './email-preferences-api';
import { allOn, emailPreferencesMachine, type EmailSwitches } from './email-preferences.machine';

vi.mock('@/lib/firestore', () => ({}));

const ui = userEvent.setup({ delay: null });

interface Doubles {
  load: () => Promise<EmailSwitches>;
  save: (switches: EmailSwitches) => Promise<void>;
}

function renderPreferences(overrides: Partial<Doubles> = {}) {
  const doubles: Doubles = {
    load: vi.fn(() => Promise.resolve(allOn())),
    save: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  const machine = emailPreferencesMachine.provide({
    actors: {
      loadPreferences: fromPromise(() => doubles.load()),
      savePreferences: fromPromise<void, { uid: string; switches: EmailSwitches }>(({ input }) =>
        doubles.save(input.switches),
      ),
    },
  });
  render(<EmailPreferences uid="user-1" machine={machine} />);
  return doubles;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the e-mail preferences', () => {
  it('says it is loading', () => {
    renderPreferences({ load: () => deferred<EmailSwitches>().promise });
    expect(screen.getByText('Loading e-mail preferences...')).toBeInTheDocument();
  });

  it('shows one switch per incident kind, as stored', async () => {
    renderPreferences({ load: () => Promise.resolve({ ...allOn(), 'copy-failing': false }) });
    expect(await screen.findByRole('checkbox', { name: 'Broker disconnected' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Trades failing' })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
  });

  it('saves a switch turned off', async () => {
    const doubles = renderPreferences();
    await ui.click(await screen.findByRole('checkbox', { name: 'Stopped out' }));
    expect(await screen.findByText('E-mail preferences saved.')).toBeInTheDocument();
    expect(doubles.save).toHaveBeenCalledWith({ ...allOn(), 'stopped-out': false });
    expect(screen.getByRole('checkbox', { name: 'Stopped out' })).not.toBeChecked();
  });

  it('puts the switch back and says so when saving fails', async () => {
    renderPreferences({ save: () => Promise.reject(new Error('permission-denied')) });
    await ui.click(await screen.findByRole('checkbox', { name: 'Close-only' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save your e-mail preferences. Please try again.',
    );
    expect(screen.getByRole('checkbox', { name: 'Close-only' })).toBeChecked();
  });

  it('shows the load error with a Retry that loads again', async () => {
    const load = vi
      .fn<Doubles['load']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(allOn());
    renderPreferences({ load });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your e-mail preferences. Please try again later.',
    );
    await ui.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(6));
  });
});

describe('reading the stored preferences', () => {
  it.each([
    ['no document', undefined, allOn()],
    ['one kind off', { 'stopped-out': false }, { ...allOn(), 'stopped-out': false }],
    ['a kind explicitly on', { 'close-only': true }, allOn()],
    ['an unreadable document', { 'close-only': 'no' }, allOn()],
  ])('%s', (_label, stored, expected) => {
    expect(toSwitches(stored)).toEqual(expected);
  });
});
