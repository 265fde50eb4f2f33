// Strategy subscriptions of one account and the trade-size modal (docs/product.md §2 strategy card, §4 "Strategy
// subscribe, unsubscribe and edit", §5 trade volume, §8 messages). The list is loaded by
// `loadSubscriptions`. Subscribe and edit run the shared copy-subscription flow as the child `flow`: the
// modal sends the form's events to it, it sends the request with the screen's submit actor (./api.ts),
// and once it ends the tab says so and re-fetches the list; the request carries the guardrails the person
// set, and the server fills the rest (docs/product.md §5). Unsubscribing asks to confirm and removes the
// subscription locally.
import { assign, fromPromise, setup } from 'xstate';
import { copySubscriptionMachine } from '@/flows/copy-subscription';
import { loggedAs, notProvided } from '@/lib/machine-parts';
import {
  COPY_MESSAGES,
  flowInputOf,
  openedModal,
  savedMessage,
  subscriptionIdOf,
  withoutCurrent,
  CLOSED_MODAL,
  type CopyTradingContext,
  type CopyTradingEvent,
  type LoadedSubscriptions,
  type OpenEvent,
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
    unsubscribe: fromPromise<void, { subscriberId: string; subscriptionId: string }>(missing('unsubscribe')),
  },
  actions: {
    openModal: assign((_, params: OpenEvent<string>) => openedModal(params)),
    closeModal: assign(CLOSED_MODAL),
    setNotice: assign((_, params: { message: string }) => ({
      notice: params.message,
      mode: null,
      error: null,
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
          invoke: {
            id: 'flow',
            src: 'copySubscription',
            input: ({ context }) => flowInputOf(context),
            onDone: {
              target: '#copyTrading.loading',
              actions: {
                type: 'setNotice',
                params: ({ context, event }) => ({
                  message: savedMessage(context.mode, event.output.answer),
                }),
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
