// One broker-account flow for every screen that adds a trading account (docs/product.md §4 add-account flow,
// §5, §8): unverified -CHECK-> checking -> verified (number locked, server search) | unverified with the
// failure; SUBMIT judges the draft in the product order and provisions; the flow ends with the account.
// The client's connect page and the admin's dialog invoke it as a child and pass their differences as
// input (a BrokerAccountPolicy); the side effects come from each feature's api.ts (./broker-account-effects.ts).
import { assign, fromPromise, setup } from 'xstate';
import { accountNumberSchema, type ServerOption, type TradingAccount } from '@copydesk/functions/contract';
import { searchFailed, searchSucceeded, serverSearchTerm } from '@copydesk/functions/product-rules';
import { loggedAs, notProvided } from '@/lib/machine-parts';
import {
  changePatch,
  initialContext,
  manualServerPatch,
  numberError,
  serverListPatch,
  verdictPatch,
  type AffiliationResult,
  type BrokerAccountContext,
  type BrokerAccountEvent,
  type BrokerAccountInput,
  type ProvisionRequest,
} from './broker-account-context';
import { BROKER_ACCOUNT_MESSAGES, provisionFailureText, submitProblem } from './broker-account-rules';

const draftProblem = ({ settings, ...draft }: BrokerAccountContext) =>
  submitProblem({ ...draft, userId: settings.userId }, settings.policy);
const missing = notProvided('brokerAccountFlow');

export const brokerAccountFlow = setup({
  types: {
    context: {} as BrokerAccountContext,
    events: {} as BrokerAccountEvent,
    input: {} as BrokerAccountInput,
    output: {} as { account: TradingAccount | null },
  },
  actors: {
    checkAffiliation: fromPromise<AffiliationResult, { accountNumber: string }>(missing('checkAffiliation')),
    searchServers: fromPromise<ServerOption[], { term: string }>(missing('searchServers')),
    provision: fromPromise<TradingAccount, ProvisionRequest>(missing('provision')),
  },
  delays: { searchDebounce: ({ context }) => context.settings.policy.searchDebounceMs ?? 0 },
  guards: {
    numberInvalid: ({ context }) => !accountNumberSchema.safeParse(context.accountNumber).success,
    searchAsYouType: ({ context }) => context.settings.policy.searchDebounceMs !== null,
    canSubmit: ({ context }) => draftProblem(context) === null,
  },
  actions: {
    change: assign(({ event }, params: { numberLocked: boolean }) =>
      event.type === 'CHANGE' ? changePatch(event.patch, params.numberLocked) : {},
    ),
    setNumberError: assign(({ context }) => ({ error: numberError(context.accountNumber) })),
    startChecking: assign({
      verification: 'checking',
      affiliationMessage: BROKER_ACCOUNT_MESSAGES.checking,
      error: null,
    }),
    setVerdict: assign(({ context }, params: { verdict: AffiliationResult | 'unanswered' }) =>
      verdictPatch(params.verdict, context.settings.brandName),
    ),
    applyServerList: assign(({ context }, params: { found: ServerOption[] | 'failed' }) =>
      serverListPatch(
        params.found === 'failed' ? searchFailed(context.searchTerm) : searchSucceeded(params.found),
        context.server,
      ),
    ),
    setSearch: assign(({ event }) => (event.type === 'SEARCH.TYPE' ? { searchTerm: event.term } : {})),
    selectServer: assign(({ event }) =>
      event.type === 'SELECT_SERVER' ? { server: event.server, error: null } : {},
    ),
    addManual: assign(({ context }) => manualServerPatch(context)),
    setTerms: assign(({ event }) => (event.type === 'TERMS' ? { acceptTerms: event.accepted } : {})),
    showProblem: assign(({ context }) => ({ error: draftProblem(context) })),
    showFailure: assign(({ context }, params: { error: unknown }) => ({
      error: provisionFailureText(params.error, context.settings.policy.failureWording),
    })),
    reset: assign(({ context }) => initialContext(context.settings)),
    logError: (_, params: { label: string; error: unknown }) => {
      console.error(params.label, params.error);
    },
  },
}).createMachine({
  id: 'brokerAccount',
  context: ({ input }) => initialContext(input),
  output: ({ context }) => ({ account: context.account }),
  initial: 'unverified',
  states: {
    unverified: {
      on: {
        CHANGE: { actions: { type: 'change', params: { numberLocked: false } } },
        CHECK: [{ guard: 'numberInvalid', actions: 'setNumberError' }, { target: 'checking' }],
        SUBMIT: { actions: 'showProblem' },
      },
    },
    checking: {
      entry: 'startChecking',
      invoke: {
        src: 'checkAffiliation',
        input: ({ context }) => ({ accountNumber: context.accountNumber.trim() }),
        onDone: [
          {
            guard: ({ event }) => event.output.isAffiliated,
            target: 'verified',
            actions: { type: 'setVerdict', params: ({ event }) => ({ verdict: event.output }) },
          },
          {
            target: 'unverified',
            actions: { type: 'setVerdict', params: ({ event }) => ({ verdict: event.output }) },
          },
        ],
        onError: {
          target: 'unverified',
          actions: [
            { type: 'setVerdict', params: { verdict: 'unanswered' } },
            { type: 'logError', params: loggedAs('Error checking affiliation:') },
          ],
        },
      },
    },
    verified: {
      initial: 'searching',
      on: {
        CHANGE: { actions: { type: 'change', params: { numberLocked: true } } },
        'SEARCH.TYPE': [
          { guard: 'searchAsYouType', target: '.typing', actions: 'setSearch' },
          { actions: 'setSearch' },
        ],
        SEARCH: '.searching',
        SELECT_SERVER: { actions: 'selectServer' },
        ADD_MANUAL: { actions: 'addManual' },
        TERMS: { actions: 'setTerms' },
        RESET: { target: 'unverified', actions: 'reset' },
        SUBMIT: { actions: 'showProblem' },
      },
      states: {
        typing: { after: { searchDebounce: 'searching' } },
        searching: {
          invoke: {
            src: 'searchServers',
            input: ({ context }) => ({ term: serverSearchTerm(context.searchTerm) }),
            onDone: {
              target: 'ready',
              actions: { type: 'applyServerList', params: ({ event }) => ({ found: event.output }) },
            },
            onError: {
              target: 'ready',
              actions: [
                { type: 'applyServerList', params: { found: 'failed' } },
                { type: 'logError', params: loggedAs('Error searching servers:') },
              ],
            },
          },
        },
        ready: {
          on: { SUBMIT: [{ guard: 'canSubmit', target: 'submitting' }, { actions: 'showProblem' }] },
        },
        submitting: {
          entry: assign({ error: null }),
          // The draft is sent: nothing changes it until the answer comes.
          on: {
            CHANGE: {},
            'SEARCH.TYPE': {},
            SEARCH: {},
            SELECT_SERVER: {},
            ADD_MANUAL: {},
            TERMS: {},
            RESET: {},
          },
          invoke: {
            src: 'provision',
            input: ({ context }) => ({
              userId: context.settings.userId ?? '', // canSubmit refused a draft without a user
              login: context.accountNumber.trim(),
              password: context.password,
              serverName: context.server,
              accountName: context.accountName.trim(),
            }),
            onDone: {
              target: '#brokerAccount.provisioned',
              actions: assign(({ event }) => ({ account: event.output })),
            },
            onError: {
              target: 'ready',
              actions: [
                { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'logError', params: loggedAs('Error adding trading account:') },
              ],
            },
          },
        },
      },
    },
    // The broker password is not kept once the account exists.
    provisioned: { type: 'final', entry: assign({ password: '', error: null }) },
  },
});
