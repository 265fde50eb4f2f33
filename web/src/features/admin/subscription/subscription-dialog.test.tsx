// The admin's Add/Update Subscription dialog with its machine's save as a test double: what is saved,
// the outcome messages, and closing 2 s after success or at once on Cancel (docs/product.md §4, §8).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_CLOSE_MS } from '@/flows/admin-dialog';
import type { AdminUser } from '../admin-users';
import type { SubscriptionDraft } from './subscription-form';
import { subscriptionMachine } from './subscription.machine';
import { SubscriptionDialog } from './subscription-dialog';
import { makeUser } from '../test-users';

const NOW = new Date('2026-03-01T00:00:00.000Z');

function renderDialog(user: AdminUser, save: (userId: string, draft: SubscriptionDraft) => Promise<void>) {
  const onSaved = vi.fn<(user: AdminUser) => void>();
  const onClose = vi.fn<() => void>();
  const machine = subscriptionMachine.provide({
    actors: {
      saveSubscription: fromPromise<void, { userId: string; draft: SubscriptionDraft }>(({ input }) =>
        save(input.userId, input.draft),
      ),
    },
    actions: { logError: () => undefined },
  });
  render(<SubscriptionDialog machine={machine} user={user} onUpdated={onSaved} onClose={onClose} />);
  return { onSaved, onClose };
}

describe('the admin subscription dialog', () => {
  const ui = userEvent.setup({ delay: null });

  describe('on a clock the test moves', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(NOW);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('adds a subscription for the typed days, shows success, reports the user and closes 2 s later', async () => {
      const save = vi.fn((_userId: string, _draft: SubscriptionDraft) => Promise.resolve());
      const { onSaved, onClose } = renderDialog(makeUser({ id: 'u1', firstName: 'Ada' }), save);
      const duration = screen.getByLabelText('Duration (days)');
      // fireEvent, not userEvent: the clock stands still here, and userEvent waits on it.
      fireEvent.change(duration, { target: { value: '90' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add Subscription' }));
      await act(() => vi.advanceTimersByTimeAsync(0));

      expect(screen.getByText('Subscription added successfully')).toBeInTheDocument();
      expect(save).toHaveBeenCalledWith('u1', {
        planId: 'mobile',
        planName: 'Mobile',
        status: 'active',
        isTrial: false,
        trialDuration: null,
        trialEndsAt: null,
        expiresAt: new Date('2026-05-30T00:00:00.000Z'),
        createdAt: null,
      });
      expect(onSaved.mock.calls[0]?.[0].userData.subscription?.expiresAt).toBe('2026-05-30T00:00:00.000Z');
      await act(() => vi.advanceTimersByTimeAsync(AUTO_CLOSE_MS - 1));
      expect(onClose).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  it('refuses a duration under one day without saving', async () => {
    const save = vi.fn(() => Promise.resolve());
    renderDialog(makeUser({ id: 'u1' }), save);
    const duration = screen.getByLabelText('Duration (days)');
    await ui.clear(duration);
    await ui.type(duration, '0');
    await ui.click(screen.getByRole('button', { name: 'Add Subscription' }));
    expect(await screen.findByText('Duration must be at least 1 day.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('edits an existing subscription and keeps the dialog open with the message when the save fails', async () => {
    const save = vi.fn((_userId: string, _draft: SubscriptionDraft) =>
      Promise.reject(new Error('unavailable')),
    );
    const { onSaved, onClose } = renderDialog(makeUser({ id: 'u2', status: 'active' }), save);
    await ui.selectOptions(screen.getByLabelText('Status'), 'canceled');
    await ui.click(screen.getByRole('button', { name: 'Update Subscription' }));
    expect(await screen.findByText('Failed to update subscription. Please try again.')).toBeInTheDocument();
    expect(save.mock.calls[0]?.[1]).toMatchObject({ status: 'canceled' });
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Update Subscription' })).toBeEnabled();
  });

  it('closes on Cancel without saving', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { onClose } = renderDialog(makeUser({ id: 'u1' }), save);
    await ui.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(save).not.toHaveBeenCalled();
  });
});
