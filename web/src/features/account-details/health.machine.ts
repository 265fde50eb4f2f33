// The account's Health section (README "Copy health"): the stored health, the open incident and the last
// 30 days of incidents. loading -> ready | failed; Refresh asks the server to check the account now
// (refreshAccountHealth) and shows the answer; a failed check keeps what was shown and says so.
// A stop-out offers Resume copying (docs/product.md §5): confirm, reset it on the bridge, show the answer.
import { assign, fromPromise, setup } from 'xstate';
import type { AccountHealth, Incident } from '@copydesk/functions/contract';

export const HEALTH_MESSAGES = {
  loadFailed: 'Failed to load the health of this account. Please try again.',
  refreshFailed: 'Could not check the account right now. Please try again in a minute.',
  resumeFailed: 'Could not resume copying. Please try again.',
  resumed: 'Copying resumed.',
} as const;

export interface HealthView {
  health: AccountHealth | null;
  openIncident: Incident | null;
  /** The last 30 days, newest first. */
  incidents: Incident[];
}

export interface HealthContext {
  accountId: string;
  view: HealthView | null;
  error: string | null;
  notice: string | null;
}

export type HealthEvent =
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | { type: 'RESUME' }
  | { type: 'RESUME.CONFIRM' }
  | { type: 'RESUME.CANCEL' };

export const healthMachine = setup({
  types: {
    context: {} as HealthContext,
    events: {} as HealthEvent,
    input: {} as { accountId: string },
  },
  actors: {
    loadHealth: fromPromise<HealthView, { accountId: string }>(() =>
      Promise.reject(new Error('healthMachine: loadHealth was not provided')),
    ),
    checkNow: fromPromise<HealthView, { accountId: string }>(() =>
      Promise.reject(new Error('healthMachine: checkNow was not provided')),
    ),
    resume: fromPromise<HealthView, { accountId: string }>(() =>
      Promise.reject(new Error('healthMachine: resume was not provided')),
    ),
  },
  actions: {
    setView: assign((_, params: { view: HealthView }) => ({ view: params.view, error: null })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    logError: (_, params: { error: unknown }) => {
      console.error('Error with account health:', params.error);
    },
  },
}).createMachine({
  id: 'health',
  context: ({ input }) => ({ accountId: input.accountId, view: null, error: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadHealth',
        input: ({ context }) => ({ accountId: context.accountId }),
        onDone: {
          target: 'ready',
          actions: { type: 'setView', params: ({ event }) => ({ view: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'setError', params: { message: HEALTH_MESSAGES.loadFailed } },
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        REFRESH: { target: 'checking', actions: assign({ error: null, notice: null }) },
        RESUME: { target: 'confirmingResume', actions: assign({ error: null, notice: null }) },
      },
    },
    confirmingResume: {
      on: { 'RESUME.CONFIRM': 'resuming', 'RESUME.CANCEL': 'ready' },
    },
    resuming: {
      invoke: {
        src: 'resume',
        input: ({ context }) => ({ accountId: context.accountId }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setView', params: ({ event }) => ({ view: event.output }) },
            assign({ notice: HEALTH_MESSAGES.resumed }),
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'setError', params: { message: HEALTH_MESSAGES.resumeFailed } },
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    checking: {
      invoke: {
        src: 'checkNow',
        input: ({ context }) => ({ accountId: context.accountId }),
        onDone: {
          target: 'ready',
          actions: { type: 'setView', params: ({ event }) => ({ view: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'setError', params: { message: HEALTH_MESSAGES.refreshFailed } },
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});
