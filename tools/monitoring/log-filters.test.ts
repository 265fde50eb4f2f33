// The log-based metrics select the lines the backend really writes (docs/operations.md, "Monitoring
// and alerts"): their filters are evaluated against Cloud Logging entries built from the real output
// of the failure paths that run without emulators (failure-log-samples.ts) and from every emitting
// site in functions/src, with the event names taken from LOG_EVENTS, never copied here.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOG_EVENTS } from '../../functions/src/platform/log-events.ts';
import { ROOT } from '../stack/processes.ts';
import { cloudLogEntry, jsonLines, type CloudLogEntry } from './cloud-log-entry.ts';
import { emittingSites, eventMentions } from './emitted-events.ts';
import { extractedPath, matchesFilter, valueAt } from './logging-filter.ts';
import { loadMonitoringFiles } from './monitoring-files.ts';

interface LogMetric {
  name: string;
  filter: string;
  labelExtractors?: Record<string, string>;
}

const files = loadMonitoringFiles();
const metrics = files.filter((f) => f.kind === 'metrics').map((f) => f.definition as unknown as LogMetric);
const sites = emittingSites();
const eventOf = (key: string): string => LOG_EVENTS[key as keyof typeof LOG_EVENTS];

/** One entry per emitting site in the source, as Cloud Logging would store its line. */
const siteEntries: CloudLogEntry[] = sites.map((site) =>
  cloudLogEntry(
    { severity: site.severity, message: site.file, event: eventOf(site.key) },
    'copydesk-function',
  ),
);

/** The lines the real code paths wrote, run in a child process the way a function runs them. */
let runtimeEntries: CloudLogEntry[] = [];
beforeAll(() => {
  const samples = path.join(import.meta.dirname, 'failure-log-samples.ts');
  const run = spawnSync(process.execPath, ['--conditions=copydesk-source', '--import', 'tsx', samples], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  // The logger writes info and debug to stdout, warnings and errors to stderr.
  const lines = [...jsonLines(run.stdout), ...jsonLines(run.stderr)];
  runtimeEntries = lines.map((line) => cloudLogEntry(line, 'checkHealthShardTask'));
}, 90_000);

const metricsSelecting = (entry: CloudLogEntry) => metrics.filter((m) => matchesFilter(m.filter, entry));

describe('the log-based metrics in ops/monitoring', () => {
  it('finds every emitting site the source mentions, and some of them', () => {
    // Guards against a source scan that silently finds nothing (or misses a call it cannot parse).
    expect(sites.length).toBe(eventMentions());
    expect(sites.length).toBeGreaterThanOrEqual(Object.keys(LOG_EVENTS).length);
  });

  it.each(sites.map((site) => [site.key, site.file] as const))(
    'names a defined event at the site logging %s in %s',
    (key) => {
      expect(Object.keys(LOG_EVENTS)).toContain(key);
    },
  );

  it.each(Object.entries(LOG_EVENTS))('emits the event %s (%s) at one site at least', (key) => {
    expect(sites.map((site) => site.key)).toContain(key);
  });

  it.each(Object.values(LOG_EVENTS))('counts the event %s in exactly one metric', (event) => {
    const entry = siteEntries.find((e) => e.jsonPayload.event === event);
    expect(entry).toBeDefined();
    expect(metricsSelecting(entry as CloudLogEntry)).toHaveLength(1);
  });

  it.each(metrics.map((m) => [m.name, m] as const))(
    'has %s select a line a site emits, and only lines of one event',
    (_name, metric) => {
      const selected = siteEntries.filter((entry) => matchesFilter(metric.filter, entry));
      expect(selected.length).toBeGreaterThan(0);
      expect(new Set(selected.map((entry) => entry.jsonPayload.event)).size).toBe(1);
    },
  );

  it('reads real lines from every failure path the sample program drives', () => {
    expect(runtimeEntries.map((entry) => entry.jsonPayload.event).sort()).toEqual(
      [
        LOG_EVENTS.bridgeRateLimited,
        LOG_EVENTS.bridgeServerError,
        LOG_EVENTS.emailSendFailed,
        LOG_EVENTS.taskFailed,
      ].sort(),
    );
  });

  it('has each real line selected by exactly one metric, with every label it extracts present', () => {
    for (const entry of runtimeEntries) {
      const selecting = metricsSelecting(entry);
      expect(selecting, JSON.stringify(entry.jsonPayload)).toHaveLength(1);
      for (const extractor of Object.values(selecting[0]?.labelExtractors ?? {})) {
        expect(valueAt(entry, extractedPath(extractor)), extractor).toEqual(expect.any(String));
      }
    }
  });

  it('never writes the SMTP password, the MetaApi token or the recipient in the real lines', () => {
    const text = JSON.stringify(runtimeEntries);
    for (const secret of ['sample-password', 'sample-token', 'someone@copydesk.test']) {
      expect(text).not.toContain(secret);
    }
  });

  it('extracts labels in metrics that read payload fields only where a real line shows them', () => {
    const payloadLabelled = metrics.filter((m) =>
      Object.values(m.labelExtractors ?? {}).some((e) => extractedPath(e)[0] === 'jsonPayload'),
    );
    for (const metric of payloadLabelled) {
      expect(
        runtimeEntries.some((entry) => matchesFilter(metric.filter, entry)),
        metric.name,
      ).toBe(true);
    }
  });
});

describe('the alert policies and the dashboard in ops/monitoring', () => {
  const userMetric = /metric\.type="logging\.googleapis\.com\/user\/(\w+)"/g;
  const definedNames = new Set(metrics.map((m) => m.name));
  const consumers = files.filter((f) => f.kind !== 'metrics');

  it.each(consumers.map((f) => [`${f.kind}/${f.file}`, f] as const))(
    'has %s chart or alert on metrics defined in ops/monitoring/metrics only',
    (_file, entry) => {
      const text = JSON.stringify(entry.definition).replaceAll('\\"', '"');
      const used = [...text.matchAll(userMetric)].map((match) => match[1]);
      expect(used.length + (text.includes('cloudtasks.googleapis.com/queue/depth') ? 1 : 0)).toBeGreaterThan(
        0,
      );
      for (const name of used) expect(definedNames).toContain(name);
    },
  );

  it.each(metrics.map((m) => m.name))('alerts on the metric %s in some policy', (name) => {
    const policies = consumers.filter((f) => f.kind === 'policies').map((f) => JSON.stringify(f.definition));
    expect(policies.some((text) => text.includes(`logging.googleapis.com/user/${name}\\"`))).toBe(true);
  });

  it('watches the Cloud Tasks queue depth', () => {
    const policies = consumers.filter((f) => f.kind === 'policies').map((f) => JSON.stringify(f.definition));
    expect(policies.some((text) => text.includes('cloudtasks.googleapis.com/queue/depth'))).toBe(true);
  });
});
