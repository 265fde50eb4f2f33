// `npm run monitoring` with gcloud present: a stand-in gcloud on PATH (a shell script recording its
// arguments and answering `list` from files) shows that each definition is created in a project that
// lacks it and updated, from the same file, in one that has it, so applying twice changes nothing new.
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyMonitoring } from './apply-monitoring.ts';
import { loadMonitoringFiles } from './monitoring-files.ts';

const PROJECT = 'copydesk-prod-42';
const FAKE_GCLOUD = `#!/bin/sh
printf '%s\\n' "$*" >> "$FAKE_GCLOUD_DIR/calls.log"
case "$*" in
  *" list "*) cat "$FAKE_GCLOUD_DIR/$2.json" 2>/dev/null || echo '[]' ;;
esac
`;

let dir = '';
let savedPath: string | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'copydesk-fake-gcloud-'));
  writeFileSync(path.join(dir, 'gcloud'), FAKE_GCLOUD);
  chmodSync(path.join(dir, 'gcloud'), 0o755);
  writeFileSync(path.join(dir, 'calls.log'), '');
  savedPath = process.env.PATH;
  process.env.PATH = `${dir}${path.delimiter}${savedPath ?? ''}`;
  process.env.FAKE_GCLOUD_DIR = dir;
});

afterEach(() => {
  process.env.PATH = savedPath;
  delete process.env.FAKE_GCLOUD_DIR;
});

const calls = () => readFileSync(path.join(dir, 'calls.log'), 'utf8').trim().split('\n');
const apply = () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'copydesk-monitoring-out-'));
  applyMonitoring({ project: PROJECT, dryRun: false, outDir }, () => undefined);
  return outDir;
};

describe('applying with gcloud', () => {
  const files = loadMonitoringFiles();

  it('creates every definition in a project that has none', () => {
    apply();
    const creates = calls().filter((call) => / create /.test(call));
    expect(creates).toHaveLength(files.length);
    expect(calls().filter((call) => / update /.test(call))).toEqual([]);
  });

  it('updates every definition that exists, a dashboard against its listed etag', () => {
    const named = (kind: string) => files.filter((f) => f.kind === kind).map((f) => f.definition);
    writeFileSync(
      path.join(dir, 'metrics.json'),
      JSON.stringify(named('metrics').map((m) => ({ name: m.name }))),
    );
    const listed = (kind: string) =>
      named(kind).map((d, i) => ({
        name: `projects/${PROJECT}/${kind}/${i}`,
        displayName: d.displayName,
        etag: 'e7',
      }));
    writeFileSync(path.join(dir, 'policies.json'), JSON.stringify(listed('policies')));
    writeFileSync(path.join(dir, 'dashboards.json'), JSON.stringify(listed('dashboards')));
    apply();
    const updates = calls().filter((call) => / update /.test(call));
    expect(updates).toHaveLength(files.length);
    expect(calls().filter((call) => / create /.test(call))).toEqual([]);
    const dashboardUpdate = updates.find((call) => call.startsWith('monitoring dashboards')) ?? '';
    expect(dashboardUpdate).toContain(`update projects/${PROJECT}/dashboards/0 `);
    const file = /--config-from-file=(\S+)/.exec(dashboardUpdate)?.[1] ?? '';
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ etag: 'e7' });
  });
});
