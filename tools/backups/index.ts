// `npm run backups -- --project <id> [--database <id>] [--retention 7d] [--dry-run]`: point-in-time
// recovery and a daily backup schedule for the project's Firestore (plan.ts; runbook in
// docs/operations.md "Backups and restore"). With gcloud on the PATH (signed in to the project) it reads
// the current settings and changes only what differs; with --dry-run, or without gcloud, it prints the
// exact commands instead, reads included, for someone to run by hand.
import { execFileSync, spawnSync } from 'node:child_process';
import { shellQuote } from '../stack/emulators.ts';
import {
  changesFor,
  createDailySchedule,
  enablePitr,
  listSchedules,
  parseBackupArgs,
  readPitr,
  type BackupOptions,
  type Gcloud,
} from './plan.ts';

const printable = (args: Gcloud) => ['gcloud', ...args].map(shellQuote).join(' ');

function hasGcloud(): boolean {
  return spawnSync('gcloud', ['--version'], { stdio: 'ignore' }).status === 0;
}

function printPlan(o: BackupOptions, why: string): void {
  console.log(`${why}: these are the commands, to run by hand.`);
  console.log('# Read first: skip the update if this prints POINT_IN_TIME_RECOVERY_ENABLED.');
  console.log(printable(readPitr(o)));
  console.log(printable(enablePitr(o)));
  console.log('# Read first: skip the create if this lists a schedule with "dailyRecurrence".');
  console.log(printable(listSchedules(o)));
  console.log(printable(createDailySchedule(o)));
}

function gcloud(args: Gcloud): string {
  return execFileSync('gcloud', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

function apply(o: BackupOptions): void {
  const changes = changesFor(o, gcloud(readPitr(o)), gcloud(listSchedules(o)));
  if (changes.length === 0)
    console.log(`${o.project}: point-in-time recovery and the daily backup are already set.`);
  for (const change of changes) {
    console.log(`$ ${printable(change)}`);
    gcloud(change);
  }
}

function main(): number {
  const options = parseBackupArgs(process.argv.slice(2));
  if (options.dryRun) printPlan(options, 'Dry run');
  else if (!hasGcloud()) printPlan(options, 'gcloud is not on the PATH');
  else apply(options);
  return 0;
}

try {
  process.exit(main());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
