// `npm run monitoring`: one gcloud command per file of ops/monitoring, for the project given, reading
// files rendered for that project and channel; an existing definition is updated, not created again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../stack/processes.ts';
import { applyMonitoring, parseApplyArgs } from './apply-monitoring.ts';
import { findExisting, updateCommand } from './gcloud-commands.ts';

const OPS = path.join(ROOT, 'ops', 'monitoring');
const filesOf = (kind: string) => readdirSync(path.join(OPS, kind)).filter((file) => file.endsWith('.json'));
const PROJECT = 'copydesk-prod-42';

function dryRun(channel?: string): { lines: string[]; outDir: string } {
  const outDir = mkdtempSync(path.join(tmpdir(), 'copydesk-monitoring-test-'));
  const lines: string[] = [];
  applyMonitoring({ project: PROJECT, channel, dryRun: true, outDir }, (line) => lines.push(line));
  return { lines, outDir };
}

/** The file a printed command reads (its --config-from-file= or --policy-from-file= argument). */
const fileOf = (line: string) => /--(?:config|policy)-from-file=(\S+)/.exec(line)?.[1] ?? '';

describe('the monitoring dry run', () => {
  it.each([
    ['metrics', 'gcloud logging metrics create copydesk_'],
    ['policies', 'gcloud monitoring policies create --policy-from-file='],
    ['dashboards', 'gcloud monitoring dashboards create --config-from-file='],
  ])('prints one command per file of %s, for the project given', (kind, start) => {
    const { lines, outDir } = dryRun();
    const commands = lines.filter((line) => line.startsWith(start));
    expect(commands).toHaveLength(filesOf(kind).length);
    for (const command of commands) {
      expect(command.endsWith(` --project=${PROJECT}`)).toBe(true);
      expect(fileOf(command).startsWith(path.join(outDir, kind))).toBe(true);
    }
    expect(commands.map((c) => path.basename(fileOf(c))).sort()).toEqual(filesOf(kind).sort());
  });

  it('prints nothing but the commands and one comment line', () => {
    const { lines } = dryRun();
    const total = ['metrics', 'policies', 'dashboards'].reduce((sum, kind) => sum + filesOf(kind).length, 0);
    expect(lines.filter((line) => line.startsWith('gcloud '))).toHaveLength(total);
    expect(lines.filter((line) => !line.startsWith('gcloud '))).toEqual([
      expect.stringMatching(/^# Dry run/),
    ]);
  });

  it('renders the files with the project and the notification channel put in', () => {
    const { lines } = dryRun('1234567890');
    for (const line of lines.filter((l) => l.startsWith('gcloud monitoring policies'))) {
      const policy = JSON.parse(readFileSync(fileOf(line), 'utf8')) as {
        notificationChannels: string[];
        documentation: { content: string };
      };
      expect(policy.notificationChannels).toEqual([`projects/${PROJECT}/notificationChannels/1234567890`]);
      expect(policy.documentation.content).not.toContain('${');
    }
    const rendered = lines.filter((l) => l.startsWith('gcloud ')).map((l) => readFileSync(fileOf(l), 'utf8'));
    expect(rendered.some((text) => text.includes(`project=${PROJECT}`))).toBe(true);
  });

  it('renders policies without channels when none is given', () => {
    const { lines } = dryRun();
    const policyLine = lines.find((l) => l.startsWith('gcloud monitoring policies')) ?? '';
    expect(JSON.parse(readFileSync(fileOf(policyLine), 'utf8'))).not.toHaveProperty('notificationChannels');
  });

  it('runs as npm run monitoring does, printing the commands', () => {
    const run = spawnSync(
      process.execPath,
      ['tools/bootstrap.mjs', 'tools/monitoring/main.ts', '--project', PROJECT, '--dry-run'],
      { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`gcloud logging metrics create copydesk_task_failed --config-from-file=`);
  }, 90_000);
});

describe('the monitoring arguments', () => {
  it.each([
    ['no project', []],
    ['a project id with capitals', ['--project', 'CopyDesk-Prod']],
    ['an unknown option', ['--project', PROJECT, '--force']],
  ])('refuses %s', (_case, argv) => {
    expect(() => parseApplyArgs(argv)).toThrow();
  });

  it('reads the project, the channel and --dry-run', () => {
    expect(parseApplyArgs(['--project', PROJECT, '--channel', '77', '--dry-run'])).toEqual({
      project: PROJECT,
      channel: '77',
      dryRun: true,
    });
  });
});

describe('updating what exists', () => {
  const policy = { kind: 'policies', key: 'CopyDesk: e-mails not sent', path: '/tmp/p.json' } as const;
  const listed = [
    { name: 'projects/p/alertPolicies/1', displayName: 'CopyDesk: e-mails not sent (old copy)' },
    { name: 'projects/p/alertPolicies/2', displayName: 'CopyDesk: e-mails not sent' },
  ];

  it('finds the existing policy by its whole display name', () => {
    expect(findExisting(policy, listed)).toEqual({ name: 'projects/p/alertPolicies/2' });
  });

  it('finds nothing when no display name is the same', () => {
    expect(findExisting(policy, listed.slice(0, 1))).toBeUndefined();
  });

  it('finds an existing metric by its name', () => {
    const metric = { kind: 'metrics', key: 'copydesk_http_5xx', path: '/tmp/m.json' } as const;
    expect(findExisting(metric, [{ name: 'copydesk_http_5xx' }])).toEqual({ name: 'copydesk_http_5xx' });
  });

  it('keeps the etag of an existing dashboard for its update', () => {
    const dashboard = { kind: 'dashboards', key: 'CopyDesk overview', path: '/tmp/d.json' } as const;
    const existing = [{ name: 'projects/p/dashboards/abc', displayName: 'CopyDesk overview', etag: 'e1' }];
    expect(findExisting(dashboard, existing)).toEqual({ name: 'projects/p/dashboards/abc', etag: 'e1' });
  });

  it('updates the existing resource from the same file', () => {
    expect(updateCommand(policy, 'projects/p/alertPolicies/2', 'p1-project')).toEqual([
      'gcloud',
      'monitoring',
      'policies',
      'update',
      'projects/p/alertPolicies/2',
      '--policy-from-file=/tmp/p.json',
      '--project=p1-project',
    ]);
  });
});
