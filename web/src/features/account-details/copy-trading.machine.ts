// Strategy subscriptions of one account and the trade-size modal (docs/product.md §2 strategy card, §4 "Strategy
// subscribe, unsubscribe and edit", §5 trade volume, §8 messages). The list is loaded by
// `loadSubscriptions`; the modal submits through `subscribe`, `updateVolume` or `unsubscribe`.
// Unsubscribing removes the subscription locally; after subscribe or edit the list is re-fetched.
import { assign, fromPromise, setup } from 'xstate';
import {
  NO_GUARDRAILS,
  RISK_ACKNOWLEDGE_DEFAULT_PERCENT,
  tradeVolumeSchema,
  type GuardrailSettings,
  type Guardrails,
  type StrategyRiskBasis,
  type StrategySubscription,
} from '@copydesk/functions/contract';
import { TRADE_VOLUME, tradeVolumeOrDefault } from '@copydesk/functions/rules';
import { formOf, readGuardrails, type GuardrailForm } from '@/lib/guardrail-form';

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
  guardrails: Guardrails;
}

export interface UpdateInput {
  subscriberId: string;
  strategyId: string;
  tradeVolume: number;
  guardrails: Guardrails;
}

/** The strategy's risk basis and the admins' guardrail settings, loaded when the modal opens. */
export interface RiskData {
  basis: StrategyRiskBasis;
  settings: GuardrailSettings;
}

export interface RiskState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  basis: StrategyRiskBasis | null;
  acknowledgeAbovePercent: number;
}

const NO_RISK: RiskState = {
  status: 'idle',
  basis: null,
  acknowledgeAbovePercent: RISK_ACKNOWLEDGE_DEFAULT_PERCENT,
};

export interface CopyTradingContext {
  subscriberId: string;
  subscriberName: string;
  subscriptions: StrategySubscription[];
  mode: ModalMode | null;
  strategyId: string;
  strategyName: string;
  volume: string;
  guard: GuardrailForm;
  acknowledged: boolean;
  risk: RiskState;
  error: string | null;
  notice: string | null;
}

export type CopyTradingEvent =
  | { type: 'OPEN.SUBSCRIBE'; strategyId: string; strategyName: string }
  | { type: 'OPEN.EDIT'; strategyId: string; strategyName: string }
  | { type: 'OPEN.UNSUBSCRIBE'; strategyId: string; strategyName: string }
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
  const read = readGuardrails(context.guard, parseVolume(context.volume));
  return read.ok ? read.value : null;
}

function thrownMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
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
    loadRisk: fromPromise<RiskData, { strategyId: string }>(() =>
      Promise.reject(new Error('copyTradingMachine: loadRisk was not provided')),
    ),
    unsubscribe: fromPromise<void, { subscriberId: string; subscriptionId: string }>(() =>
      Promise.reject(new Error('copyTradingMachine: unsubscribe was not provided')),
    ),
  },
  guards: {
    volumeInvalid: ({ context }) => parseVolume(context.volume) === null,
    guardInvalid: ({ context }) => guardrailsOf(context) === null,
    /** The modal's risk data has not arrived (a refused CONFIRM left loadingRisk and so stopped the load). */
    riskPending: ({ context }) => context.risk.status === 'loading',
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
        acknowledged: false,
        risk: { ...NO_RISK, status: mode === 'unsubscribe' ? ('idle' as const) : ('loading' as const) },
        error: null,
        notice: null,
      };
    }),
    setGuard: assign(({ context, event }) =>
      event.type === 'GUARD.CHANGE' ? { guard: { ...context.guard, ...event.patch }, error: null } : {},
    ),
    setAcknowledged: assign(({ event }) =>
      event.type === 'ACK.CHANGE' ? { acknowledged: event.value } : {},
    ),
    /** A new subscription starts with the admins' default guardrails (docs/product.md §5). */
    setRisk: assign(({ context }, params: RiskData) => ({
      risk: {
        status: 'ready' as const,
        basis: params.basis,
        acknowledgeAbovePercent: params.settings.acknowledgeAbovePercent,
      },
      ...(context.mode === 'subscribe' ? { guard: formOf(params.settings.defaults) } : {}),
    })),
    riskFailed: assign(({ context }) => ({ risk: { ...context.risk, status: 'failed' as const } })),
    closeModal: assign({ mode: null, error: null }),
    setVolume: assign(({ event }) =>
      event.type === 'VOLUME.CHANGE' ? { volume: event.value, error: null } : {},
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
          initial: 'opening',
          states: {
            // Entered on opening and again after a refused or failed confirm: loads the risk data
            // until it has arrived (unsubscribe never asks for it).
            opening: {
              always: [{ guard: 'riskPending', target: 'loadingRisk' }, { target: 'idle' }],
            },
            loadingRisk: {
              invoke: {
                src: 'loadRisk',
                input: ({ context }) => ({ strategyId: context.strategyId }),
                onDone: { target: 'idle', actions: { type: 'setRisk', params: ({ event }) => event.output } },
                // The preview says it is unavailable; subscribing still works (docs/product.md §5).
                onError: { target: 'idle', actions: 'riskFailed' },
              },
            },
            idle: {},
          },
          on: {
            'VOLUME.CHANGE': { actions: 'setVolume' },
            'GUARD.CHANGE': { actions: 'setGuard' },
            'ACK.CHANGE': { actions: 'setAcknowledged' },
            CLOSE: { target: 'closed', actions: 'closeModal' },
            CONFIRM: [
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
                  const read = readGuardrails(context.guard, parseVolume(context.volume));
                  return { message: read.ok ? '' : read.error };
                },
              },
            },
            { guard: 'isSubscribe', target: 'subscribing' },
            { target: 'updating' },
          ],
        },
        subscribing: {
          invoke: {
            src: 'subscribe',
            input: ({ context }) => ({
              subscriberId: context.subscriberId,
              subscriberName: context.subscriberName,
              strategyId: context.strategyId,
              tradeVolume: parseVolume(context.volume) ?? TRADE_VOLUME.default,
              guardrails: guardrailsOf(context) ?? NO_GUARDRAILS,
            }),
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
                  message: thrownMessage(event.error, COPY_MESSAGES.subscribeFailed),
                }),
              },
            },
          },
        },
        updating: {
          invoke: {
            src: 'updateVolume',
            input: ({ context }) => ({
              subscriberId: context.subscriberId,
              strategyId: context.strategyId,
              tradeVolume: parseVolume(context.volume) ?? TRADE_VOLUME.default,
              guardrails: guardrailsOf(context) ?? NO_GUARDRAILS,
            }),
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
