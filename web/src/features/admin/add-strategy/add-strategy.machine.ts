// Admin "Add/Change Strategy" (docs/product.md §2 modal, §4 add strategy flow, §5, §8): only for a user with a
// trading account; strategies load, then the shared copy-subscription flow runs as the child `flow`
// (strategy, volume, guardrails, the risk preview of the client's account and the acknowledgement the
// admin gives on the client's behalf, which the server records in the audit log; the form's events are
// forwarded to it). What it confirms is sent here: the subscriber is looked up by the account id, created
// when there is none, and subscribed with only the guardrails the admin set. Success marks the list entry
// strategySubscription with the strategy details and closes after the dialogs' auto-close.
import { AUTO_CLOSE_MS } from '@/flows/admin-dialog/auto-close';
import { assign, forwardTo, fromPromise, sendTo, setup } from 'xstate';
import type { Strategy } from '@copydesk/functions/contract';
import {
  copySubscriptionMachine,
  type CopySubscriptionEvent,
  type SubscriptionConfirmed,
} from '@/flows/copy-subscription';
import type { AdminUser } from '../admin-users';
import {
  accountIdOf,
  addedUser,
  flowInputOf,
  STRATEGY_MESSAGES,
  subscribedMessage,
  subscribeInputOf,
  subscriberNameOf,
  type AddStrategyContext,
  type AdminSubscribeInput,
} from './add-strategy-rules';

export type { AddStrategyContext } from './add-strategy-rules';

export type AddStrategyEvent =
  Exclude<CopySubscriptionEvent, { type: 'SUBMIT.FAILED' }> | SubscriptionConfirmed | { type: 'CLOSE' };

export const addStrategyMachine = setup({
  types: {
    context: {} as AddStrategyContext,
    events: {} as AddStrategyEvent,
    input: {} as { user: AdminUser },
    children: {} as { flow: 'copySubscription' },
  },
  actors: {
    copySubscription: copySubscriptionMachine,
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
  },
  actions: {
    /** Provided by the page: the list entry with its new strategy. */
    strategyAdded: (_, _params: { user: AdminUser }) => undefined,
    logError: (_, params: { error: unknown }) => {
      console.error('Error subscribing user to strategy:', params.error);
    },
    /** Any failure of the three calls: the product's message in the form, and another try allowed. */
    subscribeFailed: sendTo('flow', { type: 'SUBMIT.FAILED', message: STRATEGY_MESSAGES.subscribeFailed }),
  },
  guards: {
    hasAccount: ({ context }) => context.user.tradingAccount !== null,
  },
}).createMachine({
  id: 'adminAddStrategy',
  context: ({ input }) => ({
    user: input.user,
    strategies: [],
    request: null,
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
        onDone: { target: 'form', actions: assign({ strategies: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: [
            assign({ error: STRATEGY_MESSAGES.loadFailed }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    loadFailed: {},
    form: {
      invoke: {
        id: 'flow',
        src: 'copySubscription',
        input: ({ context }) => flowInputOf(context.user, context.strategies),
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'STRATEGY.CHANGE': { actions: forwardTo('flow') },
            'VOLUME.CHANGE': { actions: forwardTo('flow') },
            'GUARD.CHANGE': { actions: forwardTo('flow') },
            'LIMITS.CHANGE': { actions: forwardTo('flow') },
            'ACK.CHANGE': { actions: forwardTo('flow') },
            CONFIRM: { actions: forwardTo('flow') },
            'SUBSCRIPTION.CONFIRMED': {
              target: 'findingSubscriber',
              actions: assign({ request: ({ event }) => event.request }),
            },
          },
        },
        findingSubscriber: {
          invoke: {
            src: 'findSubscriber',
            input: ({ context }) => ({ accountId: accountIdOf(context) }),
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: 'subscribing',
                actions: assign({ subscriberId: ({ event }) => event.output!.id }),
              },
              { target: 'creatingSubscriber' },
            ],
            onError: {
              target: 'editing',
              actions: [
                'subscribeFailed',
                { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        creatingSubscriber: {
          invoke: {
            src: 'createSubscriber',
            input: ({ context }) => ({
              accountId: accountIdOf(context),
              name: subscriberNameOf(context.user),
            }),
            onDone: {
              target: 'subscribing',
              actions: assign({ subscriberId: ({ event }) => event.output.id }),
            },
            onError: {
              target: 'editing',
              actions: [
                'subscribeFailed',
                { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        subscribing: {
          invoke: {
            src: 'subscribe',
            input: ({ context }) => subscribeInputOf(context),
            onDone: {
              target: '#adminAddStrategy.subscribed',
              actions: [
                assign({
                  success: ({ context }) => subscribedMessage(addedUser(context).strategyDetails?.name),
                }),
                { type: 'strategyAdded', params: ({ context }) => ({ user: addedUser(context) }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                'subscribeFailed',
                { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    subscribed: {
      after: { [AUTO_CLOSE_MS]: 'closed' },
    },
    closed: { type: 'final' },
  },
});
