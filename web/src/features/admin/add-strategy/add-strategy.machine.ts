// Admin "Add/Change Strategy" (docs/product.md §2 modal, §4 add strategy flow, §5, §8): only for a user with a
// trading account; strategies load, then the shared copy-subscription flow runs as the child `flow`
// (strategy, volume, guardrails, the risk preview of the client's account and the acknowledgement the
// admin gives on the client's behalf, which the server records in the audit log). The dialog sends the
// form's events to the flow, which subscribes the client with the submit the page provides
// (subscribeForClient in ./add-strategy-rules.ts). Once it ends, the list entry is marked
// strategySubscription with the strategy details and the dialog closes after the dialogs' auto-close.
import { AUTO_CLOSE_MS } from '@/flows/admin-dialog/auto-close';
import { assign, fromPromise, setup } from 'xstate';
import type { Strategy } from '@copydesk/functions/contract';
import { copySubscriptionMachine } from '@/flows/copy-subscription';
import { notProvided } from '@/lib/machine-parts';
import type { AdminUser } from '../admin-users';
import {
  addedUser,
  flowInputOf,
  STRATEGY_MESSAGES,
  subscribedMessage,
  type AddStrategyContext,
} from './add-strategy-rules';

export type { AddStrategyContext } from './add-strategy-rules';

export type AddStrategyEvent = { type: 'CLOSE' };

const missing = notProvided('addStrategyMachine');

export const addStrategyMachine = setup({
  types: {
    context: {} as AddStrategyContext,
    events: {} as AddStrategyEvent,
    input: {} as { user: AdminUser },
    children: {} as { flow: 'copySubscription' },
  },
  actors: {
    copySubscription: copySubscriptionMachine,
    loadStrategies: fromPromise<Strategy[]>(missing('loadStrategies')),
  },
  actions: {
    /** Provided by the page: the list entry with its new strategy. */
    strategyAdded: (_, _params: { user: AdminUser }) => undefined,
    logError: (_, params: { error: unknown }) => {
      console.error('Error subscribing user to strategy:', params.error);
    },
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
        onDone: {
          target: 'subscribed',
          actions: [
            assign({ request: ({ event }) => event.output.request }),
            assign({ success: ({ context }) => subscribedMessage(addedUser(context).strategyDetails?.name) }),
            { type: 'strategyAdded', params: ({ context }) => ({ user: addedUser(context) }) },
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
