// An account's deposit currency, stored on its bridgeAccounts/{metaApiAccountId} entry the first time
// its terminal reports it, so a report on an undeployed account still names its currency
// (docs/product.md §2). Only our own accounts have an entry; a strategy's account is never written.
import { db } from '../platform/firebase-app.js';

const entry = (metaApiAccountId: string) => db.collection('bridgeAccounts').doc(metaApiAccountId);

export async function readStoredCurrency(metaApiAccountId: string): Promise<string | null> {
  const value: unknown = (await entry(metaApiAccountId).get()).get('currency');
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Stores the currency on an existing entry; none is created (5 = NOT_FOUND: not one of ours). */
export async function storeCurrency(metaApiAccountId: string, currency: string): Promise<void> {
  try {
    await entry(metaApiAccountId).update({ currency });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 5) throw error;
  }
}

export const storedCurrencies = { read: readStoredCurrency, write: storeCurrency };
