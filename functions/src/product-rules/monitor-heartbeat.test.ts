// The monitor's heartbeat rule: whole cycles due since the last heartbeat, a problem past three of them,
// and "never ran" without a heartbeat at all.
import { describe, expect, it } from 'vitest';
import {
  describeHeartbeat,
  missedCycles,
  MONITOR_NEVER_RAN,
  type MonitorHeartbeat,
} from './monitor-heartbeat.js';

const AT = '2026-12-01T12:00:00.000Z';
const everyMinute: MonitorHeartbeat = { at: AT, cycleStartedAt: AT, cycleMs: 60_000 };
const every5Minutes: MonitorHeartbeat = { ...everyMinute, cycleMs: 300_000 };
const after = (seconds: number) => Date.parse(AT) + seconds * 1000;

describe('the missed cycles of the monitor', () => {
  it.each([
    ['none just after the heartbeat', everyMinute, 0, 0],
    ['none 59 s later', everyMinute, 59, 0],
    ['one a minute later', everyMinute, 60, 1],
    ['three at 3 min 59 s', everyMinute, 239, 3],
    ['four at 4 min', everyMinute, 240, 4],
    ['none at 4 min when a cycle is five minutes', every5Minutes, 240, 0],
    ['none for a heartbeat 30 s in the future (clock skew)', everyMinute, -30, 0],
  ])('counts %s', (_case, heartbeat, seconds, expected) => {
    expect(missedCycles(heartbeat, after(seconds))).toBe(expected);
  });
});

describe("what the operator reads about the monitor's last cycle", () => {
  it.each([
    ['a fresh cycle is fine', everyMinute, 42, 'Last cycle 42 s ago', null],
    ['three missed cycles are not yet a problem', everyMinute, 239, 'Last cycle 239 s ago', null],
    [
      'four missed cycles are a problem',
      everyMinute,
      240,
      'Last cycle 240 s ago',
      'PROBLEM: the monitor missed 4 cycles (it runs every 60 s; more than 3 missed means it stopped).',
    ],
    ['15 minutes is fine when a cycle is five minutes', every5Minutes, 900, 'Last cycle 900 s ago', null],
    ['a heartbeat in the future reads as 0 s ago', everyMinute, -5, 'Last cycle 0 s ago', null],
  ])('%s', (_case, heartbeat, seconds, line, problem) => {
    expect(describeHeartbeat(heartbeat, after(seconds))).toEqual({ line, problem });
  });

  it('calls a monitor without any heartbeat a problem: it has never run', () => {
    expect(describeHeartbeat(null, after(0))).toEqual({
      line: MONITOR_NEVER_RAN,
      problem: MONITOR_NEVER_RAN,
    });
    expect(MONITOR_NEVER_RAN).toBe('PROBLEM: the monitor has never run (no cycle recorded a heartbeat).');
  });
});
