// One trading account per subscription, re-checked whenever an account document appears. The API
// refuses a second account up front; this trigger is the backstop for races and any other writer.
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { METAAPI_TOKEN } from '../platform/params/bridge-params.js';
import {
  checkAccountLimit,
  removeAccountOverLimitAudited,
  undeployExtraAccount,
} from './account-limit.service.js';
import { runOncePerEvent } from '../platform/trigger-once.service.js';
import { defaultDeps, systemActor, withTransientRetry, type TriggerDeps } from '../platform/trigger-deps.js';
import { optionsFor } from '../platform/function-sizing.js';
import { withSecrets } from '../platform/service-accounts.js';

export { MAX_ACCOUNTS_PER_USER } from './account-limit.service.js';
export const ACCOUNT_LIMIT_TRIGGER = 'enforceAccountLimit';

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
  const once = { eventId: event.id, trigger: ACCOUNT_LIMIT_TRIGGER, path };

  // 1. Claim the event: a replayed delivery stops here and changes nothing.
  return runOncePerEvent(db, once, async (auditId): Promise<AccountLimitOutcome> => {
    // 2. Read the user's accounts; the oldest ones within the limit stay.
    const check = await checkAccountLimit(event.uid, event.accountNumber, db);
    if (check.result !== 'over-limit') return check;

    // 3. Undeploy the extra account on the bridge (an account the bridge no longer knows is fine).
    const bridgeId = check.extra.metaApiAccountId;
    const undeployed = await undeployExtraAccount(deps.bridge, bridgeId);

    // 4. Atomically: remove the account and the index entries that point at it, and audit.
    const actorUid = systemActor(ACCOUNT_LIMIT_TRIGGER);
    await removeAccountOverLimitAudited(event.uid, check, { actorUid, id: auditId, undeployed }, db);
    logger.warn('Removed a trading account over the one-per-subscription limit', {
      uid: event.uid,
      accountNumber: event.accountNumber,
    });
    return {
      result: 'removed',
      keptAccountNumber: check.kept.accountNumber,
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
