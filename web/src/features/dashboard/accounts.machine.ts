// Loading the user's trading accounts: loading -> loaded | failed; Retry re-runs the load (docs/product.md §2
// dashboard, §8 'Failed to load your trading accounts...'). The load itself is the `loadAccounts` actor.
import { assign, fromPromise, setup } from 'xstate';
import type { TradingAccount } from './trading-account';

export const ACCOUNTS_LOAD_ERROR = 'Failed to load your trading accounts. Please try again later.';

export interface AccountsContext {
  uid: string;
  accounts: TradingAccount[];
  error: string | null;
}

export type AccountsEvent = { type: 'RETRY' } | { type: 'REFRESH' };

export const accountsMachine = setup({
  types: {
    context: {} as AccountsContext,
    events: {} as AccountsEvent,
    input: {} as { uid: string },
  },
  actors: {
    loadAccounts: fromPromise<TradingAccount[], { uid: string }>(() =>
      Promise.reject(new Error('accountsMachine: the loadAccounts actor was not provided')),
    ),
  },
  actions: {
    setAccounts: assign((_, params: { accounts: TradingAccount[] }) => ({
      accounts: params.accounts,
      error: null,
    })),
    setLoadError: assign({ error: ACCOUNTS_LOAD_ERROR }),
    clearError: assign({ error: null }),
    logLoadError: (_, params: { error: unknown }) => {
      console.error('Error fetching trading accounts:', params.error);
    },
  },
}).createMachine({
  id: 'accounts',
  context: ({ input }) => ({ uid: input.uid, accounts: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAccounts',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: {
          target: 'loaded',
          actions: { type: 'setAccounts', params: ({ event }) => ({ accounts: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: [
            'setLoadError',
            { type: 'logLoadError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    loaded: {
      on: { REFRESH: { target: 'loading' } },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
  },
});
