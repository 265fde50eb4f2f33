// What "active subscription" means, for every part that asks (docs/product.md §4): the status is
// 'active' AND, when an expiry is set, it lies in the future. The web app's guards and banners, the
// API's permission checks, the copy-mode trigger, the CLI and the seed all use this one definition.
export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(value);
}

/**
 * A point in time as our stores hand it over: a Firestore Timestamp of either SDK (toMillis), a Date,
 * epoch milliseconds or ISO text. Null when there is none or it is not a valid time.
 */
export function timeInMillis(value: unknown): number | null {
  let millis: number | null = null;
  if (value instanceof Date) millis = value.getTime();
  else if (typeof value === 'number') millis = value;
  else if (typeof value === 'string') millis = Date.parse(value);
  else if (typeof value === 'object' && value !== null && 'toMillis' in value) {
    const toMillis = value.toMillis;
    if (typeof toMillis === 'function') millis = Number(toMillis.call(value));
  }
  return millis !== null && Number.isFinite(millis) ? millis : null;
}

/** The subscription fields the rule reads; anything else on the document is ignored. */
export interface SubscriptionFacts {
  status?: unknown;
  expiresAt?: unknown;
}

/** Active: status 'active' and not past its expiry (a subscription without a readable expiry does not expire). */
export function isSubscriptionActive(
  subscription: SubscriptionFacts | null | undefined,
  now: number = Date.now(),
): boolean {
  if (subscription?.status !== 'active') return false;
  const expiresAt = timeInMillis(subscription.expiresAt);
  return expiresAt === null || expiresAt > now;
}

/** Shown on an account whose owner's subscription is not active, and the API's answer to a change then. */
export const SUBSCRIPTION_NOT_ACTIVE = 'Your subscription is not active. Contact support to renew.';
