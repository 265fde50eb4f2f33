// The monitoring definitions in ops/monitoring (docs/operations.md, "Monitoring and alerts"): log-based
// metrics, alert policies and dashboards, one JSON file each, in the formats gcloud reads from a file.
// The files name no project and no notification channel: render() puts in the operator's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack/processes.ts';

export const MONITORING_DIR = path.join(ROOT, 'ops', 'monitoring');

/** In the order they must be applied: a policy's and a dashboard's metrics exist before them. */
export const KINDS = ['metrics', 'policies', 'dashboards'] as const;
export type Kind = (typeof KINDS)[number];

export interface MonitoringFile {
  kind: Kind;
  /** The file's name in its folder, e.g. task-failed.json. */
  file: string;
  definition: Record<string, unknown>;
}

export interface Target {
  project: string;
  /** A notification channel's id or full name (projects/<id>/notificationChannels/<id>), or none. */
  channel?: string;
}

export function loadMonitoringFiles(dir: string = MONITORING_DIR): MonitoringFile[] {
  return KINDS.flatMap((kind) =>
    readdirSync(path.join(dir, kind))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => ({
        kind,
        file,
        definition: JSON.parse(readFileSync(path.join(dir, kind, file), 'utf8')) as Record<string, unknown>,
      })),
  );
}

/** The notification channel's full resource name in the project. */
export function channelName({ project, channel }: Target): string | undefined {
  if (!channel) return undefined;
  return channel.startsWith('projects/') ? channel : `projects/${project}/notificationChannels/${channel}`;
}

/**
 * The definition as applied to one project: ${PROJECT_ID} replaced everywhere, and a policy notifying
 * the channel when one is given. A placeholder left over is refused rather than sent to the API.
 */
export function render(entry: MonitoringFile, target: Target): Record<string, unknown> {
  const text = JSON.stringify(entry.definition).replaceAll('${PROJECT_ID}', target.project);
  const leftOver = /\$\{[A-Z_]+\}/.exec(text);
  if (leftOver) throw new Error(`${entry.kind}/${entry.file}: unknown placeholder ${leftOver[0]}`);
  const rendered = JSON.parse(text) as Record<string, unknown>;
  const channel = channelName(target);
  if (entry.kind === 'policies' && channel) rendered.notificationChannels = [channel];
  return rendered;
}
