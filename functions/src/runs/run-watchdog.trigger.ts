// The deployment-run watchdog's schedule (runs/watchdog.service.ts): every 5 minutes (UTC), items
// pending longer than the queue's retry window are settled as failed and their runs finished, so a
// run's lock never outlives its run. Tests call settleStaleRunItems directly with their own clock.
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { LOG_EVENTS } from '../platform/log-events.js';
import { SCHEDULES } from '../platform/schedules.js';
import { settleStaleRunItems } from './watchdog.service.js';
import { optionsFor } from '../platform/function-sizing.js';

export const deploymentRunWatchdog = onSchedule(
  {
    ...optionsFor('schedule'),
    schedule: SCHEDULES.deploymentRunWatchdog,
    timeZone: 'UTC',
    // Settling a large run's lost items takes longer than a schedule's usual planning.
    timeoutSeconds: 300,
  },
  async (event) => {
    const pass = await settleStaleRunItems(Date.parse(event.scheduleTime) || Date.now());
    if (pass.settled > 0) {
      logger.warn('Deployment-run watchdog settled lost items', {
        event: LOG_EVENTS.deploymentRunStuck,
        ...pass,
      });
    }
  },
);
