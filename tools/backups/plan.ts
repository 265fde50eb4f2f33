// What `npm run backups` does to a Firebase project's Firestore (docs/operations.md "Backups and
// restore"): point-in-time recovery on (7 days of versions, readable and exportable at any minute) and
// one daily backup schedule. Idempotent: it reads the database and its schedules first and only changes
// what differs, so running it twice changes nothing the second time.

export interface BackupOptions {
  project: string;
  database: string;
  /** How long each daily backup is kept, as gcloud takes it (e.g. 7d, 2w). */
  retention: string;
  dryRun: boolean;
}

export const DEFAULT_RETENTION = '7d';

/** A Google Cloud project id: 6-30 lowercase letters, digits and hyphens, starting with a letter. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
/** A Firestore database id: "(default)" or 4-63 lowercase letters, digits and hyphens. */
const DATABASE_ID = /^(\(default\)|[a-z][a-z0-9-]{2,61}[a-z0-9])$/;
const RETENTION = /^[1-9][0-9]*[dw]$/;

export const USAGE =
  'usage: npm run backups -- --project <id> [--database <id>] [--retention <7d>] [--dry-run]';

/** The command line, checked; throws with the usage on anything it cannot take. */
export function parseBackupArgs(args: readonly string[]): BackupOptions {
  const options: BackupOptions = {
    project: '',
    database: '(default)',
    retention: DEFAULT_RETENTION,
    dryRun: false,
  };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const value = () => {
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value\n${USAGE}`);
      i += 1;
      return next;
    };
    if (arg === '--project') options.project = value();
    else if (arg === '--database') options.database = value();
    else if (arg === '--retention') options.retention = value();
    else if (arg === '--dry-run') options.dryRun = true;
    else throw new Error(`Unknown argument ${arg}\n${USAGE}`);
  }
  if (!PROJECT_ID.test(options.project))
    throw new Error(`--project must be a project id, got "${options.project}"\n${USAGE}`);
  if (!DATABASE_ID.test(options.database))
    throw new Error(`--database must be a database id, got "${options.database}"`);
  if (!RETENTION.test(options.retention))
    throw new Error(`--retention must be days or weeks (e.g. 7d, 2w), got "${options.retention}"`);
  return options;
}

export type Gcloud = readonly string[];

const scope = (o: BackupOptions) => [`--database=${o.database}`, `--project=${o.project}`];

export const readPitr = (o: BackupOptions): Gcloud => [
  'firestore',
  'databases',
  'describe',
  ...scope(o),
  '--format=value(pointInTimeRecoveryEnablement)',
];
export const enablePitr = (o: BackupOptions): Gcloud => [
  'firestore',
  'databases',
  'update',
  ...scope(o),
  '--enable-pitr',
];
export const listSchedules = (o: BackupOptions): Gcloud => [
  'firestore',
  'backups',
  'schedules',
  'list',
  ...scope(o),
  '--format=json',
];
export const createDailySchedule = (o: BackupOptions): Gcloud => [
  'firestore',
  'backups',
  'schedules',
  'create',
  ...scope(o),
  '--recurrence=daily',
  `--retention=${o.retention}`,
];
export const updateScheduleRetention = (o: BackupOptions, schedule: string): Gcloud => [
  'firestore',
  'backups',
  'schedules',
  'update',
  `--backup-schedule=${schedule}`,
  ...scope(o),
  `--retention=${o.retention}`,
];

interface Schedule {
  name?: string;
  retention?: string;
  dailyRecurrence?: object;
}

/** A retention as the API reports it, in seconds ("604800s"), from gcloud's 7d / 2w. */
export function retentionSeconds(retention: string): string {
  const amount = Number(retention.slice(0, -1));
  return `${amount * (retention.endsWith('w') ? 7 : 1) * 86_400}s`;
}

/** The changes that make the project match: what `readPitr` and `listSchedules` answered decide them. */
export function changesFor(o: BackupOptions, pitr: string, schedulesJson: string): Gcloud[] {
  const changes: Gcloud[] = [];
  if (pitr.trim() !== 'POINT_IN_TIME_RECOVERY_ENABLED') changes.push(enablePitr(o));
  const daily = (JSON.parse(schedulesJson || '[]') as Schedule[]).find(
    (s) => s.dailyRecurrence !== undefined,
  );
  if (!daily) changes.push(createDailySchedule(o));
  else if (daily.retention !== retentionSeconds(o.retention)) {
    const id = daily.name?.split('/').pop();
    if (!id) throw new Error(`The daily backup schedule has no name: ${JSON.stringify(daily)}`);
    changes.push(updateScheduleRetention(o, id));
  }
  return changes;
}
