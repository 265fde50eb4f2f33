// Copy-trading changes by a user need an active subscription (docs/product.md §2 account details: "Your
// subscription is not active. Contact support to renew."). Admins act for users regardless.
import { notAllowed } from '../platform/rule-violation.js';
import { hasActiveSubscription, readUser, type Roles } from '../users/users.repo.js';
import { SUBSCRIPTION_NOT_ACTIVE } from '../product-rules/index.js';

export async function requireActiveSubscription(
  context: { roles: Pick<Roles, 'isAdmin'> },
  ownerUid: string,
): Promise<void> {
  if (context.roles.isAdmin) return;
  if (!hasActiveSubscription(await readUser(ownerUid))) throw notAllowed(SUBSCRIPTION_NOT_ACTIVE);
}
