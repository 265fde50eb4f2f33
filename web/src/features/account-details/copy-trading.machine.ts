// Strategy subscriptions of one account and the trade-size modal (docs/product.md §2 strategy card, §4 "Strategy
// subscribe, unsubscribe and edit", §5 trade volume, §8 messages). The list is loaded by
// `loadSubscriptions`; the modal submits through `subscribe`, `updateVolume` or `unsubscribe`.
// Unsubscribing removes the subscription locally; after subscribe or edit the list is re-fetched.
// Subscribe and Save wait for the risk preview (loaded or failed) and for the acknowledgement it asks
// for; the admins' guardrail defaults load on their own and only fill the form: the request carries the
// fields the person set, and the server fills the rest (docs/product.md §5).
import { errorMessage } from '@/lib/error-message';
import { assign, fromPromise, setup } from 'xstate';
import {
  NO_GUARDRAILS,
  tradeVolumeSchema,
  type GuardrailChoices,
  type Guardrails,
  type PreviewAccount,
  type RiskAcknowledgement,
  type StrategyRiskBasis,
  type StrategySubscription,
} from '@copydesk/functions/contract';
import { TRADE_VOLUME, tradeVolumeOrDefault } from '@copydesk/functions/product-rules';
import { formOf, readGuardrails, type GuardrailForm } from '@/lib/guardrail-form';
import {
  choicesOf,
  fieldsSet,
  formWithDefaults,
  neededAcknowledgement,
  NO_RISK,
  type GuardrailField,
  type RiskState,
} from '@/lib/trade-size-risk';

export type { RiskState } from '@/lib/trade-size-risk';

export const COPY_MESSAGES = {
  subscribed: 'Successfully subscribed to strategy!',
  subscribedRestored: 'Successfully subscribed to strategy! Your copy-trading profile was restored.',
  subscribedNew: 'Successfully subscribed to strategy! A copy-trading profile was created for this account.',
  unsubscribed: 'Successfully unsubscribed from strategy!',
  updated: 'Successfully updated subscription settings!',
  subscribeFailed: 'Failed to subscribe to strategy',
  unsubscribeFailed: 'Failed to unsubscribe from strategy',
  updateFailed: 'Failed to update subscription',
  volume: 'Trade volume must be between 0.01 and 100',
  acknowledge: 'Please acknowledge the risk of this lot size first.',
} as const;

export type ModalMode = 'subscribe' | 'edit' | 'unsubscribe';

export interface SubscribeResult {
  subscriberCreated: boolean;
  subscriberRestored: boolean;
}

export interface SubscribeInput {
  subscriberId: string;
  subscriberName: string;
  strategyId: string;
  tradeVolume: number;
  /** Only the guardrails the person set. */
  guardrails: GuardrailChoices;
  riskAcknowledgement?: RiskAcknowledgement;
}

export interface UpdateInput {
  subscriberId: string;
  strategyId: string;
  tradeVolume: number;
  /** Only the guardrails the person changed. */
  guardrails: GuardrailChoices;
  riskAcknowledgement?: RiskAcknowledgement;
}

/** The strategy's risk basis, the admins' threshold and the conversion rate, loaded on opening. */
export interface RiskData {
  basis: StrategyRiskBasis;
  acknowledgeAbovePercent: number;
  /** The account's currency units per unit of the strategy's; null when none could be read. */
  rate: number | null;
}

export interface CopyTradingContext {
  subscriberId: string;
  subscriberName: string;
  subscriptions: StrategySubscription[];
  mode: ModalMode | null;
  strategyId: string;
  strategyName: string;
  volume: string;
  guard: GuardrailForm;
  /** The guardrails the person set in this modal: only these are sent. */
  guardSet: GuardrailField[];
  /** The admins' defaults for a new subscription: they fill the form when they arrive. */
  defaultsStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** The account's equity, currency and leverage when the modal opened (null: not read). */
  account: PreviewAccount | null;
  acknowledged: boolean;
  risk: RiskState;
  error: string | null;
  notice: string | null;
}

type OpenEvent<T extends string> = {
  type: T;
  strategyId: string;
  strategyName: string;
  account?: PreviewAccount | null;
};

export type CopyTradingEvent =
  | OpenEvent<'OPEN.SUBSCRIBE'>
  | OpenEvent<'OPEN.EDIT'>
  | OpenEvent<'OPEN.UNSUBSCRIBE'>
  | { type: 'VOLUME.CHANGE'; value: string }
  | { type: 'GUARD.CHANGE'; patch: Partial<GuardrailForm> }
  | { type: 'ACK.CHANGE'; value: boolean }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' }
  | { type: 'DISMISS_NOTICE' }
  | { type: 'REFRESH' };

/** Lot size of a subscription (0.01 when absent, docs/product.md §3). */
export function lotSize(subscription: StrategySubscription | undefined): number {
  return tradeVolumeOrDefault(subscription?.tradeSizeScaling.tradeVolume);
}

export function parseVolume(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return tradeVolumeSchema.safeParse(value).success ? value : null;
}

export function subscribedMessage(result: SubscribeResult): string {
  if (result.subscriberRestored) return COPY_MESSAGES.subscribedRestored;
  if (result.subscriberCreated) return COPY_MESSAGES.subscribedNew;
  return COPY_MESSAGES.subscribed;
}

function guardrailsOf(context: CopyTradingContext): Guardrails | null {
  const read = readGuardrails(context.guard);
  return read.ok ? read.value : null;
}

/** The acknowledgement the current lot asks for (null: none). */
export function acknowledgementNeeded(context: CopyTradingContext): RiskAcknowledgement | null {
  return neededAcknowledgement(context.risk, parseVolume(context.volume), context.account);
}

/** Subscribe or Save must wait: the preview is loading, or its acknowledgement is not given. */
export function confirmWaits(context: CopyTradingContext): boolean {
  if (context.mode === 'unsubscribe') return false;
  return (
    context.risk.status === 'loading' || (acknowledgementNeeded(context) !== null && !context.acknowledged)
  );
}

/** What Subscribe and Save send: the guardrails set, and the acknowledgement when one is needed. */
function requestOf(context: CopyTradingContext) {
  const acknowledgement = acknowledgementNeeded(context);
  return {
    subscriberId: context.subscriberId,
    strategyId: context.strategyId,
    tradeVolume: parseVolume(context.volume) ?? TRADE_VOLUME.default,
    guardrails: choicesOf(guardrailsOf(context) ?? NO_GUARDRAILS, context.guardSet),
    ...(acknowledgement ? { riskAcknowledgement: acknowledgement } : {}),
  };
}

export const copyTradingMachine = setup({
  types: {
    context: {} as CopyTradingContext,
    events: {} as CopyTradingEvent,
    input: {} as { subscriberId: string; subscriberName: string },
  },
  actors: {
    loadSubscriptions: fromPromise<StrategySubscription[], { subscriberId: string }>(() =>
      Promise.reject(new Error('copyTradingMachine: loadSubscriptions was not provided')),
    ),
    subscribe: fromPromise<SubscribeResult, SubscribeInput>(() =>
      Promise.reject(new Error('copyTradingMachine: subscribe was not provided')),
    ),
    updateVolume: fromPromise<void, UpdateInput>(() =>
      Promise.reject(new Error('copyTradingMachine: updateVolume was not provided')),
    ),
    loadRisk: fromPromise<RiskData, { strategyId: string; accountId: string }>(() =>
      Promise.reject(new Error('copyTradingMachine: loadRisk was not provided')),
    ),
    loadGuardrailDefaults: fromPromise<Guardrails>(() =>
      Promise.reject(new Error('copyTradingMachine: loadGuardrailDefaults was not provided')),
    ),
    unsubscribe: fromPromise<void, { subscriberId: string; subscriptionId: string }>(() =>
      Promise.reject(new Error('copyTradingMachine: unsubscribe was not provided')),
    ),
  },
  guards: {
    volumeInvalid: ({ context }) => parseVolume(context.volume) === null,
    guardInvalid: ({ context }) => guardrailsOf(context) === null,
    /** The modal's risk data has not arrived: Subscribe and Save wait for it (loaded or failed). */
    riskPending: ({ context }) => context.risk.status === 'loading',
    defaultsPending: ({ context }) => context.defaultsStatus === 'loading',
    acknowledgementMissing: ({ context }) => acknowledgementNeeded(context) !== null && !context.acknowledged,
    isSubscribe: ({ context }) => context.mode === 'subscribe',
    isEdit: ({ context }) => context.mode === 'edit',
  },
  actions: {
    setSubscriptions: assign((_, params: { subscriptions: StrategySubscription[] }) => ({
      subscriptions: params.subscriptions,
    })),
    openModal: assign(({ context, event }) => {
      if (event.type !== 'OPEN.SUBSCRIBE' && event.type !== 'OPEN.EDIT' && event.type !== 'OPEN.UNSUBSCRIBE')
        return {};
      const mode: ModalMode =
        event.type === 'OPEN.SUBSCRIBE' ? 'subscribe' : event.type === 'OPEN.EDIT' ? 'edit' : 'unsubscribe';
      const current = context.subscriptions.find((s) => s.strategyId === event.strategyId);
      return {
        mode,
        strategyId: event.strategyId,
        strategyName: event.strategyName,
        volume: String(mode === 'subscribe' ? TRADE_VOLUME.default : lotSize(current)),
        guard: formOf(mode === 'edit' ? current?.guardrails : null),
        guardSet: [],
        defaultsStatus: mode === 'subscribe' ? ('loading' as const) : ('idle' as const),
        account: event.account ?? null,
        acknowledged: false,
        risk: { ...NO_RISK, status: mode === 'unsubscribe' ? ('idle' as const) : ('loading' as const) },
        error: null,
        notice: null,
      };
    }),
    setGuard: assign(({ context, event }) =>
      event.type === 'GUARD.CHANGE'
        ? {
            guard: { ...context.guard, ...event.patch },
            guardSet: fieldsSet(context.guardSet, event.patch),
            error: null,
          }
        : {},
    ),
    setAcknowledged: assign(({ event }) =>
      event.type === 'ACK.CHANGE' ? { acknowledged: event.value } : {},
    ),
    setRisk: assign((_, params: RiskData) => ({
      risk: {
        status: 'ready' as const,
        basis: params.basis,
        acknowledgeAbovePercent: params.acknowledgeAbovePercent,
        rate: params.rate,
      },
    })),
    riskFailed: assign(({ context }) => ({ risk: { ...context.risk, status: 'failed' as const } })),
    /** A new subscription's form shows the admins' defaults (docs/product.md §5). */
    setDefaults: assign(({ context }, params: { defaults: Guardrails }) => ({
      defaultsStatus: 'ready' as const,
      guard: formWithDefaults(context.guard, context.guardSet, formOf(params.defaults)),
    })),
    defaultsFailed: assign({ defaultsStatus: 'failed' as const }),
    closeModal: assign({ mode: null, error: null }),
    /** Another lot is another figure: its acknowledgement is asked for again. */
    setVolume: assign(({ event }) =>
      event.type === 'VOLUME.CHANGE' ? { volume: event.value, error: null, acknowledged: false } : {},
    ),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    setNotice: assign((_, params: { message: string }) => ({
      notice: params.message,
      mode: null,
      error: null,
    })),
    clearNotice: assign({ notice: null }),
    removeSubscription: assign(({ context }) => ({
      subscriptions: context.subscriptions.filter((s) => s.strategyId !== context.strategyId),
    })),
    logError: (_, params: { label: string; error: unknown }) => {
      console.error(params.label, params.error);
    },
  },
}).createMachine({
  id: 'copyTrading',
  context: ({ input }) => ({
    subscriberId: input.subscriberId,
    subscriberName: input.subscriberName,
    subscriptions: [],
    mode: null,
    strategyId: '',
    strategyName: '',
    volume: String(TRADE_VOLUME.default),
    guard: formOf(null),
    guardSet: [],
    defaultsStatus: 'idle',
    account: null,
    acknowledged: false,
    risk: NO_RISK,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSubscriptions',
        input: ({ context }) => ({ subscriberId: context.subscriberId }),
        onDone: {
          target: 'ready',
          actions: { type: 'setSubscriptions', params: ({ event }) => ({ subscriptions: event.output }) },
        },
        // Only logged: the list stays as it was (docs/product.md §8).
        onError: {
          target: 'ready',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ label: 'Error fetching subscriptions:', error: event.error }),
          },
        },
      },
    },
    ready: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'OPEN.SUBSCRIBE': { target: 'editing', actions: 'openModal' },
            'OPEN.EDIT': { target: 'editing', actions: 'openModal' },
            'OPEN.UNSUBSCRIBE': { target: 'editing', actions: 'openModal' },
            DISMISS_NOTICE: { actions: 'clearNotice' },
            REFRESH: { target: '#copyTrading.loading' },
          },
        },
        editing: {
          // The risk data and the defaults load side by side, each on its own: a slow or failed
          // defaults read never holds up or drops the preview. Entered again after a refused or
          // failed confirm, each region goes on loading what has not arrived yet.
          type: 'parallel',
          states: {
            risk: {
              initial: 'opening',
              states: {
                opening: {
                  always: [{ guard: 'riskPending', target: 'loading' }, { target: 'idle' }],
                },
                loading: {
                  invoke: {
                    src: 'loadRisk',
                    input: ({ context }) => ({
                      strategyId: context.strategyId,
                      accountId: context.subscriberId,
                    }),
                    onDone: {
                      target: 'idle',
                      actions: { type: 'setRisk', params: ({ event }) => event.output },
                    },
                    // The preview says it is unavailable; Subscribe then needs "risk unknown".
                    onError: { target: 'idle', actions: 'riskFailed' },
                  },
                },
                idle: {},
              },
            },
            defaults: {
              initial: 'opening',
              states: {
                opening: {
                  always: [{ guard: 'defaultsPending', target: 'loading' }, { target: 'idle' }],
                },
                loading: {
                  invoke: {
                    src: 'loadGuardrailDefaults',
                    onDone: {
                      target: 'idle',
                      actions: { type: 'setDefaults', params: ({ event }) => ({ defaults: event.output }) },
                    },
                    // The form stays empty; the server still applies the defaults to what is not set.
                    onError: { target: 'idle', actions: 'defaultsFailed' },
                  },
                },
                idle: {},
              },
            },
          },
          on: {
            'VOLUME.CHANGE': { actions: 'setVolume' },
            'GUARD.CHANGE': { actions: 'setGuard' },
            'ACK.CHANGE': { actions: 'setAcknowledged' },
            CLOSE: { target: 'closed', actions: 'closeModal' },
            CONFIRM: [
              // Taken and ignored: Subscribe and Save wait for the preview (loaded or failed).
              { guard: 'riskPending' },
              { guard: 'isSubscribe', target: 'validating' },
              { guard: 'isEdit', target: 'validating' },
              { target: 'unsubscribing' },
            ],
          },
        },
        validating: {
          always: [
            {
              guard: 'volumeInvalid',
              target: 'editing',
              actions: { type: 'setError', params: { message: COPY_MESSAGES.volume } },
            },
            {
              guard: 'guardInvalid',
              target: 'editing',
              actions: {
                type: 'setError',
                params: ({ context }) => {
                  const read = readGuardrails(context.guard);
                  return { message: read.ok ? '' : read.error };
                },
              },
            },
            {
              guard: 'acknowledgementMissing',
              target: 'editing',
              actions: { type: 'setError', params: { message: COPY_MESSAGES.acknowledge } },
            },
            { guard: 'isSubscribe', target: 'subscribing' },
            { target: 'updating' },
          ],
        },
        subscribing: {
          invoke: {
            src: 'subscribe',
            input: ({ context }) => ({ ...requestOf(context), subscriberName: context.subscriberName }),
            onDone: {
              target: '#copyTrading.loading',
              actions: {
                type: 'setNotice',
                params: ({ event }) => ({ message: subscribedMessage(event.output) }),
              },
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'setError',
                params: ({ event }) => ({
                  message: errorMessage(event.error, COPY_MESSAGES.subscribeFailed),
                }),
              },
            },
          },
        },
        updating: {
          invoke: {
            src: 'updateVolume',
            input: ({ context }) => requestOf(context),
            onDone: {
              target: '#copyTrading.loading',
              actions: { type: 'setNotice', params: { message: COPY_MESSAGES.updated } },
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'setError', params: { message: COPY_MESSAGES.updateFailed } },
                {
                  type: 'logError',
                  params: ({ event }) => ({ label: 'Error updating subscription:', error: event.error }),
                },
              ],
            },
          },
        },
        unsubscribing: {
          invoke: {
            src: 'unsubscribe',
            input: ({ context }) => ({
              subscriberId: context.subscriberId,
              subscriptionId:
                context.subscriptions.find((s) => s.strategyId === context.strategyId)?.subscriptionId ??
                context.strategyId,
            }),
            onDone: {
              target: 'closed',
              actions: [
                'removeSubscription',
                { type: 'setNotice', params: { message: COPY_MESSAGES.unsubscribed } },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'setError', params: { message: COPY_MESSAGES.unsubscribeFailed } },
                {
                  type: 'logError',
                  params: ({ event }) => ({ label: 'Error unsubscribing:', error: event.error }),
                },
              ],
            },
          },
        },
      },
    },
  },
});
