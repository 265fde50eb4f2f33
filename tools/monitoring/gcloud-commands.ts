// The gcloud commands that create or update one monitoring definition (docs/operations.md, "Monitoring
// and alerts"). A metric is found by its name; a policy or a dashboard, whose name the API assigns, by
// its display name. Each command is an argv, so nothing passes through a shell.
import type { Kind } from './monitoring-files.ts';

export interface Definition {
  kind: Kind;
  /** The metric's name, or the policy's / dashboard's displayName. */
  key: string;
  /** The rendered file gcloud reads. */
  path: string;
}

const GROUPS: Record<Kind, { group: string[]; fileFlag: string }> = {
  metrics: { group: ['logging', 'metrics'], fileFlag: '--config-from-file' },
  policies: { group: ['monitoring', 'policies'], fileFlag: '--policy-from-file' },
  dashboards: { group: ['monitoring', 'dashboards'], fileFlag: '--config-from-file' },
};

export function createCommand(definition: Definition, project: string): string[] {
  const { group, fileFlag } = GROUPS[definition.kind];
  const name = definition.kind === 'metrics' ? [definition.key] : [];
  return ['gcloud', ...group, 'create', ...name, `${fileFlag}=${definition.path}`, `--project=${project}`];
}

export function updateCommand(definition: Definition, existing: string, project: string): string[] {
  const { group, fileFlag } = GROUPS[definition.kind];
  return ['gcloud', ...group, 'update', existing, `${fileFlag}=${definition.path}`, `--project=${project}`];
}

/** Lists the kind's existing definitions as JSON (existingName picks this one out of them). */
export function listCommand(kind: Kind, project: string): string[] {
  return ['gcloud', ...GROUPS[kind].group, 'list', '--format=json', `--project=${project}`];
}

/** A definition that exists in the project: its resource name, and a dashboard's etag. */
export interface Existing {
  name: string;
  etag?: string;
}

/**
 * The existing definition in listCommand's output, if any: compared here rather than with a gcloud
 * --filter, whose `=` matches words, not whole values.
 */
export function findExisting(definition: Definition, listed: unknown): Existing | undefined {
  if (!Array.isArray(listed)) return undefined;
  const field = definition.kind === 'metrics' ? 'name' : 'displayName';
  const found = (listed as Record<string, unknown>[]).find((item) => item[field] === definition.key);
  if (typeof found?.name !== 'string') return undefined;
  return typeof found.etag === 'string' ? { name: found.name, etag: found.etag } : { name: found.name };
}

/** An argv as one line a shell would run as given (each argument quoted when it needs it). */
export function shellLine(argv: string[]): string {
  return argv
    .map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`))
    .join(' ');
}
