import {
  isSubscriptionActive,
  isSubscriptionStatus,
  type Roles,
  type SubscriptionFacts,
  type SubscriptionStatus,
} from '../product-rules/index.js';
// Pure decisions the user-document triggers make: no I/O, unit-tested next door.
/** A document's data as Firestore hands it over; typed loosely on purpose, every field is checked. */
type DocumentData = Record<string, unknown>;

/** The subscription status of a users/{uid} snapshot's data, or undefined without one. */
export function subscriptionStatus(data: DocumentData | undefined): SubscriptionStatus | undefined {
  const status = (data?.subscription as SubscriptionFacts | undefined)?.status;
  return isSubscriptionStatus(status) ? status : undefined;
}

/** Close copied positions one by one as the strategy closes them (never all at once). */
export const CLOSE_ONLY_MODE = 'by-position';

/** Copying may open new trades only while the subscription is active (the contract's rule); otherwise close-only. */
export const copyingIsCloseOnly = (data: DocumentData | undefined, now = Date.now()): boolean =>
  !isSubscriptionActive(data?.subscription as SubscriptionFacts | undefined, now);

/**
 * True when a write moved the subscription into or out of "active": either what copying may do changed,
 * or the stored status did. The second matters for a subscription already past its expiry date but still
 * stored as active: its expiry write changes nothing effective, yet it is the event that must apply
 * close-only (the earlier write may have found no trading account to restrict).
 */
export function activeChanged(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  const storedActive = (data: DocumentData | undefined) => subscriptionStatus(data) === 'active';
  return (
    copyingIsCloseOnly(before) !== copyingIsCloseOnly(after) || storedActive(before) !== storedActive(after)
  );
}

/** The role flags exactly as stored (a missing flag is false), to notice any change to either. */
export const storedRoles = (data: DocumentData | undefined): Roles => ({
  isAdmin: data?.isAdmin === true,
  isTechnicalAdmin: data?.isTechnicalAdmin === true,
});

export function rolesChanged(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  const a = storedRoles(before);
  const b = storedRoles(after);
  return a.isAdmin !== b.isAdmin || a.isTechnicalAdmin !== b.isTechnicalAdmin;
}

/** Structural equality of two Firestore values (maps, arrays, Timestamps by their fields). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}
