import { describe, expect, it } from 'vitest';
import { intervalMs, msToNextRun, selectedSchedules } from './cadence.ts';

describe('the local scheduler cadence', () => {
  it.each([
    ['every 1 minutes', 60_000],
    ['every 5 minutes', 300_000],
    ['every 1 minute', 60_000],
    ['every 2 hours', 7_200_000],
  ])('keeps "%s" as %i ms', (schedule, expected) => {
    expect(intervalMs(schedule)).toBe(expected);
  });

  it.each(['*/5 * * * *', 'every 0 minutes', 'every day 09:00', 'every 1.5 minutes'])(
    'refuses "%s" rather than guess',
    (schedule) => {
      expect(() => intervalMs(schedule)).toThrow(/every N minutes\|hours/);
    },
  );

  it('fires every scheduled function at its production cadence', () => {
    expect(selectedSchedules('all')).toEqual([
      { name: 'healthMonitorSchedule', everyMs: 60_000 },
      { name: 'strategyStatisticsSchedule', everyMs: 3_600_000 },
      { name: 'expireSubscriptionsSchedule', everyMs: 900_000 },
      { name: 'purgeExpiredSchedule', everyMs: 3_600_000 },
      { name: 'deploymentRunWatchdog', everyMs: 300_000 },
    ]);
  });

  it.each([
    ['every minute, 20 s past the minute', '2026-11-26T12:00:20.000Z', 60_000, 40_000],
    ['every minute, on the minute: a full minute on', '2026-11-26T12:01:00.000Z', 60_000, 60_000],
    ['hourly, at 12:45', '2026-11-26T12:45:00.000Z', 3_600_000, 900_000],
    ['every 15 minutes, at 12:07:30', '2026-11-26T12:07:30.000Z', 900_000, 450_000],
  ])('runs next on the clock: %s', (_case, now, everyMs, expected) => {
    expect(msToNextRun(Date.parse(now), everyMs)).toBe(expected);
  });

  it('refuses a schedule name no function has', () => {
    expect(() => selectedSchedules('healthMonitorSchedule,nightly')).toThrow(/"nightly"/);
  });
});
