// The trading accounts "Delete my account" names before anything is erased (docs/product.md §14): each is
// read from users/{uid}/tradingAccounts the way the dashboard reads it (lib/trading-account-doc.ts).
import { useEffect, useState } from 'react';
import { loadFirestore } from '@/lib/firestore';
import { readTradingAccountDoc, type TradingAccountDoc } from '@/lib/trading-account-doc';

export type ConnectedAccounts =
  { state: 'loading' } | { state: 'loaded'; accounts: TradingAccountDoc[] } | { state: 'failed' };

export async function loadConnectedAccounts(uid: string): Promise<TradingAccountDoc[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(sdk.collection(db, 'users', uid, 'tradingAccounts'));
  return snapshot.docs.map((d) => readTradingAccountDoc(d.id, d.data()));
}

/** "Demo Account (12345678, ICMarketsSC-Demo)": how the list names an account. */
export function accountLabel(account: TradingAccountDoc): string {
  const where = [account.accountNumber, account.serverName].filter((part) => part !== '').join(', ');
  return `${account.accountName} (${where})`;
}

export function useConnectedAccounts(uid: string): ConnectedAccounts {
  const [accounts, setAccounts] = useState<ConnectedAccounts>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadConnectedAccounts(uid).then(
      (list) => live && setAccounts({ state: 'loaded', accounts: list }),
      () => live && setAccounts({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [uid]);
  return accounts;
}
