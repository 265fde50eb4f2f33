// The account-details screen's data and its delete flow (docs/product.md §2 /account-details, §8):
// loading -> loaded | notFound (then leaving) | failed; Refresh reloads; delete asks for confirmation, then calls
// `deleteAccount` and ends in `deleted` (the screen goes back to the dashboard).
import { assign, fromPromise, setup } from 'xstate';
import type { AccountInfo, HistoryItem, Position, Strategy } from '@copydesk/functions/contract';
import type { TradingAccountDoc } from '@/lib/trading-account-doc';

export const DETAILS_MESSAGES = {
  notFound: 'Trading account not found',
  loadFailed: 'Failed to load trading account details',
  deleteFailed: 'Failed to remove trading account. Please try again.',
} as const;

/** How long 'Trading account not found' stays on screen before the dashboard (docs/product.md §8). */
export const NOT_FOUND_REDIRECT_MS = 2500;

export class AccountNotFoundError extends Error {
  override readonly name = 'AccountNotFoundError';
  constructor() {
    super(DETAILS_MESSAGES.notFound);
  }
}

/** The stored account as this screen shows it. */
export type AccountDoc = TradingAccountDoc;

export interface AccountDetails {
  account: AccountDoc;
  /** null when the bridge could not be reached (only logged, docs/product.md §8). */
  info: AccountInfo | null;
  positions: Position[];
  history: HistoryItem[];
  strategies: Strategy[];
}

export interface DetailsContext {
  uid: string;
  accountNumber: string;
  details: AccountDetails | null;
  error: string | null;
}

export type DetailsEvent =
  { type: 'REFRESH' } | { type: 'DELETE.REQUEST' } | { type: 'DELETE.CANCEL' } | { type: 'DELETE.CONFIRM' };

export const detailsMachine = setup({
  types: {
    context: {} as DetailsContext,
    events: {} as DetailsEvent,
    input: {} as { uid: string; accountNumber: string },
  },
  actors: {
    loadDetails: fromPromise<AccountDetails, { uid: string; accountNumber: string }>(() =>
      Promise.reject(new Error('detailsMachine: loadDetails was not provided')),
    ),
    deleteAccount: fromPromise<void, { metaApiAccountId: string }>(() =>
      Promise.reject(new Error('detailsMachine: deleteAccount was not provided')),
    ),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => params.error instanceof AccountNotFoundError,
  },
  actions: {
    setDetails: assign((_, params: { details: AccountDetails }) => ({
      details: params.details,
      error: null,
    })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    clearError: assign({ error: null }),
    logError: (_, params: { label: string; error: unknown }) => {
      console.error(params.label, params.error);
    },
  },
}).createMachine({
  id: 'details',
  context: ({ input }) => ({
    uid: input.uid,
    accountNumber: input.accountNumber,
    details: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadDetails',
        input: ({ context }) => ({ uid: context.uid, accountNumber: context.accountNumber }),
        onDone: {
          target: 'loaded',
          actions: { type: 'setDetails', params: ({ event }) => ({ details: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: { type: 'setError', params: { message: DETAILS_MESSAGES.notFound } },
          },
          {
            target: 'failed',
            actions: [
              { type: 'setError', params: { message: DETAILS_MESSAGES.loadFailed } },
              {
                type: 'logError',
                params: ({ event }) => ({ label: 'Error loading account details:', error: event.error }),
              },
            ],
          },
        ],
      },
    },
    // Say what happened first, then leave for the dashboard (docs/product.md §8 Account details).
    notFound: { after: { [NOT_FOUND_REDIRECT_MS]: { target: 'leaving' } } },
    leaving: { type: 'final' },
    failed: {
      on: { REFRESH: { target: 'loading', actions: 'clearError' } },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            REFRESH: { target: '#details.loading' },
            'DELETE.REQUEST': { target: 'confirmingDelete', actions: 'clearError' },
          },
        },
        confirmingDelete: {
          on: {
            'DELETE.CANCEL': { target: 'idle' },
            'DELETE.CONFIRM': { target: 'deleting' },
          },
        },
        deleting: {
          invoke: {
            src: 'deleteAccount',
            input: ({ context }) => ({ metaApiAccountId: context.details?.account.metaApiAccountId ?? '' }),
            onDone: { target: '#details.deleted' },
            onError: {
              target: 'confirmingDelete',
              actions: [
                { type: 'setError', params: { message: DETAILS_MESSAGES.deleteFailed } },
                {
                  type: 'logError',
                  params: ({ event }) => ({ label: 'Error deleting account:', error: event.error }),
                },
              ],
            },
          },
        },
      },
    },
    deleted: { type: 'final' },
  },
});
