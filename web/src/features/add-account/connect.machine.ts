// Add trading account (docs/product.md §2 /add-trading-account, §5 one account per subscription): the
// one-account gate, then the shared broker-account flow (@/flows/broker-account) as the child `flow` with
// the client's policy, then the connected notice. Side effects are the actors `hasTradingAccount` and
// `brokerAccount` (the flow with its calls), provided by ./api.ts (or by tests).
import { assign, fromPromise, setup } from 'xstate';
import { MESSAGES } from '@copydesk/functions/contract';
import { BROKER_ACCOUNT_POLICIES, brokerAccountFlow } from '@/flows/broker-account';

export const CONNECT_MESSAGES = {
  connected: 'Trading account successfully connected!',
  oneAccount: MESSAGES.oneAccount,
} as const;

export interface ConnectContext {
  uid: string;
  brandName: string;
  error: string | null;
  /** The connected account's number, for the way on to its strategies. */
  accountNumber: string;
}

export const connectMachine = setup({
  types: {
    context: {} as ConnectContext,
    input: {} as { uid: string; brandName: string },
    children: {} as { flow: 'brokerAccount' },
  },
  actors: {
    /** Whether the user already has a trading account (one per subscription, docs/product.md §5). */
    hasTradingAccount: fromPromise<boolean, { uid: string }>(() => Promise.resolve(false)),
    brokerAccount: brokerAccountFlow,
  },
  actions: {
    logError: (_, params: { error: unknown }) => {
      console.error('Error reading trading accounts:', params.error);
    },
  },
}).createMachine({
  id: 'connect',
  context: ({ input }) => ({ uid: input.uid, brandName: input.brandName, error: null, accountNumber: '' }),
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
            actions: assign({ error: CONNECT_MESSAGES.oneAccount }),
          },
          { target: 'form' },
        ],
        onError: {
          target: 'form',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    blocked: { type: 'final' },
    form: {
      invoke: {
        id: 'flow',
        src: 'brokerAccount',
        input: ({ context }) => ({
          brandName: context.brandName,
          userId: context.uid,
          accountName: '',
          policy: BROKER_ACCOUNT_POLICIES.client,
        }),
        onDone: {
          target: 'connected',
          actions: assign(({ event }) => ({ accountNumber: event.output.account?.accountNumber ?? '' })),
        },
      },
    },
    connected: {},
  },
});
