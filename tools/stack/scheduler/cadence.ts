// The production schedules (functions/src/platform/schedules.ts) as intervals the local scheduler keeps.
// They use Cloud Scheduler's App Engine syntax "every N minutes|hours"; anything else is refused rather
// than guessed, so a schedule the scheduler cannot keep fails `npm start` loudly.
import { SCHEDULES, type ScheduledFunction } from '../../../functions/src/platform/schedules.ts';

const UNIT_MS = { minute: 60_000, minutes: 60_000, hour: 3_600_000, hours: 3_600_000 } as const;

/** Milliseconds between runs of an "every N minutes|hours" schedule. */
export function intervalMs(schedule: string): number {
  const match = /^every (\d+) (minutes?|hours?)$/.exec(schedule.trim());
  const count = Number(match?.[1]);
  if (!match || !Number.isInteger(count) || count < 1) {
    throw new Error(`The local scheduler keeps "every N minutes|hours" schedules only, not "${schedule}"`);
  }
  return count * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/**
 * Milliseconds from `now` to the schedule's next run: at whole multiples of the interval on the UTC
 * clock (every minute on the minute, hourly on the hour), as Cloud Scheduler runs them.
 */
export function msToNextRun(now: number, everyMs: number): number {
  return everyMs - (now % everyMs);
}

/** The functions named in COPYDESK_SCHEDULES ("all" or a comma list), each with its interval. */
export function selectedSchedules(selection: string): { name: ScheduledFunction; everyMs: number }[] {
  const names = Object.keys(SCHEDULES) as ScheduledFunction[];
  const wanted = selection === 'all' ? names : selection.split(',').map((name) => name.trim());
  return wanted.map((name) => {
    if (!names.includes(name as ScheduledFunction)) {
      throw new Error(`No scheduled function is named "${name}"; the schedules are ${names.join(', ')}`);
    }
    return { name: name as ScheduledFunction, everyMs: intervalMs(SCHEDULES[name as ScheduledFunction]) };
  });
}
