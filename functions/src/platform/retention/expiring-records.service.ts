// The schedule's purge of records past their expireAt (platform/retention/expiring-records.repo.ts, page
// by page until none is due), reported in the log so a purge that deletes nothing for long is visible.
import { logger } from 'firebase-functions';
import { purgeExpired } from './expiring-records.repo.js';

/** Purges every record due at `now` and logs how many went; returns the count. */
export async function purgeAndReportExpired(now: Date = new Date()): Promise<number> {
  const deleted = await purgeExpired(now);
  logger.info('Expired records purged', { deleted });
  return deleted;
}
