// The broker-account flow with a screen's side effects: each feature's api.ts passes plain calls, and this
// turns them into the flow's actors (tests pass doubles the same way).
import { fromPromise } from 'xstate';
import type { ServerOption, TradingAccount } from '@copydesk/functions/contract';
import type { AffiliationResult, ProvisionRequest } from './broker-account-context';
import { brokerAccountFlow } from './broker-account.machine';

export interface BrokerAccountEffects {
  checkAffiliation: (accountNumber: string) => Promise<AffiliationResult>;
  searchServers: (term: string) => Promise<ServerOption[]>;
  provision: (request: ProvisionRequest) => Promise<TradingAccount>;
}

export function brokerAccountFlowWith(effects: BrokerAccountEffects): typeof brokerAccountFlow {
  return brokerAccountFlow.provide({
    actors: {
      checkAffiliation: fromPromise<AffiliationResult, { accountNumber: string }>(({ input }) =>
        effects.checkAffiliation(input.accountNumber),
      ),
      searchServers: fromPromise<ServerOption[], { term: string }>(({ input }) =>
        effects.searchServers(input.term),
      ),
      provision: fromPromise<TradingAccount, ProvisionRequest>(({ input }) => effects.provision(input)),
    },
  });
}
