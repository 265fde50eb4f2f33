// One Cloud Scheduler call to a scheduled function running in the functions emulator. In production
// Cloud Scheduler POSTs to a v2 scheduled function with these headers; the emulator has no scheduler
// and its Pub/Sub bridge cannot deliver to such a function ("Unsupported trigger signature: http"), so
// the call goes to the emulator's own event route, /functions/projects/<project>/triggers/<key>, the one
// its Pub/Sub emulator uses for other functions. A key is `<region>-<name>-<generation>`, the
// generation going up each time the emulator reloads the code (docs/architecture.md §9). Pausing the
// background triggers through the emulator hub (the recovery drill does) disables the current key and
// reloads under the next: the disabled key still answers, 204 with nothing run, so it is passed over.

export interface FunctionsEmulator {
  /** e.g. http://127.0.0.1:5001 */
  origin: string;
  project: string;
  region: string;
}

/** Generations tried past the last one that answered: one per reload of the functions' code. */
const GENERATIONS_AHEAD = 50;
/** What the emulator answers for a trigger of an older generation that a pause disabled. */
const DISABLED = 204;

export class ScheduledCaller {
  private generation = 0;

  constructor(private readonly emulator: FunctionsEmulator) {}

  /** Runs the function once, as Cloud Scheduler would at `scheduleTime`; returns the HTTP status. */
  async fire(name: string, scheduleTime: Date): Promise<number> {
    for (let ahead = 0; ahead <= GENERATIONS_AHEAD; ahead += 1) {
      const status = await this.post(name, this.generation + ahead, scheduleTime);
      if (status !== 404 && status !== DISABLED) {
        this.generation += ahead;
        return status;
      }
    }
    return 404;
  }

  private async post(name: string, generation: number, scheduleTime: Date): Promise<number> {
    const { origin, project, region } = this.emulator;
    const key = `${region}-${name}-${generation}`;
    const response = await fetch(`${origin}/functions/projects/${project}/triggers/${key}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-CloudScheduler-JobName': `firebase-schedule-${name}-${region}`,
        'X-CloudScheduler-ScheduleTime': scheduleTime.toISOString(),
      },
      body: '{}',
    });
    await response.body?.cancel();
    return response.status;
  }
}
