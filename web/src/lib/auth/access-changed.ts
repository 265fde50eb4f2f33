// A signed-in session whose roles changed is over (docs/product.md §3 roles; the server revokes the
// user's refresh tokens on every role change). Two places notice it: the live profile listener (the
// roles on users/{uid} differ from those the session started with) and any endpoint answering 401.
// They report here; the AuthProvider listens, signs out and the login page says why.
import { effectiveRoles, type Roles } from '@copydesk/functions/product-rules';

export const ACCESS_CHANGED_MESSAGE = 'Your access has changed. Please sign in again.';

/** With a notice, the session ended for that reason (e.g. the server's idle limit) rather than a role change. */
type Listener = (notice?: string) => void;
const listeners = new Set<Listener>();

export function reportAccessChanged(notice?: string): void {
  for (const listener of listeners) listener(notice);
}

/** Subscribes to reports; returns the unsubscribe function. */
export function onAccessChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a profile snapshot's roles differ from the roles the session started with. */
export function rolesDiffer(started: Roles, data: unknown): boolean {
  const now = effectiveRoles(typeof data === 'object' && data !== null ? data : null);
  return now.isAdmin !== started.isAdmin || now.isTechnicalAdmin !== started.isTechnicalAdmin;
}
