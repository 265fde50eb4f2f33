// Starts the local scheduler (main.ts) once the functions emulator serves: `npm start` runs every
// schedule at its production cadence. Tests and the bench leave it off and drive the functions
// themselves, so a timer never races what they check or measure (docs/architecture.md §9).
import path from 'node:path';
import { BIN, ROOT, spawnChild, type Child } from '../processes.ts';

/**
 * Spawns the scheduler for the named schedules ("all" or a comma list of scheduled functions). With
 * `runAtStart`, each also runs once as soon as the scheduler starts (a test waits for one run, not for
 * the clock's next minute); the cadence after that is the same.
 */
export function startScheduler(
  env: NodeJS.ProcessEnv,
  schedules = 'all',
  options: { runAtStart?: boolean } = {},
): Child {
  const entry = path.join(ROOT, 'tools', 'stack', 'scheduler', 'main.ts');
  return spawnChild('scheduler', path.join(BIN, 'tsx'), [entry], {
    env: {
      ...env,
      COPYDESK_SCHEDULES: schedules,
      COPYDESK_SCHEDULES_RUN_AT_START: options.runAtStart ? '1' : '',
    },
  });
}
