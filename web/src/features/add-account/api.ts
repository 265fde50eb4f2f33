// The add-account screen's side effects over the shared API client, as the connect machine's actors.
import { fromPromise } from 'xstate';
import type { ServerOption } from '@copydesk/functions/contract';
import { api } from '@/lib/api';
import { connectMachine, type AffiliationResult, type ConnectInput } from './connect.machine';

export const liveConnectMachine = connectMachine.provide({
  actors: {
    checkAffiliation: fromPromise<AffiliationResult, { accountNumber: string }>(async ({ input }) => {
      const answer = await api.checkAffiliation({ accountNumber: input.accountNumber });
      return { isAffiliated: answer.isAffiliated, message: answer.message };
    }),
    searchServers: fromPromise<ServerOption[], { term: string }>(async ({ input }) => {
      const answer = await api.searchMetaTraderServers({ term: input.term, platform: 'mt5' });
      return answer.servers;
    }),
    connectAccount: fromPromise<{ accountNumber: string }, ConnectInput>(async ({ input }) => {
      const answer = await api.provisionFullAccount({ ...input, platform: 'mt5' });
      return { accountNumber: answer.account.accountNumber };
    }),
  },
});
