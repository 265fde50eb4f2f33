// The bell's notifications (README "Copy health"): a live channel to users/{uid}/notifications (Firestore
// onSnapshot in production, a double in tests) reports every change as UPDATED; marking read goes back
// through the same channel, and the listener then shows the change. live.loading -> live.ready, or
// failed (with Retry, which re-opens the channel).
import { assign, fromCallback, sendTo, setup } from 'xstate';
import type { Notification } from '@copydesk/functions/contract';

export const NOTIFICATION_MESSAGES = {
  loadFailed: 'Failed to load your notifications.',
  markFailed: 'Could not mark the notification as read. Please try again.',
} as const;

/** What the machine asks the channel to do. */
export type ChannelCommand = { type: 'MARK_READ'; ids: string[] };
/** What the channel reports back. */
export type ChannelReport =
  | { type: 'UPDATED'; items: Notification[] }
  | { type: 'FAILED'; error: unknown }
  | { type: 'MARK_FAILED'; error: unknown };

export type NotificationsEvent =
  | ChannelReport
  | { type: 'MARK_READ'; ids: string[] }
  | { type: 'RETRY' }
  | { type: 'TOGGLE' }
  | { type: 'CLOSE' };

export interface NotificationsContext {
  uid: string;
  items: Notification[];
  open: boolean;
  error: string | null;
}

export function unreadCount(items: readonly Notification[]): number {
  return items.filter((item) => !item.read).length;
}

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as { uid: string },
  },
  actors: {
    channel: fromCallback<ChannelCommand, { uid: string }, ChannelReport>(() => {
      throw new Error('notificationsMachine: the channel actor was not provided');
    }),
  },
  actions: {
    logError: (_, params: { error: unknown }) => {
      console.error('Error with notifications:', params.error);
    },
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({ uid: input.uid, items: [], open: false, error: null }),
  on: {
    TOGGLE: { actions: assign({ open: ({ context }) => !context.open }) },
    CLOSE: { actions: assign({ open: false }) },
  },
  initial: 'live',
  states: {
    live: {
      invoke: { id: 'channel', src: 'channel', input: ({ context }) => ({ uid: context.uid }) },
      initial: 'loading',
      states: { loading: {}, ready: {} },
      on: {
        UPDATED: { target: '.ready', actions: assign({ items: ({ event }) => event.items }) },
        FAILED: {
          target: 'failed',
          actions: [
            assign({ error: NOTIFICATION_MESSAGES.loadFailed }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
        MARK_READ: {
          actions: [
            assign({ error: null }),
            sendTo('channel', ({ event }): ChannelCommand => ({ type: 'MARK_READ', ids: event.ids })),
          ],
        },
        MARK_FAILED: {
          actions: [
            assign({ error: NOTIFICATION_MESSAGES.markFailed }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      on: { RETRY: { target: 'live', actions: assign({ error: null }) } },
    },
  },
});
