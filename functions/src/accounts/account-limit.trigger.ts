// One trading account per subscription, re-checked whenever an account document appears. The API
// refuses a second account up front; this trigger is the backstop for races and any other writer.
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { isBridgeError } from '../bridge/index.js';
import { METAAPI_TOKEN } from '../platform/params/bridge-params.js';
import { accountSlotsByAge, removeAccountOverLimit } from './accounts.repo.js';
import { handleOnce, markerId, type EventKey } from '../platform/trigger-events.repo.js';
import { defaultDeps, systemActor, withTransientRetry, type TriggerDeps } from '../platform/trigger-deps.js';
import { optionsFor } from '../platform/function-sizing.js';
import { withSecrets } from '../platform/service-accounts.js';

export const ACCOUNT_LIMIT_TRIGGER = 'enforceAccountLimit';
export const MAX_ACCOUNTS_PER_USER = 1;

export interface AccountCreatedEvent {
  id: string;
  uid: string;
  accountNumber: string;
}

export type AccountLimitOutcome =
  | { result: 'within-limit' }
  | { result: 'already-gone' }
  | { result: 'removed'; keptAccountNumber: string; metaApiAccountId: string | null; undeployed: boolean };

export async function enforceAccountLimit(event: AccountCreatedEvent, deps: TriggerDeps) {
  const { db } = deps;
  const path = `users/${event.uid}/tradingAccounts/${event.accountNumber}`;
  const key: EventKey = { eventId: event.id, trigger: ACCOUNT_LIMIT_TRIGGER, path };

  // 1. Claim the event: a replayed delivery stops here and changes nothing.
  return handleOnce(db, key, async (): Promise<AccountLimitOutcome> => {
    // 2. Read the user's accounts; the oldest ones within the limit stay.
    const accounts = await accountSlotsByAge(event.uid, db);
    const extra = accounts.slice(MAX_ACCOUNTS_PER_USER).find((a) => a.accountNumber === event.accountNumber);
    const kept = accounts[0];
    if (!accounts.some((a) => a.accountNumber === event.accountNumber)) return { result: 'already-gone' };
    if (!extra || !kept) return { result: 'within-limit' };

    // 3. Undeploy the extra account on the bridge (an account the bridge no longer knows is fine).
    const bridgeId = extra.metaApiAccountId;
    let undeployed = false;
    if (bridgeId) {
      try {
        await deps.bridge().undeployAccount(bridgeId);
        undeployed = true;
      } catch (error) {
        if (!(isBridgeError(error) && error.code === 'not-found')) throw error;
      }
    }

    // 4. Atomically: remove the account and the index entries that point at it (the accounts
    //    repository's one way to do it), and audit.
    await removeAccountOverLimit(
      event.uid,
      extra,
      {
        entry: {
          actorUid: systemActor(ACCOUNT_LIMIT_TRIGGER),
          action: 'tradingAccount.removedOverLimit',
          targetUid: event.uid,
          details: {
            accountNumber: event.accountNumber,
            metaApiAccountId: bridgeId,
            keptAccountNumber: kept.accountNumber,
            undeployed,
          },
        },
        id: markerId(key),
      },
      db,
    );
    logger.warn('Removed a trading account over the one-per-subscription limit', {
      uid: event.uid,
      accountNumber: event.accountNumber,
    });
    return {
      result: 'removed',
      keptAccountNumber: kept.accountNumber,
      metaApiAccountId: bridgeId,
      undeployed,
    };
  });
}

export const onTradingAccountCreated = onDocumentCreated(
  {
    ...optionsFor('trigger'),
    document: 'users/{uid}/tradingAccounts/{accountNumber}',
    ...withSecrets([METAAPI_TOKEN]),
    retry: true,
  },
  (event) =>
    withTransientRetry(ACCOUNT_LIMIT_TRIGGER, () =>
      enforceAccountLimit(
        { id: event.id, uid: event.params.uid, accountNumber: event.params.accountNumber },
        defaultDeps(),
      ),
    ),
);
