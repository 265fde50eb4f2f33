import { describe, expect, it } from 'vitest';
import { changesFor, parseBackupArgs, retentionSeconds } from './plan.ts';

const options = parseBackupArgs(['--project', 'copydesk-prod']);
const DAILY_7D = JSON.stringify([
  {
    name: 'projects/copydesk-prod/databases/(default)/backupSchedules/abc-123',
    retention: '604800s',
    dailyRecurrence: {},
  },
]);

describe('the backups command line', () => {
  it('defaults to the (default) database, seven days of daily backups, and applying the changes', () => {
    expect(options).toEqual({
      project: 'copydesk-prod',
      database: '(default)',
      retention: '7d',
      dryRun: false,
    });
  });

  it('takes a database, a retention and --dry-run', () => {
    expect(
      parseBackupArgs([
        '--project',
        'copydesk-prod',
        '--database',
        'restored-1',
        '--retention',
        '2w',
        '--dry-run',
      ]),
    ).toEqual({ project: 'copydesk-prod', database: 'restored-1', retention: '2w', dryRun: true });
  });

  it.each([
    [[], '--project must be a project id, got ""'],
    [['--project'], '--project needs a value'],
    [['--project', 'Copydesk_Prod'], '--project must be a project id, got "Copydesk_Prod"'],
    [['--project', 'copydesk-prod', '--retention', '7 days'], '--retention must be days or weeks'],
    [['--project', 'copydesk-prod', '--retention', '0d'], '--retention must be days or weeks'],
    [['--project', 'copydesk-prod', '--database', 'a b'], '--database must be a database id'],
    [['--project', 'copydesk-prod', '--force'], 'Unknown argument --force'],
  ])('refuses %j: %s', (args, message) => {
    expect(() => parseBackupArgs(args)).toThrow(message);
  });
});

describe('what the backups command changes', () => {
  it('on a fresh project: turns point-in-time recovery on and creates the daily schedule', () => {
    expect(changesFor(options, 'POINT_IN_TIME_RECOVERY_DISABLED\n', '[]')).toEqual([
      [
        'firestore',
        'databases',
        'update',
        '--database=(default)',
        '--project=copydesk-prod',
        '--enable-pitr',
      ],
      [
        'firestore',
        'backups',
        'schedules',
        'create',
        '--database=(default)',
        '--project=copydesk-prod',
        '--recurrence=daily',
        '--retention=7d',
      ],
    ]);
  });

  it('on a project already set: changes nothing (a second run is harmless)', () => {
    expect(changesFor(options, 'POINT_IN_TIME_RECOVERY_ENABLED\n', DAILY_7D)).toEqual([]);
  });

  it('keeps a weekly schedule and adds the daily one beside it', () => {
    const weekly = JSON.stringify([
      { name: 'x/backupSchedules/w', retention: '1209600s', weeklyRecurrence: {} },
    ]);
    const changes = changesFor(options, 'POINT_IN_TIME_RECOVERY_ENABLED', weekly);
    expect(changes.map((c) => c.slice(0, 4).join(' '))).toEqual(['firestore backups schedules create']);
  });

  it('updates the daily schedule in place when its retention differs', () => {
    const twoWeeks = parseBackupArgs(['--project', 'copydesk-prod', '--retention', '2w']);
    expect(changesFor(twoWeeks, 'POINT_IN_TIME_RECOVERY_ENABLED', DAILY_7D)).toEqual([
      [
        'firestore',
        'backups',
        'schedules',
        'update',
        '--backup-schedule=abc-123',
        '--database=(default)',
        '--project=copydesk-prod',
        '--retention=2w',
      ],
    ]);
  });

  it.each([
    ['7d', '604800s'],
    ['1d', '86400s'],
    ['2w', '1209600s'],
  ])('reads retention %s as the API reports it, %s', (retention, seconds) => {
    expect(retentionSeconds(retention)).toBe(seconds);
  });
});
