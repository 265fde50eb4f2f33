// Records kept only as long as they are needed carry expireAt (docs/operations.md "Retention": provisioning
// attempts, rate-limit counters, mailbox proofs, trigger markers, the audit log, health events,
// notifications, resolved incidents and deployment run items). In production a Firestore TTL policy on
// expireAt deletes them (declared in firestore.indexes.json, deployed with the project); the emulator has
// no TTL, and TTL deletion can lag by a day, so this schedule purges them too
// (platform/retention/expiring-records.service.ts). Tests call the repository's purgeExpired directly.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SCHEDULES } from '../schedules.js';
import { purgeAndReportExpired } from './expiring-records.service.js';
import { optionsFor } from '../function-sizing.js';

export const purgeExpiredSchedule = onSchedule(
  { ...optionsFor('schedule'), schedule: SCHEDULES.purgeExpiredSchedule, timeZone: 'UTC' },
  async () => {
    await purgeAndReportExpired();
  },
);
