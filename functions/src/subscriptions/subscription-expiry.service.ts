// The expiry of subscriptions whose expiresAt has passed (subscriptions/subscription-expiry.repo.ts), run
// by a schedule that the status change and the audit trail name as the actor ("system:<trigger>").
import type { Firestore } from 'firebase-admin/firestore';
import { expireDueSubscriptions, type ExpiryOutcome } from './subscription-expiry.repo.js';
import { systemActor } from '../platform/trigger-deps.js';

export type { ExpiryOutcome };

/** Expires every active subscription due at `now`, stamped as changed by the system actor `trigger`. */
export function expireDueSubscriptionsAs(trigger: string, now: Date, db?: Firestore): Promise<ExpiryOutcome> {
  return expireDueSubscriptions(now, systemActor(trigger), db);
}
