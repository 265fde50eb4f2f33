// A subscription that leaves "active" (expired by the schedule, or canceled by an admin) puts the
// user's copying into close-only on the bridge: no new trades open, open ones are still managed (and
// closed as the strategy closes them). Reactivation lifts it. The account stays listed: isConnected
// and the trading-account document are not touched.
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import type { DocumentData } from 'firebase-admin/firestore';
import { bridgeNow, isBridgeError } from '../bridge/index.js';
import { METAAPI_TOKEN } from '../platform/params/bridge-params.js';
import {
  activeChanged,
  CLOSE_ONLY_MODE,
  copyingIsCloseOnly,
  subscriptionStatus,
} from '../users/user-changes.rules.js';
import { accountSlotsByAge } from '../accounts/accounts.repo.js';
import { recordAudit } from '../platform/audit/audit.repo.js';
import { recordSubscriptionEvent } from './subscription-history.repo.js';
import { handleOnce, markerId, type EventKey } from '../platform/trigger-events.repo.js';
import { readUserData } from '../users/users.repo.js';
import { withSubscriberLease } from './subscriber-lease.service.js';
import { defaultDeps, systemActor, withTransientRetry, type TriggerDeps } from '../platform/trigger-deps.js';
import { optionsFor } from '../platform/function-sizing.js';
import { withSecrets } from '../platform/service-accounts.js';

export const COPY_MODE_TRIGGER = 'applySubscriptionCopyMode';
export { CLOSE_ONLY_MODE };

export interface UserUpdatedEvent {
  id: string;
  uid: string;
  before: DocumentData | undefined;
  after: DocumentData | undefined;
}

export interface CopyModeOutcome extends Record<string, unknown> {
  closeOnly: boolean;
  accounts: { metaApiAccountId: string; applied: boolean }[];
}

export async function applySubscriptionCopyMode(event: UserUpdatedEvent, deps: TriggerDeps) {
  const { db } = deps;
  // 1. Only a change of being active matters; every other profile update is ignored at no cost.
  if (!activeChanged(event.before, event.after)) return { status: 'ignored' as const };

  const path = `users/${event.uid}`;
  const key: EventKey = { eventId: event.id, trigger: COPY_MODE_TRIGGER, path };
  // 2. Claim the event: a replayed delivery stops here and changes nothing.
  return handleOnce(db, key, async (): Promise<CopyModeOutcome> => {
    // 3. Act on the present, not on the event: deliveries can arrive out of order, so the current
    //    status decides (a cancel then a quick reactivation always ends with copying resumed).
    const current = await readUserData(event.uid, db);
    const closeOnly = copyingIsCloseOnly(current);

    // 4. Apply subscriber-level close-only (or lift it) on every bridge account of the user. An account
    //    without a CopyFactory subscriber yet copies nothing, so there is nothing to restrict. Under the
    //    account's lease, so a client's write in flight cannot undo it (subscriptions/subscriber-lease.service.ts).
    const results: CopyModeOutcome['accounts'] = [];
    for (const { metaApiAccountId: id, accountNumber } of await accountSlotsByAge(event.uid, db)) {
      if (!id) continue;
      try {
        await withSubscriberLease(id, () =>
          deps.bridge().setCloseOnly(id, closeOnly ? CLOSE_ONLY_MODE : null),
        );
        const kind = closeOnly ? 'close-only-on' : 'close-only-off';
        const at = bridgeNow(); // after the bridge's answer, so on its clock (bridge/bridge-clock.ts)
        await recordSubscriptionEvent({ uid: event.uid, accountNumber }, { kind, at, strategyId: null }, db);
        results.push({ metaApiAccountId: id, applied: true });
      } catch (error) {
        if (!(isBridgeError(error) && error.code === 'not-found')) throw error;
        results.push({ metaApiAccountId: id, applied: false });
      }
    }

    // 5. Audit the server's action (keyed by the event: a retried run cannot append twice).
    await recordAudit(
      {
        actorUid: systemActor(COPY_MODE_TRIGGER),
        action: closeOnly ? 'copying.closeOnly' : 'copying.resumed',
        targetUid: event.uid,
        details: { status: subscriptionStatus(current) ?? null, accounts: results },
      },
      { id: markerId(key), db },
    );
    logger.info(closeOnly ? 'Copying set to close-only' : 'Copying resumed', {
      uid: event.uid,
      accounts: results.length,
    });
    return { closeOnly, accounts: results };
  });
}

export const onSubscriptionStatusChanged = onDocumentUpdated(
  { ...optionsFor('trigger'), document: 'users/{uid}', ...withSecrets([METAAPI_TOKEN]), retry: true },
  (event) =>
    withTransientRetry(COPY_MODE_TRIGGER, () =>
      applySubscriptionCopyMode(
        {
          id: event.id,
          uid: event.params.uid,
          before: event.data?.before.data(),
          after: event.data?.after.data(),
        },
        defaultDeps(),
      ),
    ),
);
