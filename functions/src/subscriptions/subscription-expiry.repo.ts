// Expiring subscriptions in Firestore (docs/product.md §4 "Subscription"): active subscriptions whose
// expiresAt has passed become "expired", each re-checked in its own transaction (an admin may have
// extended it meanwhile) and stamped with the actor the audit trigger names.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../platform/firebase-app.js';
import { isSubscriptionActive, type SubscriptionFacts } from '../product-rules/index.js';

const PAGE = 200;
/** Safety valve for one run; the next run (15 minutes later) continues where this one stopped. */
const MAX_PAGES = 50;

export interface ExpiryOutcome {
  expired: string[];
  /** True when the run stopped at MAX_PAGES with more left. */
  truncated: boolean;
}

export async function expireDueSubscriptions(
  now: Date,
  actor: string,
  db: Firestore = defaultDb,
): Promise<ExpiryOutcome> {
  const cutoff = Timestamp.fromDate(now);
  const expired: string[] = [];
  // Needs the composite index users(subscription.status ASC, subscription.expiresAt ASC).
  const due = db
    .collection('users')
    .where('subscription.status', '==', 'active')
    .where('subscription.expiresAt', '<=', cutoff)
    .orderBy('subscription.expiresAt')
    .limit(PAGE);

  for (let page = 0; page < MAX_PAGES; page++) {
    // 1. Find a page of active subscriptions past their expiry (expired ones leave the result set).
    const snapshot = await due.get();
    if (snapshot.empty) return { expired, truncated: false };
    for (const user of snapshot.docs) {
      // 2. Re-check inside a transaction, then expire it, stamped with the actor.
      const changed = await db.runTransaction(async (tx) => {
        const fresh = await tx.get(user.ref);
        const subscription = fresh.get('subscription') as SubscriptionFacts | undefined;
        const stillDue =
          subscription?.status === 'active' && !isSubscriptionActive(subscription, cutoff.toMillis());
        if (!stillDue) return false;
        tx.update(user.ref, {
          'subscription.status': 'expired',
          'subscription.updatedAt': FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
          lastChangedBy: actor,
        });
        return true;
      });
      if (changed) expired.push(user.id);
    }
    // A page where nothing changed means the rest were re-checked as not due: stop, do not spin.
    if (!snapshot.docs.some((d) => expired.includes(d.id))) return { expired, truncated: false };
  }
  return { expired, truncated: true };
}
