// The copy-health monitor's heartbeat (docs/operations.md "After every deploy: the smoke check"): every
// planner cycle records when it ran, even on a quiet fleet whose report never changes, so a monitor that
// stopped is told apart from a fleet with nothing to say. One rule for `copydesk health`, the technical
// dashboard and the smoke check: past MISSED_CYCLES_ALLOWED missed cycles the monitor is a problem.

/** More missed cycles than this is a problem (a cycle late under load is not). */
export const MISSED_CYCLES_ALLOWED = 3;

/** healthMonitorRuns/heartbeat: the latest cycle that ran, and the cycle length it ran with. */
export interface MonitorHeartbeat {
  /** When the cycle ran (wall clock, ISO-8601). */
  at: string;
  /** The schedule's time of that cycle (ISO-8601). */
  cycleStartedAt: string;
  /** The schedule's cycle length (ms): every minute in production (platform/schedules.ts). */
  cycleMs: number;
}

export const MONITOR_NEVER_RAN = 'PROBLEM: the monitor has never run (no cycle recorded a heartbeat).';
export const MONITOR_PROBLEM_ACTION =
  "Check the healthMonitorSchedule function's logs and its Cloud Scheduler job (docs/operations.md, " +
  '"After every deploy: the smoke check").';

/** Whole cycles that came due since the heartbeat; none for a heartbeat "in the future" (clock skew). */
export function missedCycles(heartbeat: MonitorHeartbeat, now: number): number {
  const ageMs = now - Date.parse(heartbeat.at);
  return Number.isFinite(ageMs) && ageMs > 0 ? Math.floor(ageMs / heartbeat.cycleMs) : 0;
}

export interface HeartbeatView {
  /** "Last cycle 42 s ago", or the problem line when there was never a cycle. */
  line: string;
  /** Why the monitor is a problem, or null when it runs. */
  problem: string | null;
}

/** What the operator reads about the monitor at `now` (epoch ms). */
export function describeHeartbeat(heartbeat: MonitorHeartbeat | null, now: number): HeartbeatView {
  if (!heartbeat) return { line: MONITOR_NEVER_RAN, problem: MONITOR_NEVER_RAN };
  const seconds = Math.max(0, Math.round((now - Date.parse(heartbeat.at)) / 1000));
  const line = `Last cycle ${seconds} s ago`;
  const missed = missedCycles(heartbeat, now);
  if (missed <= MISSED_CYCLES_ALLOWED) return { line, problem: null };
  const every = Math.round(heartbeat.cycleMs / 1000);
  return {
    line,
    problem: `PROBLEM: the monitor missed ${missed} cycles (it runs every ${every} s; more than ${MISSED_CYCLES_ALLOWED} missed means it stopped).`,
  };
}
