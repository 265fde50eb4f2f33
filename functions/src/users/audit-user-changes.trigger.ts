// Audit of admin changes made to users/{uid} directly from the browser (subscription, isAdmin,
// isTechnicalAdmin), and of the server's own changes to them (e.g. the expiry schedule).
//
// Who did it: the rules require every admin write to stamp `lastChangedBy == request.auth.uid`, and
// server writers stamp "system:<name>", so the actor comes from that stamp. The trigger is also
// registered WITH auth context and records what Firestore reports (authType/authId) beside it: in
// production that is the real principal; the Firestore emulator sends the constants authtype "unknown"
// and authid "fake-auth-id@gmail.com" for every write (verified in tests/functions), so it cannot be
// the source of the actor locally.
import { onDocumentUpdatedWithAuthContext } from 'firebase-functions/v2/firestore';
import { rolesChanged, sameValue } from './user-changes.rules.js';
import { appendUserChangeAudits } from './user-changes-audit.service.js';
import { runOncePerEventInTransaction } from '../platform/trigger-once.service.js';
import { firebaseDeps, type FirebaseDeps } from '../platform/trigger-deps.js';
import type { UserUpdatedEvent } from '../subscriptions/subscription-copy-mode.trigger.js';
import { optionsFor } from '../platform/function-sizing.js';

export const AUDIT_TRIGGER = 'auditUserChanges';

export interface AuditedUserEvent extends UserUpdatedEvent {
  authType?: string;
  authId?: string;
}

export async function auditUserChanges(event: AuditedUserEvent, deps: FirebaseDeps) {
  // 1. Which audited fields did this write change?
  const subscriptionChanged = !sameValue(event.before?.subscription, event.after?.subscription);
  const roleChange = rolesChanged(event.before, event.after);
  if (!subscriptionChanged && !roleChange) return { status: 'ignored' as const };

  const once = { eventId: event.id, trigger: AUDIT_TRIGGER, path: `users/${event.uid}` };
  const stamp: unknown = event.after?.lastChangedBy;
  const actorUid = typeof stamp === 'string' && stamp !== '' ? stamp : 'unknown';
  const authContext = { authType: event.authType ?? null, authId: event.authId ?? null };
  const change = { ...event, actorUid, authContext, subscriptionChanged, roleChange };

  // 2. In one transaction: skip a replayed event, append the entries, record the marker.
  return runOncePerEventInTransaction(deps.db, once, (tx, eventMarkerId) => ({
    actorUid,
    entries: appendUserChangeAudits(tx, eventMarkerId, change, deps.db),
  }));
}

export const onUserAuditedFieldsChanged = onDocumentUpdatedWithAuthContext(
  { ...optionsFor('trigger'), document: 'users/{uid}', retry: true },
  async (event) => {
    await auditUserChanges(
      {
        id: event.id,
        uid: event.params.uid,
        before: event.data?.before.data(),
        after: event.data?.after.data(),
        authType: event.authType,
        authId: event.authId,
      },
      firebaseDeps(),
    );
  },
);
