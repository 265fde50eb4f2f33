// The copy-health schedule (README "Copy health"): every minute in production (HEALTH_MONITOR_SCHEDULE),
// one monitor run over every account. The run itself is services/health-monitor (tests call it directly:
// schedules never fire under the emulator).
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { bridgeSecrets } from '../config/bridge-params.js';
import { HEALTH_MONITOR_SCHEDULE, healthSettings } from '../config/health-params.js';
import { runHealthMonitor } from '../services/health-monitor.js';
import { defaultDeps } from './deps.js';

export const healthMonitorSchedule = onSchedule(
  { schedule: HEALTH_MONITOR_SCHEDULE, timeZone: 'UTC', secrets: bridgeSecrets, timeoutSeconds: 540 },
  async (event) => {
    const deps = defaultDeps();
    const run = await runHealthMonitor({
      bridge: deps.bridge(),
      settings: healthSettings(),
      db: deps.db,
      // The scheduled time, so a retried delivery of the same run writes nothing new.
      now: Date.parse(event.scheduleTime) || Date.now(),
    });
    logger.info('Copy-health run', run);
  },
);
