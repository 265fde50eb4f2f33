// The copy-health schedule (README "Copy health"): every minute in production (config/schedules.ts),
// one monitor run over every account; each account it could not check is logged with its reason. The
// run itself is services/health-monitor (most tests call it directly; the local scheduler fires this
// function under `npm start`, docs/architecture.md §9). A deleted trading account's open incidents are resolved as "account removed".
import { logger } from 'firebase-functions';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SCHEDULES } from '../config/schedules.js';
import { bridgeSecrets } from '../config/bridge-params.js';
import { healthSettings } from '../config/health-params.js';
import { closeIncidentsOfRemovedAccount } from '../services/health-account-removed.js';
import { runHealthMonitor } from '../services/health-monitor.js';
import { defaultDeps } from './deps.js';

export const healthMonitorSchedule = onSchedule(
  { schedule: SCHEDULES.healthMonitorSchedule, timeZone: 'UTC', secrets: bridgeSecrets, timeoutSeconds: 540 },
  async (event) => {
    const deps = defaultDeps();
    const run = await runHealthMonitor({
      bridge: deps.bridge(),
      settings: healthSettings(),
      db: deps.db,
      // The scheduled time, so a retried delivery of the same run writes nothing new.
      now: Date.parse(event.scheduleTime) || Date.now(),
    });
    const { failures, ...counts } = run;
    logger.info('Copy-health run', counts);
    for (const failure of failures) logger.warn('Copy-health check failed', failure);
  },
);

export const onTradingAccountDeleted = onDocumentDeleted(
  { document: 'users/{uid}/tradingAccounts/{accountNumber}', retry: true },
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
