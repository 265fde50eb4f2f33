// Admin "Add Trading Account" for a user (docs/product.md §2 modal, §4 affiliation check and add-account flow, §5
// admin add account, §8 affiliation / add account / server search). unverified -CHECK-> checking ->
// verified (number locked, server search runs) | unverified with the failure; SUBMIT validates in the
// product order (docs/product.md §5) and provisions; success shows 'Trading account added successfully!' and closes after 2 s.
// Side effects are the checkAffiliation, searchServers and provision actors.
import { AUTO_CLOSE_MS } from '@/flows/admin-dialog/auto-close';
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, type ServerOption } from '@copydesk/functions/contract';
import {
  addManualServer,
  AFFILIATION_MESSAGES,
  affiliatedMessage,
  notAffiliatedMessage,
  searchFailed,
  searchSucceeded,
  serverToSelect,
  type ServerListOutcome,
} from '@copydesk/functions/product-rules';
import { fullName, type AdminUser } from '../admin-users';

export const ADD_ACCOUNT_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  noUser: 'No user selected',
  accountNumber: 'Please enter an account number',
  server: 'Please select a server or enter a custom server name',
  verifyFirst: 'Please verify the account affiliation first by clicking the "Check" button',
  checking: AFFILIATION_MESSAGES.checking,
  affiliationServerError: AFFILIATION_MESSAGES.serverError,
  provisionFailed: 'Failed to provision account',
  unexpected: 'An unexpected error occurred. Please try again later.',
  added: 'Trading account added successfully!',
} as const;

/** Typing in the server search waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

export type Verification = 'idle' | 'checking' | 'verified' | 'failed';
export type TradingAccountEntry = NonNullable<AdminUser['tradingAccount']>;

export interface AddAccountFields {
  accountName: string;
  accountNumber: string;
  password: string;
}

export interface AddAccountContext extends AddAccountFields {
  user: AdminUser | null;
  /** The configured brand, named in the affiliation message. */
  brandName: string;
  verification: Verification;
  affiliationMessage: string | null;
  servers: ServerOption[];
  server: string;
  serverSearch: string;
  manualServer: string;
  serverMessage: string | null;
  error: string | null;
  success: string | null;
}

export type AddAccountEvent =
  | { type: 'CHANGE'; patch: Partial<AddAccountFields> }
  | { type: 'CHECK' }
  | { type: 'SEARCH'; term: string }
  | { type: 'SELECT_SERVER'; server: string }
  | { type: 'SET_MANUAL'; text: string }
  | { type: 'ADD_MANUAL' }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

export interface ProvisionInput {
  userId: string;
  login: string;
  password: string;
  serverName: string;
  accountName: string;
}

/** The first rule a submission breaks, in the product order (docs/product.md §5), or null. */
export function submitProblem(context: AddAccountContext): string | null {
  if (!context.user) return ADD_ACCOUNT_MESSAGES.noUser;
  if (context.accountName.trim() === '' || context.password === '')
    return ADD_ACCOUNT_MESSAGES.requiredFields;
  if (context.accountNumber.trim() === '') return ADD_ACCOUNT_MESSAGES.accountNumber;
  if (context.verification !== 'verified') return ADD_ACCOUNT_MESSAGES.verifyFirst;
  if (context.server.trim() === '') return ADD_ACCOUNT_MESSAGES.server;
  return null;
}

export function provisionErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.message.trim() || ADD_ACCOUNT_MESSAGES.provisionFailed;
  return ADD_ACCOUNT_MESSAGES.unexpected;
}

export const addAccountMachine = setup({
  types: {
    context: {} as AddAccountContext,
    events: {} as AddAccountEvent,
    input: {} as { user: AdminUser | null; brandName: string },
  },
  actors: {
    checkAffiliation: fromPromise<{ isAffiliated: boolean; message: string }, { accountNumber: string }>(() =>
      Promise.reject(new Error('addAccountMachine: the checkAffiliation actor was not provided')),
    ),
    searchServers: fromPromise<ServerOption[], { term: string }>(() =>
      Promise.reject(new Error('addAccountMachine: the searchServers actor was not provided')),
    ),
    provision: fromPromise<TradingAccountEntry, ProvisionInput>(() =>
      Promise.reject(new Error('addAccountMachine: the provision actor was not provided')),
    ),
  },
  actions: {
    change: assign(({ context }, params: { patch: Partial<AddAccountFields>; numberLocked: boolean }) => {
      const patch = { ...params.patch };
      if (params.numberLocked) delete patch.accountNumber;
      const numberChanged =
        patch.accountNumber !== undefined && patch.accountNumber !== context.accountNumber;
      return {
        ...patch,
        error: null,
        ...(numberChanged ? { verification: 'idle' as const, affiliationMessage: null } : {}),
      };
    }),
    needNumber: assign({ error: ADD_ACCOUNT_MESSAGES.accountNumber }),
    startChecking: assign({
      verification: 'checking' as const,
      affiliationMessage: ADD_ACCOUNT_MESSAGES.checking,
      error: null,
    }),
    affiliated: assign(({ context }) => ({
      verification: 'verified' as const,
      affiliationMessage: affiliatedMessage(context.brandName),
    })),
    notAffiliated: assign((_, params: { message: string }) => ({
      verification: 'failed' as const,
      affiliationMessage: notAffiliatedMessage(params.message),
    })),
    checkFailed: assign({
      verification: 'failed' as const,
      affiliationMessage: ADD_ACCOUNT_MESSAGES.affiliationServerError,
    }),
    setSearch: assign((_, params: { term: string }) => ({ serverSearch: params.term })),
    applyServerList: assign(({ context }, params: { outcome: ServerListOutcome }) => ({
      servers: params.outcome.servers,
      serverMessage: params.outcome.message,
      server: serverToSelect(params.outcome, context.server),
    })),
    selectServer: assign((_, params: { server: string }) => ({ server: params.server, error: null })),
    setManual: assign((_, params: { text: string }) => ({ manualServer: params.text })),
    addManual: assign(({ context }) => {
      const added = addManualServer(context.servers, context.manualServer);
      return added ? { servers: added.servers, server: added.selected, manualServer: '', error: null } : {};
    }),
    showProblem: assign(({ context }) => ({ error: submitProblem(context) })),
    showProvisionError: assign((_, params: { error: unknown }) => ({
      error: provisionErrorText(params.error),
    })),
    showAdded: assign({ error: null, success: ADD_ACCOUNT_MESSAGES.added }),
    /** Provided by the page: the user's list entry now has this account. */
    accountAdded: (_, _params: { user: AdminUser }) => undefined,
    logError: (_, params: { error: unknown }) => {
      console.error('Error adding trading account:', params.error);
    },
  },
  guards: {
    hasNumber: ({ context }) => context.accountNumber.trim() !== '',
    canSubmit: ({ context }) => submitProblem(context) === null,
  },
}).createMachine({
  id: 'adminAddAccount',
  context: ({ input }) => ({
    user: input.user,
    brandName: input.brandName,
    accountName: input.user ? fullName(input.user) : '',
    accountNumber: '',
    password: '',
    verification: 'idle',
    affiliationMessage: null,
    servers: [],
    server: '',
    serverSearch: '',
    manualServer: '',
    serverMessage: null,
    error: null,
    success: null,
  }),
  initial: 'unverified',
  on: { CLOSE: '.closed' },
  states: {
    unverified: {
      on: {
        CHANGE: {
          actions: { type: 'change', params: ({ event }) => ({ patch: event.patch, numberLocked: false }) },
        },
        CHECK: [{ guard: 'hasNumber', target: 'checking' }, { actions: 'needNumber' }],
        SUBMIT: { actions: 'showProblem' },
      },
    },
    checking: {
      entry: 'startChecking',
      invoke: {
        src: 'checkAffiliation',
        input: ({ context }) => ({ accountNumber: context.accountNumber.trim() }),
        onDone: [
          { guard: ({ event }) => event.output.isAffiliated, target: 'verified', actions: 'affiliated' },
          {
            target: 'unverified',
            actions: { type: 'notAffiliated', params: ({ event }) => ({ message: event.output.message }) },
          },
        ],
        onError: {
          target: 'unverified',
          actions: ['checkFailed', { type: 'logError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    verified: {
      initial: 'searching',
      on: {
        CHANGE: {
          actions: { type: 'change', params: ({ event }) => ({ patch: event.patch, numberLocked: true }) },
        },
        SEARCH: {
          target: '.typing',
          actions: { type: 'setSearch', params: ({ event }) => ({ term: event.term }) },
        },
        SELECT_SERVER: {
          actions: { type: 'selectServer', params: ({ event }) => ({ server: event.server }) },
        },
        SET_MANUAL: { actions: { type: 'setManual', params: ({ event }) => ({ text: event.text }) } },
        ADD_MANUAL: { actions: 'addManual' },
      },
      states: {
        typing: {
          after: { [SEARCH_DEBOUNCE_MS]: 'searching' },
          on: { SUBMIT: { actions: 'showProblem' } },
        },
        searching: {
          invoke: {
            src: 'searchServers',
            input: ({ context }) => ({ term: context.serverSearch }),
            onDone: {
              target: 'ready',
              actions: {
                type: 'applyServerList',
                params: ({ event }) => ({ outcome: searchSucceeded(event.output) }),
              },
            },
            onError: {
              target: 'ready',
              actions: [
                {
                  type: 'applyServerList',
                  params: ({ context }) => ({ outcome: searchFailed(context.serverSearch) }),
                },
                { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
          on: { SUBMIT: { actions: 'showProblem' } },
        },
        ready: {
          on: {
            SUBMIT: [{ guard: 'canSubmit', target: 'submitting' }, { actions: 'showProblem' }],
          },
        },
        submitting: {
          entry: assign({ error: null }),
          on: { CHANGE: {}, SEARCH: {}, SELECT_SERVER: {}, ADD_MANUAL: {} },
          invoke: {
            src: 'provision',
            input: ({ context }) => ({
              userId: context.user!.id,
              login: context.accountNumber.trim(),
              password: context.password,
              serverName: context.server,
              accountName: context.accountName.trim(),
            }),
            onDone: {
              target: '#adminAddAccount.succeeded',
              actions: [
                'showAdded',
                {
                  type: 'accountAdded',
                  params: ({ context, event }) => ({
                    user: { ...context.user!, tradingAccount: event.output },
                  }),
                },
              ],
            },
            onError: {
              target: 'ready',
              actions: [
                { type: 'showProvisionError', params: ({ event }) => ({ error: event.error }) },
                { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    succeeded: {
      after: { [AUTO_CLOSE_MS]: 'closed' },
    },
    closed: { type: 'final' },
  },
});
