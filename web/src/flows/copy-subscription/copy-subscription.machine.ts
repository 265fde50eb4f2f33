// One copy subscription being set up or changed (docs/product.md §5 trade volume, guardrails,
// maxLeverage, the account loss limit, "Risk acknowledgement"), run as a child actor by the strategies
// tab's trade-size modal and the admins' Add Strategy dialog. It loads the strategy's risk preview and,
// for a new subscription, the admins' guardrail defaults, each on its own (a slow or failed defaults
// read never holds up the preview). A confirm waits for the preview (loaded or failed) and for the
// acknowledgement it asks for, then sends the request with the screen's `submit` actor: a failure shows
// in the form for another try, success ends the flow with the request and the answer as its output.
// The screens send the form's events to the flow itself; their differences are input (how the form
// starts, whether the defaults load, the caps known, the account the preview is for, the words for a
// missing acknowledgement and a failure) and the actors they provide (./copy-subscription-effects.ts).
import { assign, fromPromise, setup } from 'xstate';
import { formOf, type GuardrailForm } from '@/lib/guardrail-form';
import { limitsFormOf, type AccountLimitField, type AccountLimitsForm } from '@/lib/account-limits';
import { loggedAs, notProvided } from '@/lib/machine-parts';
import { fieldsSet, formWithDefaults, NO_RISK } from '@/lib/trade-size-risk';
import { confirmProblem, requestOf, submitFailureText } from './copy-subscription-rules';
import type {
  CopySubscriptionContext,
  CopySubscriptionEvent,
  CopySubscriptionInput,
  CopySubscriptionOutput,
  RiskData,
  SubmitAnswer,
  SubmitInput,
  SubscriptionDefaults,
} from './copy-subscription-types';

const missing = notProvided('copySubscriptionMachine');

/**
 * The caps the request carries from the start: the account loss limit the screen read. The maxLeverage
 * goes only once changed: left out, the server keeps the subscription's own within the admins' default
 * or writes that default (docs/product.md §5), so a lot change never fails on a cap the client kept.
 */
const knownLimits = (input: CopySubscriptionInput): AccountLimitField[] =>
  input.accountLossLimit !== undefined ? ['accountLossLimit'] : [];

const riskFor = (strategyId: string) => ({
  ...NO_RISK,
  status: strategyId === '' ? ('idle' as const) : ('loading' as const),
});

export const copySubscriptionMachine = setup({
  types: {
    context: {} as CopySubscriptionContext,
    events: {} as CopySubscriptionEvent,
    input: {} as CopySubscriptionInput,
    output: {} as CopySubscriptionOutput,
  },
  actors: {
    loadRisk: fromPromise<RiskData, { strategyId: string; accountId: string }>(missing('loadRisk')),
    // The admins' defaults resolved for the account: each amount in its currency (docs/product.md §5).
    loadGuardrailDefaults: fromPromise<SubscriptionDefaults, { accountId: string }>(
      missing('loadGuardrailDefaults'),
    ),
    submit: fromPromise<SubmitAnswer, SubmitInput>(missing('submit')),
  },
  guards: {
    riskPending: ({ context }) => context.risk.status === 'loading',
    defaultsPending: ({ context }) => context.defaultsStatus === 'loading',
    hasProblem: ({ context }) => confirmProblem(context) !== null,
  },
  actions: {
    /** Another strategy is another preview: its acknowledgement is asked for again. */
    selectStrategy: assign((_, params: { strategyId: string }) => ({
      strategyId: params.strategyId,
      risk: riskFor(params.strategyId),
      acknowledged: false,
      error: null,
    })),
    /** Another lot is another figure: its acknowledgement is asked for again. */
    setVolume: assign((_, params: { value: string }) => ({
      volume: params.value,
      acknowledged: false,
      error: null,
    })),
    setGuard: assign(({ context }, params: { patch: Partial<GuardrailForm> }) => ({
      guard: { ...context.guard, ...params.patch },
      guardSet: fieldsSet(context.guardSet, params.patch),
      error: null,
    })),
    setLimits: assign(({ context }, params: { patch: Partial<AccountLimitsForm> }) => ({
      limits: { ...context.limits, ...params.patch },
      limitsSet: [...new Set([...context.limitsSet, ...(Object.keys(params.patch) as AccountLimitField[])])],
      error: null,
    })),
    setAcknowledged: assign((_, params: { value: boolean }) => ({ acknowledged: params.value })),
    setRisk: assign((_, params: RiskData) => ({
      risk: {
        status: 'ready' as const,
        basis: params.basis,
        acknowledgeAbovePercent: params.acknowledgeAbovePercent,
        rate: params.rate,
        held: params.held,
      },
      ...(params.account === undefined ? {} : { account: params.account }),
    })),
    // The preview says it is unavailable; a confirm then needs "risk unknown".
    riskFailed: assign(({ context }) => ({ risk: { ...context.risk, status: 'failed' as const } })),
    setDefaults: assign(({ context }, params: { defaults: SubscriptionDefaults }) => ({
      defaultsStatus: 'ready' as const,
      guard: formWithDefaults(context.guard, context.guardSet, formOf(params.defaults.guardrails)),
      maxLeverageDefault: params.defaults.maxLeverage,
      limits: context.limitsSet.includes('maxLeverage')
        ? context.limits
        : { ...context.limits, maxLeverage: String(params.defaults.maxLeverage) },
    })),
    // The form stays as it is; the server still applies the defaults to what is not set.
    defaultsFailed: assign({ defaultsStatus: 'failed' as const }),
    showProblem: assign(({ context }) => ({ error: confirmProblem(context) })),
    confirmed: assign(({ context }) => ({
      error: null,
      sent: { request: requestOf(context), answer: null },
    })),
    showFailure: assign(({ context }, params: { error: unknown }) => ({
      error: submitFailureText(params.error, context.failure),
      sent: null,
    })),
    logError: (_, params: { label: string; error: unknown }) => {
      console.error(params.label, params.error);
    },
  },
}).createMachine({
  id: 'copySubscription',
  context: ({ input }) => ({
    accountId: input.accountId,
    strategyId: input.strategyId,
    volume: String(input.volume),
    guard: formOf(input.guardrails),
    guardSet: [],
    limits: limitsFormOf(input.maxLeverage, input.accountLossLimit),
    limitsSet: knownLimits(input),
    defaultsStatus: input.loadDefaults ? 'loading' : 'idle',
    account: input.account,
    acknowledged: false,
    acknowledgeMessage: input.acknowledgeMessage,
    subscriberName: input.subscriberName,
    intent: input.intent,
    failure: input.failure,
    risk: riskFor(input.strategyId),
    error: null,
    sent: null,
  }),
  output: ({ context }) => context.sent!, // the flow ends only once the submit answered
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      states: {
        risk: {
          initial: 'opening',
          on: {
            'STRATEGY.CHANGE': {
              target: '.opening',
              actions: { type: 'selectStrategy', params: ({ event }) => ({ strategyId: event.strategyId }) },
            },
          },
          states: {
            opening: { always: [{ guard: 'riskPending', target: 'loading' }, { target: 'idle' }] },
            loading: {
              invoke: {
                src: 'loadRisk',
                input: ({ context }) => ({ strategyId: context.strategyId, accountId: context.accountId }),
                onDone: { target: 'idle', actions: { type: 'setRisk', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: 'riskFailed' },
              },
            },
            idle: {},
          },
        },
        defaults: {
          initial: 'opening',
          states: {
            opening: { always: [{ guard: 'defaultsPending', target: 'loading' }, { target: 'idle' }] },
            loading: {
              invoke: {
                src: 'loadGuardrailDefaults',
                input: ({ context }) => ({ accountId: context.accountId }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'setDefaults', params: ({ event }) => ({ defaults: event.output }) },
                },
                onError: { target: 'idle', actions: 'defaultsFailed' },
              },
            },
            idle: {},
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'VOLUME.CHANGE': {
                  actions: { type: 'setVolume', params: ({ event }) => ({ value: event.value }) },
                },
                'GUARD.CHANGE': {
                  actions: { type: 'setGuard', params: ({ event }) => ({ patch: event.patch }) },
                },
                'LIMITS.CHANGE': {
                  actions: { type: 'setLimits', params: ({ event }) => ({ patch: event.patch }) },
                },
                'ACK.CHANGE': {
                  actions: { type: 'setAcknowledged', params: ({ event }) => ({ value: event.value }) },
                },
                CONFIRM: [
                  // Taken and ignored: a confirm waits for the preview (loaded or failed).
                  { guard: 'riskPending' },
                  { guard: 'hasProblem', actions: 'showProblem' },
                  { target: 'submitting', actions: 'confirmed' },
                ],
              },
            },
            // The request is being sent: the form's events wait; a failure shows and the form opens again.
            submitting: {
              invoke: {
                src: 'submit',
                input: ({ context }) => ({
                  accountId: context.accountId,
                  subscriberName: context.subscriberName,
                  intent: context.intent,
                  request: context.sent!.request,
                }),
                onDone: {
                  target: '#copySubscription.submitted',
                  actions: assign(({ context, event }) => ({
                    sent: { ...context.sent!, answer: event.output },
                  })),
                },
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
                    { type: 'logError', params: loggedAs('Error saving the subscription:') },
                  ],
                },
              },
            },
          },
        },
      },
    },
    submitted: { type: 'final' },
  },
});
