// The copy-subscription flow with a screen's side effects: each screen passes plain calls (its api.ts, or a
// test's doubles), and this turns them into the flow's actors. A screen that loads no defaults passes none.
import { fromPromise } from 'xstate';
import type { RiskData, SubmitAnswer, SubmitInput, SubscriptionDefaults } from './copy-subscription-types';
import { copySubscriptionMachine } from './copy-subscription.machine';

export interface CopySubscriptionEffects {
  loadRisk: (input: { strategyId: string; accountId: string }) => Promise<RiskData>;
  loadGuardrailDefaults?: (accountId: string) => Promise<SubscriptionDefaults>;
  submit: (input: SubmitInput) => Promise<SubmitAnswer>;
}

export function copySubscriptionFlowWith(effects: CopySubscriptionEffects): typeof copySubscriptionMachine {
  const { loadGuardrailDefaults } = effects;
  return copySubscriptionMachine.provide({
    actors: {
      loadRisk: fromPromise<RiskData, { strategyId: string; accountId: string }>(({ input }) =>
        effects.loadRisk(input),
      ),
      ...(loadGuardrailDefaults
        ? {
            loadGuardrailDefaults: fromPromise<SubscriptionDefaults, { accountId: string }>(({ input }) =>
              loadGuardrailDefaults(input.accountId),
            ),
          }
        : {}),
      submit: fromPromise<SubmitAnswer, SubmitInput>(({ input }) => effects.submit(input)),
    },
  });
}
