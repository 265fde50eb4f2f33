// The copy-health schedule (README "Copy health", docs/architecture.md §12): every minute in production
// (platform/schedules.ts) it plans a cycle, reading the bridge in bulk, and enqueues one task per shard
// (health/health-shard.task.ts checks them). The cycle's time is the schedule's, so a redelivered
// schedule enqueues nothing new. The local scheduler fires it under `npm start` (§9). A deleted trading
// account's open incidents are resolved as "account removed".
import { logger } from 'firebase-functions';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SCHEDULES } from '../platform/schedules.js';
import { bridgeSecrets } from '../platform/params/bridge-params.js';
import { LOG_EVENTS } from '../platform/log-events.js';
import { cycleMsOf } from './health-shards.rules.js';
import { closeIncidentsOfRemovedAccount } from './health-account-removed.service.js';
import { planHealthCycle } from './health-cycle.service.js';
import { enqueueCycle, healthTaskQueue } from './health-task-queue.service.js';
import { defaultDeps } from '../platform/trigger-deps.js';
import { optionsFor } from '../platform/function-sizing.js';
import { withSecrets } from '../platform/service-accounts.js';

export const healthMonitorSchedule = onSchedule(
  {
    ...optionsFor('schedule'),
    schedule: SCHEDULES.healthMonitorSchedule,
    timeZone: 'UTC',
    ...withSecrets(bridgeSecrets),
  },
  async (event) => {
    const deps = defaultDeps();
    const cycleAt = Date.parse(event.scheduleTime) || Date.now();
    const tasks = await planHealthCycle({
      bridge: deps.bridge(),
      db: deps.db,
      cycleAt,
      wallClock: Date.now(),
      cycleMs: cycleMsOf(SCHEDULES.healthMonitorSchedule),
    });
    const enqueued = await enqueueCycle(tasks, healthTaskQueue());
    logger.info('Copy-health cycle planned', {
      event: LOG_EVENTS.healthMonitorCycle,
      cycleAt,
      shards: tasks.length,
      enqueued,
    });
  },
);

export const onTradingAccountDeleted = onDocumentDeleted(
  { ...optionsFor('trigger'), document: 'users/{uid}/tradingAccounts/{accountNumber}', retry: true },
  async (event) => {
    const { uid, accountNumber } = event.params;
    const resolved = await closeIncidentsOfRemovedAccount(uid, accountNumber, {
      db: defaultDeps().db,
      // The event's time: a redelivered event writes the same documents (and finds nothing open).
      now: Date.parse(event.time) || Date.now(),
    });
    if (resolved > 0)
      logger.info('Copy-health incidents resolved: account removed', { uid, accountNumber, resolved });
  },
);
