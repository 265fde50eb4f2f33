// Copy-trading changes by a user need an active subscription (SPEC §2 account details: "Your
// subscription is not active. Contact support to renew."). Admins act for users regardless.
import { hasActiveSubscription, readUser } from '../repos/users-repo.js';
import type { HandlerContext } from '../http/pipeline/endpoint.js';
import { forbidden } from '../http/pipeline/http-error.js';

export const SUBSCRIPTION_NOT_ACTIVE = 'Your subscription is not active. Contact support to renew.';

export async function requireActiveSubscription(
  context: Pick<HandlerContext, 'roles'>,
  ownerUid: string,
): Promise<void> {
  if (context.roles.isAdmin) return;
  if (!hasActiveSubscription(await readUser(ownerUid))) throw forbidden(SUBSCRIPTION_NOT_ACTIVE);
}
