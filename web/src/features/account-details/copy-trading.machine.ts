// Strategy subscriptions of one account and the trade-size modal (docs/product.md §2 strategy card, §4 "Strategy
// subscribe, unsubscribe and edit", §5 trade volume, §8 messages). The list is loaded by
// `loadSubscriptions`. Subscribe and edit run the shared copy-subscription flow as the child `flow`
// (volume, guardrails, risk preview and its acknowledgement; the form's events are forwarded to it) and
// send what it confirms through `subscribe` or `updateVolume`, then re-fetch the list; the request
// carries the guardrails the person set, and the server fills the rest (docs/product.md §5).
// Unsubscribing asks to confirm and removes the subscription locally.
import { errorMessage } from '@/lib/error-message';
import { assign, forwardTo, fromPromise, sendTo, setup } from 'xstate';
import { copySubscriptionMachine } from '@/flows/copy-subscription';
import { loggedAs, notProvided } from '@/lib/machine-parts';
import {
  COPY_MESSAGES,
  flowInputOf,
  openedModal,
  subscribeInputOf,
  subscribedMessage,
  subscriptionIdOf,
  withoutCurrent,
  CLOSED_MODAL,
  type CopyTradingContext,
  type CopyTradingEvent,
  type LoadedSubscriptions,
  type OpenEvent,
  type SubscribeInput,
  type SubscribeResult,
  type UpdateInput,
} from './copy-trading-rules';

const missing = notProvided('copyTradingMachine');

export const copyTradingMachine = setup({
  types: {
    context: {} as CopyTradingContext,
    events: {} as CopyTradingEvent,
    input: {} as { subscriberId: string; subscriberName: string },
    children: {} as { flow: 'copySubscription' },
  },
  actors: {
    copySubscription: copySubscriptionMachine,
    loadSubscriptions: fromPromise<LoadedSubscriptions, { subscriberId: string }>(
      missing('loadSubscriptions'),
    ),
    subscribe: fromPromise<SubscribeResult, SubscribeInput>(missing('subscribe')),
    updateVolume: fromPromise<void, UpdateInput>(missing('updateVolume')),
    unsubscribe: fromPromise<void, { subscriberId: string; subscriptionId: string }>(missing('unsubscribe')),
  },
  guards: {
    isSubscribe: ({ context }) => context.mode === 'subscribe',
  },
  actions: {
    openModal: assign((_, params: OpenEvent<string>) => openedModal(params)),
    closeModal: assign(CLOSED_MODAL),
    keepRequest: assign(({ event }) =>
      event.type === 'SUBSCRIPTION.CONFIRMED' ? { request: event.request } : {},
    ),
    setNotice: assign((_, params: { message: string }) => ({
      notice: params.message,
      mode: null,
      error: null,
    })),
    submitFailed: sendTo('flow', (_, params: { message: string }) => ({
      type: 'SUBMIT.FAILED' as const,
      message: params.message,
    })),
    logError: (_, params: { label: string; error: unknown }) => {
      console.error(params.label, params.error);
    },
  },
}).createMachine({
  id: 'copyTrading',
  context: ({ input }) => ({
    ...input,
    subscriptions: [],
    accountLossLimit: undefined,
    ...CLOSED_MODAL,
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
          actions: assign(({ event }) => ({
            subscriptions: event.output.subscriptions,
            accountLossLimit: event.output.accountLossLimit,
          })),
        },
        // Only logged: the list stays as it was (docs/product.md §8).
        onError: {
          target: 'ready',
          actions: {
            type: 'logError',
            params: loggedAs('Error fetching subscriptions:'),
          },
        },
      },
    },
    ready: {
      initial: 'closed',
      on: { CLOSE: { target: '.closed', actions: 'closeModal' } },
      states: {
        closed: {
          on: {
            'OPEN.SUBSCRIBE': {
              target: 'setting',
              actions: { type: 'openModal', params: ({ event }) => event },
            },
            'OPEN.EDIT': { target: 'setting', actions: { type: 'openModal', params: ({ event }) => event } },
            'OPEN.UNSUBSCRIBE': {
              target: 'confirmingUnsubscribe',
              actions: { type: 'openModal', params: ({ event }) => event },
            },
            DISMISS_NOTICE: { actions: assign({ notice: null }) },
            REFRESH: { target: '#copyTrading.loading' },
          },
        },
        setting: {
          invoke: { id: 'flow', src: 'copySubscription', input: ({ context }) => flowInputOf(context) },
          on: {
            'VOLUME.CHANGE': { actions: forwardTo('flow') },
            'GUARD.CHANGE': { actions: forwardTo('flow') },
            'LIMITS.CHANGE': { actions: forwardTo('flow') },
            'ACK.CHANGE': { actions: forwardTo('flow') },
            CONFIRM: { actions: forwardTo('flow') },
          },
          initial: 'editing',
          states: {
            editing: {
              on: {
                'SUBSCRIPTION.CONFIRMED': [
                  { guard: 'isSubscribe', target: 'subscribing', actions: 'keepRequest' },
                  { target: 'updating', actions: 'keepRequest' },
                ],
              },
            },
            subscribing: {
              invoke: {
                src: 'subscribe',
                input: ({ context }) => subscribeInputOf(context),
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
                    type: 'submitFailed',
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
                input: ({ context }) => ({ ...context.request!, subscriberId: context.subscriberId }),
                onDone: {
                  target: '#copyTrading.loading',
                  actions: { type: 'setNotice', params: { message: COPY_MESSAGES.updated } },
                },
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'submitFailed', params: { message: COPY_MESSAGES.updateFailed } },
                    {
                      type: 'logError',
                      params: loggedAs('Error updating subscription:'),
                    },
                  ],
                },
              },
            },
          },
        },
        confirmingUnsubscribe: {
          on: { CONFIRM: 'unsubscribing' },
        },
        unsubscribing: {
          invoke: {
            src: 'unsubscribe',
            input: ({ context }) => ({
              subscriberId: context.subscriberId,
              subscriptionId: subscriptionIdOf(context),
            }),
            onDone: {
              target: 'closed',
              actions: [
                assign({ subscriptions: ({ context }) => withoutCurrent(context) }),
                { type: 'setNotice', params: { message: COPY_MESSAGES.unsubscribed } },
              ],
            },
            onError: {
              target: 'confirmingUnsubscribe',
              actions: [
                assign({ error: COPY_MESSAGES.unsubscribeFailed }),
                {
                  type: 'logError',
                  params: loggedAs('Error unsubscribing:'),
                },
              ],
            },
          },
        },
      },
    },
  },
});
