// One-click row actions of the admin table that need a confirmation (docs/product.md §4, §5, §8): cancel and
// reactivate a subscription, grant/revoke admin and technical admin, delete a trading account, remove
// a user from a strategy. idle -REQUEST-> confirming -CONFIRM-> running -> idle with the product message.
// Requests that break a rule (technical admin for a non-admin, own roles, no account) are refused
// before any confirmation. The work is the `perform` actor; `actionDone` hands the page the new entry.
import { assign, fromPromise, setup } from 'xstate';
import type { AdminUser } from '../admin-users';
import { actionCopy, applyAction, refusal, type RowAction } from './row-actions';

export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

export interface RowActionContext {
  adminUid: string;
  pending: RowAction | null;
  notice: Notice | null;
  now: () => number;
}

export type RowActionEvent =
  | { type: 'REQUEST'; action: RowAction }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' }
  | { type: 'NOTIFY'; notice: Notice };

export const rowActionMachine = setup({
  types: {
    context: {} as RowActionContext,
    events: {} as RowActionEvent,
    input: {} as { adminUid: string; now?: () => number },
  },
  actors: {
    perform: fromPromise<void, RowAction>(() =>
      Promise.reject(new Error('rowActionMachine: the perform actor was not provided')),
    ),
  },
  actions: {
    setPending: assign((_, params: { action: RowAction }) => ({ pending: params.action, notice: null })),
    refuse: assign(({ context }, params: { action: RowAction }) => ({
      notice: { kind: 'error' as const, text: refusal(params.action, context.adminUid) ?? '' },
    })),
    clearPending: assign({ pending: null }),
    succeed: assign(({ context }) => ({
      notice: { kind: 'success' as const, text: actionCopy(context.pending!).success },
      pending: null,
    })),
    fail: assign(({ context }, params: { error: unknown }) => ({
      notice: { kind: 'error' as const, text: actionCopy(context.pending!).failure(params.error) },
      pending: null,
    })),
    notify: assign((_, params: { notice: Notice }) => ({ notice: params.notice })),
    dismiss: assign({ notice: null }),
    /** Provided by the page: show the new list entry. */
    actionDone: (_, _params: { user: AdminUser }) => undefined,
    logError: (_, params: { error: unknown }) => {
      console.error('Admin action failed:', params.error);
    },
  },
  guards: {
    refused: ({ context }, params: { action: RowAction }) =>
      refusal(params.action, context.adminUid) !== null,
  },
}).createMachine({
  id: 'adminRowAction',
  context: ({ input }) => ({
    adminUid: input.adminUid,
    pending: null,
    notice: null,
    now: input.now ?? Date.now,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        REQUEST: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ action: event.action }) },
            actions: { type: 'refuse', params: ({ event }) => ({ action: event.action }) },
          },
          {
            target: 'confirming',
            actions: { type: 'setPending', params: ({ event }) => ({ action: event.action }) },
          },
        ],
        DISMISS: { actions: 'dismiss' },
        NOTIFY: { actions: { type: 'notify', params: ({ event }) => ({ notice: event.notice }) } },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'running',
        CANCEL: { target: 'idle', actions: 'clearPending' },
      },
    },
    running: {
      invoke: {
        src: 'perform',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'actionDone',
              params: ({ context }) => ({ user: applyAction(context.pending!, context.now()) }),
            },
            'succeed',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            { type: 'fail', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});
