// Pure decisions the user-document triggers make: no I/O, unit-tested next door.
/** A document's data as Firestore hands it over; typed loosely on purpose, every field is checked. */
type DocumentData = Record<string, unknown>;

export type SubscriptionStatus = 'active' | 'expired' | 'canceled';

/** The subscription status of a users/{uid} snapshot's data, or undefined without one. */
export function subscriptionStatus(data: DocumentData | undefined): SubscriptionStatus | undefined {
  const status = (data?.subscription as { status?: unknown } | undefined)?.status;
  return status === 'active' || status === 'expired' || status === 'canceled' ? status : undefined;
}

/** Copying may open new trades only while the subscription is active; otherwise it is close-only. */
export const copyingIsCloseOnly = (data: DocumentData | undefined): boolean =>
  subscriptionStatus(data) !== 'active';

/** True when a write moved the subscription into or out of "active". */
export function activeChanged(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  return copyingIsCloseOnly(before) !== copyingIsCloseOnly(after);
}

export interface Roles {
  isAdmin: boolean;
  isTechnicalAdmin: boolean;
}

/** The role flags as stored (a missing flag is false). */
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
