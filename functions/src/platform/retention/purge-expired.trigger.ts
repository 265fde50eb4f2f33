// Records kept only as long as they are needed carry expireAt (docs/operations.md "Retention": provisioning
// attempts, rate-limit counters, mailbox proofs, trigger markers, the audit log, health events,
// notifications, resolved incidents and deployment run items). In production a Firestore TTL policy on
// expireAt deletes them (declared in firestore.indexes.json, deployed with the project); the emulator has
// no TTL, and TTL deletion can lag by a day, so this schedule purges them too
// (platform/retention/expiring-records.repo.ts, page by page until none is due). Tests call purgeExpired directly.
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SCHEDULES } from '../schedules.js';
import { purgeExpired } from './expiring-records.repo.js';
import { optionsFor } from '../function-sizing.js';

export { EXPIRING_COLLECTIONS, EXPIRING_SUBCOLLECTIONS, purgeExpired } from './expiring-records.repo.js';

export const purgeExpiredSchedule = onSchedule(
  { ...optionsFor('schedule'), schedule: SCHEDULES.purgeExpiredSchedule, timeZone: 'UTC' },
  async () => {
    const deleted = await purgeExpired();
    logger.info('Expired records purged', { deleted });
  },
);
