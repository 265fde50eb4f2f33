// Role changes (isAdmin / isTechnicalAdmin) revoke the user's refresh tokens, so a demoted admin loses
// power at once: the HTTP layer verifies ID tokens with checkRevoked=true, and the web app must sign
// in again to get a token (and a fresh read of its roles).
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { rolesChanged, storedRoles } from './user-changes.rules.js';
import { runOncePerEvent } from '../platform/trigger-once.service.js';
import { firebaseDeps, type FirebaseDeps } from '../platform/trigger-deps.js';
import type { UserUpdatedEvent } from '../subscriptions/subscription-copy-mode.trigger.js';
import { optionsFor } from '../platform/function-sizing.js';

export const ROLE_TOKENS_TRIGGER = 'revokeTokensOnRoleChange';

export async function revokeTokensOnRoleChange(event: UserUpdatedEvent, deps: FirebaseDeps) {
  // 1. Only a role change matters.
  if (!rolesChanged(event.before, event.after)) return { status: 'ignored' as const };
  const once = { eventId: event.id, trigger: ROLE_TOKENS_TRIGGER, path: `users/${event.uid}` };

  // 2. Claim the event: a replayed delivery stops here.
  return runOncePerEvent(deps.db, once, async () => {
    // 3. Revoke every refresh token of the user (a user unknown to Auth has none).
    try {
      await deps.auth.revokeRefreshTokens(event.uid);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
      return { revoked: false, roles: storedRoles(event.after) };
    }
    logger.info('Refresh tokens revoked after a role change', {
      uid: event.uid,
      ...storedRoles(event.after),
    });
    return { revoked: true, roles: storedRoles(event.after) };
  });
}

export const onRolesChanged = onDocumentUpdated(
  { ...optionsFor('trigger'), document: 'users/{uid}', retry: true },
  async (event) => {
    await revokeTokensOnRoleChange(
      {
        id: event.id,
        uid: event.params.uid,
        before: event.data?.before.data(),
        after: event.data?.after.data(),
      },
      firebaseDeps(),
    );
  },
);
