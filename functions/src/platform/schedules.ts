// How often each scheduled function runs, in Cloud Scheduler's "every N minutes|hours" syntax, by
// exported function name. One source for both: the triggers declare these schedules, and under
// `npm start` the local scheduler (tools/stack/scheduler) fires the same functions at the same cadence
// (docs/architecture.md §9). Pure on purpose: the tools read it before the functions are built.

/** Read when the functions are deployed (a schedule is not a runtime param); functions/.env.example. */
const healthMonitorSchedule = process.env.HEALTH_MONITOR_SCHEDULE ?? 'every 1 minutes';

export const SCHEDULES = {
  healthMonitorSchedule,
  strategyStatisticsSchedule: 'every 60 minutes',
  expireSubscriptionsSchedule: 'every 15 minutes',
  purgeExpiredSchedule: 'every 60 minutes',
  deploymentRunWatchdog: 'every 5 minutes',
} as const;

export type ScheduledFunction = keyof typeof SCHEDULES;
