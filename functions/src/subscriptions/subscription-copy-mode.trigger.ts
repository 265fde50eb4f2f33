// A subscription that leaves "active" (expired by the schedule, or canceled by an admin) puts the
// user's copying into close-only on the bridge: no new trades open, open ones are still managed (and
// closed as the strategy closes them). Reactivation lifts it. The account stays listed: isConnected
// and the trading-account document are not touched.
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import type { DocumentData } from 'firebase-admin/firestore';
import { METAAPI_TOKEN } from '../platform/params/bridge-params.js';
import { activeChanged, CLOSE_ONLY_MODE } from '../users/user-changes.rules.js';
import { applyCurrentCopyMode, auditCopyMode, type CopyModeOutcome } from './copy-mode.service.js';
import { runOncePerEvent } from '../platform/trigger-once.service.js';
import { defaultDeps, systemActor, withTransientRetry, type TriggerDeps } from '../platform/trigger-deps.js';
import { optionsFor } from '../platform/function-sizing.js';
import { withSecrets } from '../platform/service-accounts.js';

export const COPY_MODE_TRIGGER = 'applySubscriptionCopyMode';
export { CLOSE_ONLY_MODE };
export type { CopyModeOutcome };

export interface UserUpdatedEvent {
  id: string;
  uid: string;
  before: DocumentData | undefined;
  after: DocumentData | undefined;
}

export async function applySubscriptionCopyMode(event: UserUpdatedEvent, deps: TriggerDeps) {
  const { db } = deps;
  // 1. Only a change of being active matters; every other profile update is ignored at no cost.
  if (!activeChanged(event.before, event.after)) return { status: 'ignored' as const };

  const once = { eventId: event.id, trigger: COPY_MODE_TRIGGER, path: `users/${event.uid}` };
  // 2. Claim the event: a replayed delivery stops here and changes nothing.
  return runOncePerEvent(db, once, async (auditId): Promise<CopyModeOutcome> => {
    // 3. Apply close-only (or lift it) on every bridge account, as the user's current status says.
    const applied = await applyCurrentCopyMode(event.uid, deps.bridge, db);
    // 4. Audit the server's action (keyed by the event: a retried run cannot append twice).
    await auditCopyMode(event.uid, applied, { actorUid: systemActor(COPY_MODE_TRIGGER), id: auditId }, db);
    logger.info(applied.closeOnly ? 'Copying set to close-only' : 'Copying resumed', {
      uid: event.uid,
      accounts: applied.accounts.length,
    });
    return { closeOnly: applied.closeOnly, accounts: applied.accounts };
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
