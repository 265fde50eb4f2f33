import { env } from '@/config/app-env';
import { api } from '@/lib/api';
import { loadFirestore } from '@/lib/firestore';
import { sortAccounts, strategySummary, toTradingAccount, type TradingAccount } from './trading-account';

/** The account's strategy status from getSubscriptions; failures are only logged (docs/product.md §8). */
async function withStrategy(account: TradingAccount): Promise<TradingAccount> {
  if (!account.metaApiAccountId) return account;
  try {
    const answer = await api.getSubscriptions({ subscriberId: account.metaApiAccountId });
    return {
      ...account,
      strategy: strategySummary(
        answer.subscriber.subscriptions,
        env.brand.name,
        answer.subscriber.accountLossLimit,
      ),
    };
  } catch (error) {
    console.error('Error fetching subscriptions:', error);
    return account;
  }
}

/** Reads users/{uid}/tradingAccounts directly from Firestore (docs/product.md §7), then each strategy status. */
export async function fetchTradingAccounts(uid: string): Promise<TradingAccount[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(sdk.collection(db, 'users', uid, 'tradingAccounts'));
  const accounts = sortAccounts(snapshot.docs.map((doc) => toTradingAccount(doc.id, doc.data())));
  return Promise.all(accounts.map(withStrategy));
}
