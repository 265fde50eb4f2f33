// The add-account screen's side effects over the shared API client, as the connect machine's actors.
import { fromPromise } from 'xstate';
import type { ServerOption } from '@copydesk/functions/contract';
import { api } from '@/lib/api';
import { loadFirestore } from '@/lib/firestore';
import { connectMachine, type AffiliationResult, type ConnectInput } from './connect.machine';

/** Whether users/{uid}/tradingAccounts holds any document (reads at most one). */
export async function hasTradingAccount(uid: string): Promise<boolean> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'users', uid, 'tradingAccounts'), sdk.limit(1)),
  );
  return !snapshot.empty;
}

export const liveConnectMachine = connectMachine.provide({
  actors: {
    hasTradingAccount: fromPromise<boolean, { uid: string }>(({ input }) => hasTradingAccount(input.uid)),
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
