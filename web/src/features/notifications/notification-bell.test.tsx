import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromCallback } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@copydesk/functions/contract';
import { notificationOf } from '@/testing/health-fixtures';
import { renderInApp } from '@/testing/render';
import { bellLabel, NotificationBell } from './notification-bell';
import { notificationsMachine, type ChannelCommand, type ChannelReport } from './notifications.machine';

const ui = userEvent.setup({ delay: null });

/** A channel the test drives: it pushes reports as Firestore would, and records the commands. */
function renderBell() {
  let report: ((event: ChannelReport) => void) | null = null;
  const commands: ChannelCommand[] = [];
  const opened = vi.fn();
  const channel = fromCallback<ChannelCommand, { uid: string }, ChannelReport>(({ sendBack, receive }) => {
    opened();
    report = sendBack;
    receive((command) => commands.push(command));
  });
  renderInApp(
    <NotificationBell uid="user-1" machine={notificationsMachine.provide({ actors: { channel } })} />,
  );
  const push = (event: ChannelReport) => {
    act(() => report?.(event));
  };
  const update = (items: Notification[]) => push({ type: 'UPDATED', items });
  return { push, update, commands, opened };
}

function bell() {
  return screen.getByRole('button', { name: /^Notifications/ });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the notifications bell', () => {
  it.each([
    [0, 'Notifications, none unread'],
    [1, 'Notifications, 1 unread'],
    [3, 'Notifications, 3 unread'],
  ])('labels %i unread as "%s"', (unread, label) => {
    expect(bellLabel(unread)).toBe(label);
  });

  it('counts the unread notifications, live', () => {
    const { update } = renderBell();
    update([notificationOf('n1'), notificationOf('n2', { read: true }), notificationOf('n3')]);
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2');
    update([notificationOf('n1', { read: true }), notificationOf('n3', { read: true })]);
    expect(bell()).toHaveAccessibleName('Notifications, none unread');
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
  });

  it('says it is loading until the first answer', async () => {
    renderBell();
    await ui.click(bell());
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Loading notifications...')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    const { update } = renderBell();
    update([]);
    await ui.click(bell());
    expect(screen.getByText('No notifications yet.')).toBeInTheDocument();
  });

  it('lists them with their texts and a link to the account', async () => {
    const { update } = renderBell();
    update([notificationOf('n1', { title: 'Broker disconnected: account 51234560' })]);
    await ui.click(bell());
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(panel).toHaveTextContent('Broker disconnected: account 51234560');
    expect(panel).toHaveTextContent('If you changed your broker password, remove and reconnect the account.');
    expect(within(panel).getByRole('link', { name: 'View account 51234560' })).toHaveAttribute(
      'href',
      '/account-details/51234560',
    );
  });

  it('marks one as read, or all', async () => {
    const { update, commands } = renderBell();
    update([notificationOf('n1'), notificationOf('n2'), notificationOf('n3', { read: true })]);
    await ui.click(bell());
    await ui.click(screen.getAllByRole('button', { name: 'Mark as read' })[1]!);
    await ui.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(commands).toEqual([
      { type: 'MARK_READ', ids: ['n2'] },
      { type: 'MARK_READ', ids: ['n1', 'n2'] },
    ]);
  });

  it('says so when marking read fails', async () => {
    const { update, push } = renderBell();
    update([notificationOf('n1')]);
    await ui.click(bell());
    push({ type: 'MARK_FAILED', error: new Error('permission-denied') });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not mark the notification as read. Please try again.',
    );
  });

  it('shows a failed listener with a Retry that listens again', async () => {
    const { push, opened } = renderBell();
    push({ type: 'FAILED', error: new Error('permission-denied') });
    await ui.click(bell());
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load your notifications.');
    await ui.click(screen.getByRole('button', { name: 'Retry' }));
    expect(opened).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Loading notifications...')).toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    const { update } = renderBell();
    update([]);
    await ui.click(bell());
    await ui.keyboard('{Escape}');
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(bell()).toHaveFocus();
  });
});
