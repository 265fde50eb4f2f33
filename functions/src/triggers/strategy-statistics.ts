// The strategy statistics schedule (README "Copy report and strategy statistics"): hourly, the cards'
// figures are recomputed from each strategy's history and cached, so no page view computes them. The
// run is services/strategy-statistics (tests call it directly; under `npm start` the local scheduler
// fires this hourly, docs/architecture.md §9).
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SCHEDULES } from '../config/schedules.js';
import { bridgeSecrets } from '../config/bridge-params.js';
import { refreshStrategyStatistics } from '../services/strategy-statistics.js';
import { defaultDeps } from './deps.js';

export const strategyStatisticsSchedule = onSchedule(
  {
    schedule: SCHEDULES.strategyStatisticsSchedule,
    timeZone: 'UTC',
    secrets: bridgeSecrets,
    timeoutSeconds: 540,
  },
  async (event) => {
    const deps = defaultDeps();
    const run = await refreshStrategyStatistics({
      bridge: deps.bridge(),
      db: deps.db,
      now: Date.parse(event.scheduleTime) || Date.now(),
    });
    logger.info('Strategy statistics run', run);
  },
);
