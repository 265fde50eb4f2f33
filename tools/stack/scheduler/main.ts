// The local scheduler: Cloud Scheduler's part under `npm start`. Each scheduled function runs at its
// production interval on the clock (cadence.ts), in the functions emulator (fire.ts); a run
// still going when the next is due is not overlapped, as Cloud Scheduler's one-attempt-at-a-time job
// would not (docs/architecture.md §9). Reads COPYDESK_FUNCTIONS_URL (the emulator's
// <origin>/<project>/<region>), COPYDESK_SCHEDULES ("all" or a comma list of function names) and
// COPYDESK_SCHEDULES_RUN_AT_START ("1": one run of each as soon as it starts, then the cadence).
import { msToNextRun, selectedSchedules } from './cadence.ts';
import { ScheduledCaller, type FunctionsEmulator } from './fire.ts';

function emulatorOf(functionsUrl: string | undefined): FunctionsEmulator {
  if (!functionsUrl) throw new Error('The local scheduler needs COPYDESK_FUNCTIONS_URL');
  const url = new URL(functionsUrl);
  const [project, region] = url.pathname.split('/').filter(Boolean);
  if (!project || !region)
    throw new Error(`COPYDESK_FUNCTIONS_URL has no project and region: ${functionsUrl}`);
  return { origin: url.origin, project, region };
}

const caller = new ScheduledCaller(emulatorOf(process.env.COPYDESK_FUNCTIONS_URL));
const running = new Set<string>();

async function fire(name: string): Promise<void> {
  if (running.has(name)) return;
  running.add(name);
  try {
    const status = await caller.fire(name, new Date());
    console.log(status < 300 ? `ran ${name}` : `${name} answered ${status}`);
  } catch (error) {
    console.warn(`${name} not run: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    running.delete(name);
  }
}

const runAtStart = process.env.COPYDESK_SCHEDULES_RUN_AT_START === '1';
for (const { name, everyMs } of selectedSchedules(process.env.COPYDESK_SCHEDULES ?? 'all')) {
  console.log(`${name}: every ${everyMs / 60_000} min`);
  if (runAtStart) void fire(name);
  setTimeout(
    () => {
      void fire(name);
      setInterval(() => void fire(name), everyMs);
    },
    msToNextRun(Date.now(), everyMs),
  );
}
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
