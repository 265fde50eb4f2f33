// Admin "Add/Change Strategy" (docs/product.md §2 modal, §4 add strategy flow, §5, §8): only for a user with a
// trading account; strategies load, the admin picks one and a trade volume (min 0.01); then the
// subscriber is looked up by the account id, created when there is none, and subscribed. Success marks
// the list entry strategySubscription with the strategy details and closes after 2 s. Only the guardrails
// (docs/product.md §5) the admin set are sent: an existing subscription keeps its own for the rest and a
// new one takes the admins' defaults. The chosen strategy's risk preview loads first, and Subscribe
// waits for it and for the acknowledgement it asks for, which the server records in the audit log.
import { AUTO_CLOSE_MS } from '@/flows/admin-dialog/auto-close';
import { assign, fromPromise, setup } from 'xstate';
import {
  tradeVolumeSchema,
  type GuardrailChoices,
  type PreviewAccount,
  type RiskAcknowledgement,
  type StrategyRiskBasis,
  type Strategy,
} from '@copydesk/functions/contract';
import { tradeVolumeOrDefault } from '@copydesk/functions/product-rules';
import { formOf, readGuardrails, type GuardrailForm } from '@/lib/guardrail-form';
import {
  choicesOf,
  fieldsSet,
  neededAcknowledgement,
  NO_RISK,
  type GuardrailField,
  type RiskState,
} from '@/lib/trade-size-risk';
import type { AdminUser } from '../admin-users';

export const STRATEGY_MESSAGES = {
  needsAccount: 'User must have a trading account before they can subscribe to strategies.',
  loadFailed: 'Failed to load strategies. Please try again later.',
  selectStrategy: 'Missing required information. Please select a strategy.',
  subscribeFailed: 'Failed to subscribe to strategy. Please try again later.',
  acknowledge: "Please acknowledge the risk of this lot size on the client's behalf first.",
  unknownStrategy: 'Unknown Strategy',
} as const;

export function subscribedMessage(name: string | null | undefined): string {
  return `Successfully subscribed user to strategy: ${name?.trim() || STRATEGY_MESSAGES.unknownStrategy}`;
}

export interface AddStrategyContext {
  user: AdminUser;
  strategies: Strategy[];
  strategyId: string;
  volume: string;
  guard: GuardrailForm;
  /** The guardrails the admin set: only these are sent. */
  guardSet: GuardrailField[];
  /** The chosen strategy's risk preview and the client's account it is for (null: not read). */
  risk: RiskState;
  account: PreviewAccount | null;
  acknowledged: boolean;
  subscriberId: string | null;
  error: string | null;
  success: string | null;
}

export interface AdminSubscribeInput {
  subscriberId: string;
  strategyId: string;
  tradeVolume: number;
  subscriberName: string;
  guardrails?: GuardrailChoices;
  riskAcknowledgement?: RiskAcknowledgement;
}

/** The strategy's risk basis, the admins' threshold and the client's account, read on choosing it. */
export interface AdminRiskData {
  basis: StrategyRiskBasis;
  acknowledgeAbovePercent: number;
  /** The client's currency units per unit of the strategy's; null when none could be read. */
  rate: number | null;
  account: PreviewAccount | null;
}

export type AddStrategyEvent =
  | { type: 'SELECT'; strategyId: string }
  | { type: 'SET_VOLUME'; volume: string }
  | { type: 'SET_GUARD'; patch: Partial<GuardrailForm> }
  | { type: 'ACKNOWLEDGE'; value: boolean }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

/** The volume problem (docs/product.md §5: min 0.01, step 0.01, at most 100), or null. */
export function volumeProblem(volume: string): string | null {
  const result = tradeVolumeSchema.safeParse(Number(volume.trim() === '' ? Number.NaN : volume));
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid trade volume');
}

/** The guardrails to send: undefined when none was set; the reading's message when they do not pass. */
function guardrailsOf(context: AddStrategyContext): { value?: GuardrailChoices; problem: string | null } {
  if (context.guardSet.length === 0) return { problem: null };
  const read = readGuardrails(context.guard);
  return read.ok
    ? { value: choicesOf(read.value, context.guardSet), problem: null }
    : { problem: read.error };
}

/** The acknowledgement the chosen lot asks for (null: none). */
export function adminAcknowledgementNeeded(context: AddStrategyContext): RiskAcknowledgement | null {
  const volume = volumeProblem(context.volume) === null ? Number(context.volume) : null;
  return neededAcknowledgement(context.risk, volume, context.account);
}

/** Subscribe waits: the preview is loading, or its acknowledgement is not given. */
export function adminSubmitWaits(context: AddStrategyContext): boolean {
  return (
    context.risk.status === 'loading' ||
    (adminAcknowledgementNeeded(context) !== null && !context.acknowledged)
  );
}

function accountOf(context: AddStrategyContext) {
  return context.user.tradingAccount!;
}

export const addStrategyMachine = setup({
  types: {
    context: {} as AddStrategyContext,
    events: {} as AddStrategyEvent,
    input: {} as { user: AdminUser },
  },
  actors: {
    loadStrategies: fromPromise<Strategy[]>(() =>
      Promise.reject(new Error('addStrategyMachine: the loadStrategies actor was not provided')),
    ),
    findSubscriber: fromPromise<{ id: string } | null, { accountId: string }>(() =>
      Promise.reject(new Error('addStrategyMachine: the findSubscriber actor was not provided')),
    ),
    createSubscriber: fromPromise<{ id: string }, { accountId: string; name: string }>(() =>
      Promise.reject(new Error('addStrategyMachine: the createSubscriber actor was not provided')),
    ),
    subscribe: fromPromise<void, AdminSubscribeInput>(() =>
      Promise.reject(new Error('addStrategyMachine: the subscribe actor was not provided')),
    ),
    loadRisk: fromPromise<AdminRiskData, { strategyId: string; accountId: string }>(() =>
      Promise.reject(new Error('addStrategyMachine: the loadRisk actor was not provided')),
    ),
  },
  actions: {
    setStrategies: assign(({ context }, params: { strategies: Strategy[] }) => {
      const known = params.strategies.some((s) => s._id === context.strategyId);
      return known
        ? { strategies: params.strategies }
        : { strategies: params.strategies, strategyId: '', risk: NO_RISK };
    }),
    select: assign((_, params: { strategyId: string }) => ({
      strategyId: params.strategyId,
      risk: { ...NO_RISK, status: params.strategyId === '' ? ('idle' as const) : ('loading' as const) },
      acknowledged: false,
      error: null,
    })),
    /** Another lot is another figure: its acknowledgement is asked for again. */
    setVolume: assign((_, params: { volume: string }) => ({
      volume: params.volume,
      acknowledged: false,
      error: null,
    })),
    setGuard: assign(({ context }, params: { patch: Partial<GuardrailForm> }) => ({
      guard: { ...context.guard, ...params.patch },
      guardSet: fieldsSet(context.guardSet, params.patch),
      error: null,
    })),
    setRisk: assign((_, params: AdminRiskData) => ({
      risk: {
        status: 'ready' as const,
        basis: params.basis,
        acknowledgeAbovePercent: params.acknowledgeAbovePercent,
        rate: params.rate,
      },
      account: params.account,
    })),
    riskFailed: assign(({ context }) => ({ risk: { ...context.risk, status: 'failed' as const } })),
    setAcknowledged: assign((_, params: { value: boolean }) => ({ acknowledged: params.value })),
    showProblem: assign(({ context }) => ({
      error:
        context.strategyId === ''
          ? STRATEGY_MESSAGES.selectStrategy
          : (volumeProblem(context.volume) ??
            guardrailsOf(context).problem ??
            (adminAcknowledgementNeeded(context) !== null && !context.acknowledged
              ? STRATEGY_MESSAGES.acknowledge
              : null)),
    })),
    setSubscriber: assign((_, params: { id: string }) => ({ subscriberId: params.id })),
    clearError: assign({ error: null }),
    showLoadError: assign({ error: STRATEGY_MESSAGES.loadFailed }),
    showSubscribeError: assign({ error: STRATEGY_MESSAGES.subscribeFailed }),
    showSubscribed: assign(({ context }) => ({
      error: null,
      success: subscribedMessage(context.strategies.find((s) => s._id === context.strategyId)?.name),
    })),
    /** Provided by the page: the list entry with its new strategy. */
    strategyAdded: (_, _params: { user: AdminUser }) => undefined,
    logError: (_, params: { error: unknown }) => {
      console.error('Error subscribing user to strategy:', params.error);
    },
  },
  guards: {
    hasAccount: ({ context }) => context.user.tradingAccount !== null,
    canSubmit: ({ context }) =>
      context.strategyId !== '' &&
      volumeProblem(context.volume) === null &&
      guardrailsOf(context).problem === null &&
      !adminSubmitWaits(context),
    riskPending: ({ context }) => context.risk.status === 'loading',
  },
}).createMachine({
  id: 'adminAddStrategy',
  context: ({ input }) => ({
    user: input.user,
    strategies: [],
    strategyId: input.user.strategyDetails?.id ?? '',
    volume: String(tradeVolumeOrDefault(input.user.strategyDetails?.tradeVolume)),
    guard: formOf(null),
    guardSet: [],
    risk: { ...NO_RISK, status: input.user.strategyDetails?.id ? ('loading' as const) : ('idle' as const) },
    account: null,
    acknowledged: false,
    subscriberId: null,
    error: null,
    success: null,
  }),
  initial: 'starting',
  on: { CLOSE: '.closed' },
  states: {
    starting: {
      always: [
        { guard: 'hasAccount', target: 'loadingStrategies' },
        { target: 'blocked', actions: assign({ error: STRATEGY_MESSAGES.needsAccount }) },
      ],
    },
    blocked: {},
    loadingStrategies: {
      invoke: {
        src: 'loadStrategies',
        onDone: {
          target: 'editing',
          actions: { type: 'setStrategies', params: ({ event }) => ({ strategies: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: ['showLoadError', { type: 'logError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    loadFailed: {},
    editing: {
      initial: 'checking',
      states: {
        // Entered on choosing a strategy and after a failed try: loads the preview until it arrives.
        checking: { always: [{ guard: 'riskPending', target: 'loadingRisk' }, { target: 'idle' }] },
        loadingRisk: {
          invoke: {
            src: 'loadRisk',
            input: ({ context }) => ({
              strategyId: context.strategyId,
              accountId: accountOf(context).metaApiAccountId,
            }),
            onDone: { target: 'idle', actions: { type: 'setRisk', params: ({ event }) => event.output } },
            // Unavailable: Subscribe then needs the "risk unknown" acknowledgement.
            onError: { target: 'idle', actions: 'riskFailed' },
          },
        },
        idle: {},
      },
      on: {
        SELECT: {
          target: '.checking',
          actions: { type: 'select', params: ({ event }) => ({ strategyId: event.strategyId }) },
        },
        ACKNOWLEDGE: {
          actions: { type: 'setAcknowledged', params: ({ event }) => ({ value: event.value }) },
        },
        SET_VOLUME: { actions: { type: 'setVolume', params: ({ event }) => ({ volume: event.volume }) } },
        SET_GUARD: { actions: { type: 'setGuard', params: ({ event }) => ({ patch: event.patch }) } },
        SUBMIT: [
          { guard: 'canSubmit', target: 'findingSubscriber', actions: 'clearError' },
          { actions: 'showProblem' },
        ],
      },
    },
    findingSubscriber: {
      invoke: {
        src: 'findSubscriber',
        input: ({ context }) => ({ accountId: accountOf(context).metaApiAccountId }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'subscribing',
            actions: { type: 'setSubscriber', params: ({ event }) => ({ id: event.output!.id }) },
          },
          { target: 'creatingSubscriber' },
        ],
        onError: {
          target: 'editing',
          actions: [
            'showSubscribeError',
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    creatingSubscriber: {
      invoke: {
        src: 'createSubscriber',
        input: ({ context }) => ({
          accountId: accountOf(context).metaApiAccountId,
          name: accountOf(context).accountName || accountOf(context).accountNumber,
        }),
        onDone: {
          target: 'subscribing',
          actions: { type: 'setSubscriber', params: ({ event }) => ({ id: event.output.id }) },
        },
        onError: {
          target: 'editing',
          actions: [
            'showSubscribeError',
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    subscribing: {
      invoke: {
        src: 'subscribe',
        input: ({ context }) => {
          const acknowledgement = adminAcknowledgementNeeded(context);
          return {
            subscriberId: context.subscriberId!,
            strategyId: context.strategyId,
            tradeVolume: Number(context.volume),
            subscriberName: accountOf(context).accountName || accountOf(context).accountNumber,
            ...(guardrailsOf(context).value ? { guardrails: guardrailsOf(context).value } : {}),
            ...(acknowledgement ? { riskAcknowledgement: acknowledgement } : {}),
          };
        },
        onDone: {
          target: 'subscribed',
          actions: [
            'showSubscribed',
            {
              type: 'strategyAdded',
              params: ({ context }) => {
                const strategy = context.strategies.find((s) => s._id === context.strategyId);
                return {
                  user: {
                    ...context.user,
                    strategySubscription: true,
                    strategyDetails: {
                      id: context.strategyId,
                      name: strategy?.name ?? STRATEGY_MESSAGES.unknownStrategy,
                      tradeVolume: Number(context.volume),
                    },
                  },
                };
              },
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            'showSubscribeError',
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    subscribed: {
      after: { [AUTO_CLOSE_MS]: 'closed' },
    },
    closed: { type: 'final' },
  },
});
