// Add trading account (docs/product.md §2 /add-trading-account, §4 affiliation + server list, §5, §8):
// idle -> checking -> verified | failed. Verified locks the number and runs a server search; the connect
// form then submits to the `connectAccount` actor. Side effects are the actors `checkAffiliation`,
// `searchServers` and `connectAccount`, provided by ./api.ts (or by tests).
import { errorMessage } from '@/lib/error-message';
import { assign, fromPromise, setup } from 'xstate';
import { accountNumberSchema, MESSAGES, type ServerOption } from '@copydesk/functions/contract';
import {
  addManualServer,
  AFFILIATION_MESSAGES,
  affiliatedMessage,
  notAffiliatedMessage,
  searchFailed,
  searchSucceeded,
  SERVER_MESSAGES,
  serverSearchTerm,
  serverToSelect,
  type ServerListOutcome,
} from '@copydesk/functions/product-rules';

export const CONNECT_MESSAGES = {
  checking: AFFILIATION_MESSAGES.checking,
  serverError: AFFILIATION_MESSAGES.serverError,
  serverListFailed: SERVER_MESSAGES.loadFailed,
  noXmServers: SERVER_MESSAGES.noBrokerServers,
  noServers: SERVER_MESSAGES.none,
  requiredFields: MESSAGES.requiredFields,
  mustAcceptTerms: 'You must accept the terms and conditions to proceed',
  connected: 'Trading account successfully connected!',
  connectFailedPrefix: 'Failed to connect trading account: ',
  noSubscription: MESSAGES.noSubscription,
  oneAccount: MESSAGES.oneAccount,
} as const;

/** The server list rules (the contract's) applied to this form's fields. */
function applyServerList(outcome: ServerListOutcome, current: string) {
  return {
    servers: outcome.servers,
    serverMessage: outcome.message,
    selectedServer: serverToSelect(outcome, current),
  };
}

export interface AffiliationResult {
  isAffiliated: boolean;
  message: string;
}

export interface ConnectInput {
  login: string;
  password: string;
  serverName: string;
  accountName: string;
}

export interface ConnectError {
  status: number | null;
  message: string;
}

export interface ConnectContext {
  uid: string;
  brandName: string;
  accountNumber: string;
  affiliationMessage: string | null;
  searchTerm: string;
  servers: ServerOption[];
  serverMessage: string | null;
  selectedServer: string;
  manualServer: string;
  accountName: string;
  password: string;
  acceptTerms: boolean;
  error: string | null;
}

export type ConnectField = 'accountNumber' | 'searchTerm' | 'manualServer' | 'accountName' | 'password';

export type ConnectEvent =
  | { type: 'FIELD.CHANGE'; field: ConnectField; value: string }
  | { type: 'CHECK' }
  | { type: 'SEARCH' }
  | { type: 'SERVER.SELECT'; name: string }
  | { type: 'SERVER.ADD_MANUAL' }
  | { type: 'TERMS.TOGGLE'; checked: boolean }
  | { type: 'SUBMIT' }
  | { type: 'RESET' };

/** Reads any thrown value as {status, message}; ApiError carries a numeric status. */
export function toConnectError(error: unknown): ConnectError {
  const status =
    typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
      ? (error as { status: number }).status
      : null;
  const message = errorMessage(error, 'Unknown error');
  return { status, message };
}

/** 403/409 answers carry the product's own sentence (no subscription, one account, not affiliated). */
export function connectFailureMessage(error: unknown): string {
  const { status, message } = toConnectError(error);
  if (status === 403 || status === 409) return message;
  return `${CONNECT_MESSAGES.connectFailedPrefix}${message}`;
}

function initialContext(uid: string, brandName: string): ConnectContext {
  return {
    uid,
    brandName,
    accountNumber: '',
    affiliationMessage: null,
    searchTerm: '',
    servers: [],
    serverMessage: null,
    selectedServer: '',
    manualServer: '',
    accountName: '',
    password: '',
    acceptTerms: false,
    error: null,
  };
}

const blank = (value: string) => value.trim() === '';

export const connectMachine = setup({
  types: {
    context: {} as ConnectContext,
    events: {} as ConnectEvent,
    input: {} as { uid: string; brandName: string },
  },
  actors: {
    /** Whether the user already has a trading account (one per subscription, docs/product.md §5). */
    hasTradingAccount: fromPromise<boolean, { uid: string }>(() => Promise.resolve(false)),
    checkAffiliation: fromPromise<AffiliationResult, { accountNumber: string }>(() =>
      Promise.reject(new Error('connectMachine: the checkAffiliation actor was not provided')),
    ),
    searchServers: fromPromise<ServerOption[], { term: string }>(() =>
      Promise.reject(new Error('connectMachine: the searchServers actor was not provided')),
    ),
    connectAccount: fromPromise<{ accountNumber: string }, ConnectInput>(() =>
      Promise.reject(new Error('connectMachine: the connectAccount actor was not provided')),
    ),
  },
  guards: {
    numberInvalid: ({ context }) => !accountNumberSchema.safeParse(context.accountNumber).success,
    isAffiliated: (_, params: { result: AffiliationResult }) => params.result.isAffiliated,
    manualServerFilled: ({ context }) => !blank(context.manualServer),
    requiredMissing: ({ context }) =>
      blank(context.accountName) || context.password === '' || blank(context.selectedServer),
    termsNotAccepted: ({ context }) => !context.acceptTerms,
  },
  actions: {
    setField: assign(({ event }) => (event.type === 'FIELD.CHANGE' ? { [event.field]: event.value } : {})),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    clearError: assign({ error: null }),
    setNumberError: assign(({ context }) => {
      const parsed = accountNumberSchema.safeParse(context.accountNumber);
      return { error: parsed.success ? null : (parsed.error.issues[0]?.message ?? MESSAGES.accountNumber) };
    }),
    setAffiliated: assign(({ context }) => ({
      affiliationMessage: affiliatedMessage(context.brandName),
      error: null,
    })),
    setNotAffiliated: assign((_, params: { message: string }) => ({
      affiliationMessage: null,
      error: notAffiliatedMessage(params.message),
    })),
    setServerError: assign({ affiliationMessage: null, error: CONNECT_MESSAGES.serverError }),
    clearServerMessage: assign({ serverMessage: null }),
    setServers: assign(({ context }, params: { servers: ServerOption[] }) =>
      applyServerList(searchSucceeded(params.servers), context.selectedServer),
    ),
    setServerFallback: assign(({ context }) =>
      applyServerList(searchFailed(context.searchTerm), context.selectedServer),
    ),
    selectServer: assign(({ event }) =>
      event.type === 'SERVER.SELECT' ? { selectedServer: event.name } : {},
    ),
    addManualServer: assign(({ context }) => {
      const added = addManualServer(context.servers, context.manualServer);
      return added ? { servers: added.servers, selectedServer: added.selected, manualServer: '' } : {};
    }),
    setTerms: assign(({ event }) => (event.type === 'TERMS.TOGGLE' ? { acceptTerms: event.checked } : {})),
    reset: assign(({ context }) => initialContext(context.uid, context.brandName)),
    logError: (_, params: { label: string; error: unknown }) => {
      console.error(params.label, params.error);
    },
  },
}).createMachine({
  id: 'connect',
  context: ({ input }) => initialContext(input.uid, input.brandName),
  initial: 'gate',
  states: {
    // One account per subscription: a user who already has one gets the docs/product.md §5 alert instead of the
    // form. A failed look-up lets the form through; the server enforces the rule anyway (409).
    gate: {
      invoke: {
        src: 'hasTradingAccount',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: [
          {
            guard: ({ event }) => event.output,
            target: 'blocked',
            actions: { type: 'setError', params: { message: MESSAGES.oneAccount } },
          },
          { target: 'idle' },
        ],
        onError: {
          target: 'idle',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ label: 'Error reading trading accounts:', error: event.error }),
          },
        },
      },
    },
    blocked: { type: 'final' },
    idle: {
      on: {
        'FIELD.CHANGE': { actions: 'setField' },
        CHECK: [
          { guard: 'numberInvalid', actions: 'setNumberError' },
          { target: 'checking', actions: 'clearError' },
        ],
      },
    },
    checking: {
      invoke: {
        src: 'checkAffiliation',
        input: ({ context }) => ({ accountNumber: context.accountNumber.trim() }),
        onDone: [
          {
            guard: { type: 'isAffiliated', params: ({ event }) => ({ result: event.output }) },
            target: 'verified',
            actions: 'setAffiliated',
          },
          {
            target: 'failed',
            actions: { type: 'setNotAffiliated', params: ({ event }) => ({ message: event.output.message }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            'setServerError',
            {
              type: 'logError',
              params: ({ event }) => ({ label: 'Error checking affiliation:', error: event.error }),
            },
          ],
        },
      },
    },
    failed: {
      on: {
        'FIELD.CHANGE': { actions: 'setField' },
        CHECK: [
          { guard: 'numberInvalid', actions: 'setNumberError' },
          { target: 'checking', actions: 'clearError' },
        ],
      },
    },
    verified: {
      initial: 'searching',
      on: {
        RESET: { target: 'idle', actions: 'reset' },
      },
      states: {
        searching: {
          entry: 'clearServerMessage',
          on: {
            'FIELD.CHANGE': { guard: ({ event }) => event.field !== 'accountNumber', actions: 'setField' },
            'TERMS.TOGGLE': { actions: 'setTerms' },
          },
          invoke: {
            src: 'searchServers',
            input: ({ context }) => ({ term: serverSearchTerm(context.searchTerm) }),
            onDone: {
              target: 'editing',
              actions: { type: 'setServers', params: ({ event }) => ({ servers: event.output }) },
            },
            onError: {
              target: 'editing',
              actions: [
                'setServerFallback',
                {
                  type: 'logError',
                  params: ({ event }) => ({ label: 'Error searching servers:', error: event.error }),
                },
              ],
            },
          },
        },
        editing: {
          on: {
            // The account number is locked once verified.
            'FIELD.CHANGE': { guard: ({ event }) => event.field !== 'accountNumber', actions: 'setField' },
            'TERMS.TOGGLE': { actions: 'setTerms' },
            'SERVER.SELECT': { actions: 'selectServer' },
            'SERVER.ADD_MANUAL': { guard: 'manualServerFilled', actions: 'addManualServer' },
            SEARCH: { target: 'searching' },
            SUBMIT: [
              {
                guard: 'requiredMissing',
                actions: { type: 'setError', params: { message: CONNECT_MESSAGES.requiredFields } },
              },
              {
                guard: 'termsNotAccepted',
                actions: { type: 'setError', params: { message: CONNECT_MESSAGES.mustAcceptTerms } },
              },
              { target: 'connecting', actions: 'clearError' },
            ],
          },
        },
        connecting: {
          invoke: {
            src: 'connectAccount',
            input: ({ context }) => ({
              login: context.accountNumber.trim(),
              password: context.password,
              serverName: context.selectedServer,
              accountName: context.accountName.trim(),
            }),
            onDone: { target: '#connect.connected' },
            onError: {
              target: 'editing',
              actions: {
                type: 'setError',
                params: ({ event }) => ({ message: connectFailureMessage(event.error) }),
              },
            },
          },
        },
      },
    },
    connected: {
      entry: assign({ password: '', error: null }),
    },
  },
});
