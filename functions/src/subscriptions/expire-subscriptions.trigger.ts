// The expiry schedule: active subscriptions whose expiresAt has passed become "expired"
// (subscriptions/subscription-expiry.repo.ts). The status change then fires onSubscriptionStatusChanged
// (close-only on the bridge) and the audit trigger, which names this schedule as the actor.
// The logic is a plain function so tests run it against the emulator (the test stack runs no scheduler).
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Firestore } from 'firebase-admin/firestore';
import { SCHEDULES } from '../platform/schedules.js';
import { expireDueSubscriptionsAs, type ExpiryOutcome } from './subscription-expiry.service.js';
import { optionsFor } from '../platform/function-sizing.js';

export const EXPIRY_TRIGGER = 'expireSubscriptions';

export function expireSubscriptions(now: Date = new Date(), db?: Firestore): Promise<ExpiryOutcome> {
  return expireDueSubscriptionsAs(EXPIRY_TRIGGER, now, db);
}

export const expireSubscriptionsSchedule = onSchedule(
  { ...optionsFor('schedule'), schedule: SCHEDULES.expireSubscriptionsSchedule, timeZone: 'UTC' },
  async () => {
    const { expired, truncated } = await expireSubscriptions(new Date());
    logger.info('Subscription expiry run', { expired: expired.length, truncated });
  },
);
