// The signed-in user's profile document (users/{uid}), read tolerantly: the browser never trusts a
// document's shape, it keeps what it understands and drops the rest.
import { effectiveRoles, isSubscriptionActive } from '@copydesk/functions/product-rules';

export type SubscriptionStatus = 'active' | 'expired' | 'canceled' | (string & {});

export interface Subscription {
  planId: string | null;
  planName: string | null;
  status: SubscriptionStatus | null;
  isTrial: boolean;
  /** Firestore Timestamps (or anything format.toDate understands). */
  expiresAt: unknown;
  trialEndsAt: unknown;
}

export interface UserProfile {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  address: string;
  isAdmin: boolean;
  isTechnicalAdmin: boolean;
  subscription: Subscription | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toUserProfile(data: unknown): UserProfile {
  const doc = isRecord(data) ? data : {};
  const sub = isRecord(doc.subscription) ? doc.subscription : null;
  return {
    firstName: text(doc.firstName),
    lastName: text(doc.lastName),
    email: text(doc.email),
    mobile: text(doc.mobile),
    address: text(doc.address),
    ...effectiveRoles(doc),
    subscription: sub
      ? {
          planId: textOrNull(sub.planId),
          planName: textOrNull(sub.planName),
          status: textOrNull(sub.status),
          isTrial: sub.isTrial === true,
          expiresAt: sub.expiresAt ?? null,
          trialEndsAt: sub.trialEndsAt ?? null,
        }
      : null,
  };
}

/** The contract's rule: status 'active' and not past its expiry. */
export function hasActiveSubscription(profile: UserProfile | null, now = Date.now()): boolean {
  return isSubscriptionActive(profile?.subscription, now);
}
