// The add-account screen's side effects over the shared API client: the one-account look-up and the
// broker-account flow's calls, as the connect machine's actors.
import { fromPromise } from 'xstate';
import { api } from '@/lib/api';
import { loadFirestore } from '@/lib/firestore';
import { brokerAccountFlowWith } from '@/flows/broker-account';
import { connectMachine } from './connect.machine';

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
    brokerAccount: brokerAccountFlowWith({
      checkAffiliation: async (accountNumber) => {
        const answer = await api.checkAffiliation({ accountNumber });
        return { isAffiliated: answer.isAffiliated, message: answer.message };
      },
      searchServers: async (term) => (await api.searchMetaTraderServers({ term, platform: 'mt5' })).servers,
      // The client provisions for the signed-in caller: the server reads whom from the session, not the request.
      provision: async ({ userId: _self, ...request }) => {
        const answer = await api.provisionFullAccount({ ...request, platform: 'mt5' });
        const { accountId: _accountId, userId: _userId, ...account } = answer.account;
        return account;
      },
    }),
  },
});
