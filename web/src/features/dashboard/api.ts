import { loadFirestore } from '@/lib/firestore';
import { sortAccounts, toTradingAccount, type TradingAccount } from './trading-account';

/** Reads users/{uid}/tradingAccounts directly from Firestore (SPEC §7). */
export async function fetchTradingAccounts(uid: string): Promise<TradingAccount[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(sdk.collection(db, 'users', uid, 'tradingAccounts'));
  return sortAccounts(snapshot.docs.map((doc) => toTradingAccount(doc.id, doc.data())));
}
