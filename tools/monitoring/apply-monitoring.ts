// Applies ops/monitoring to a project (`npm run monitoring`, main.ts; docs/operations.md, "Monitoring
// and alerts"). Each definition is rendered for the project into a folder of its own, then created, or
// updated when it exists, so a second run changes nothing. With --dry-run, or without gcloud, it prints the commands instead.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createCommand,
  findExisting,
  listCommand,
  shellLine,
  updateCommand,
  type Definition,
} from './gcloud-commands.ts';
import { KINDS, loadMonitoringFiles, render, type Kind, type Target } from './monitoring-files.ts';

/** Project ids as Google Cloud allows them: 6-30 lowercase letters, digits and hyphens. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

export interface ApplyOptions extends Target {
  dryRun: boolean;
  /** Where the rendered files go (a fresh temporary folder by default). */
  outDir?: string;
}

export function parseApplyArgs(argv: string[]): ApplyOptions {
  const { values } = parseArgs({
    args: argv,
    options: { project: { type: 'string' }, channel: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  });
  if (!values.project || !PROJECT_ID.test(values.project)) {
    throw new Error('usage: npm run monitoring -- --project <id> [--channel <channel>] [--dry-run]');
  }
  return { project: values.project, channel: values.channel, dryRun: values['dry-run'] === true };
}

/** Writes every definition rendered for the target; returns what to apply, in order. */
export function renderAll(options: ApplyOptions): Definition[] {
  const outDir =
    options.outDir ?? mkdtempSync(path.join(tmpdir(), `copydesk-monitoring-${options.project}-`));
  return loadMonitoringFiles().map((entry) => {
    const definition = render(entry, options);
    const file = path.join(outDir, entry.kind, entry.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(definition, null, 2)}\n`);
    const key = entry.kind === 'metrics' ? definition.name : definition.displayName;
    if (typeof key !== 'string') throw new Error(`${entry.kind}/${entry.file}: no name or displayName`);
    return { kind: entry.kind, key, path: file };
  });
}

function gcloud(argv: string[]): string {
  const [command = 'gcloud', ...args] = argv;
  const run = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.status !== 0) throw new Error(`failed (exit ${run.status ?? 'signal'}): ${shellLine(argv)}`);
  return run.stdout;
}

function hasGcloud(): boolean {
  return spawnSync('gcloud', ['--version'], { stdio: 'ignore' }).status === 0;
}

function withEtag(file: string, etag: string): void {
  const definition = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, `${JSON.stringify({ ...definition, etag }, null, 2)}\n`);
}

/** Creates or updates each definition; each kind is listed once. */
function applyWithGcloud(definitions: Definition[], project: string, print: (line: string) => void): void {
  const listed = new Map<Kind, unknown>();
  for (const kind of KINDS) listed.set(kind, JSON.parse(gcloud(listCommand(kind, project)) || '[]'));
  for (const definition of definitions) {
    const existing = findExisting(definition, listed.get(definition.kind));
    // A dashboard is updated against the version listed (its etag), so a concurrent edit is refused.
    if (existing?.etag) withEtag(definition.path, existing.etag);
    const argv = existing
      ? updateCommand(definition, existing.name, project)
      : createCommand(definition, project);
    print(shellLine(argv));
    gcloud(argv);
  }
}

export function applyMonitoring(options: ApplyOptions, print: (line: string) => void = console.log): void {
  const definitions = renderAll(options);
  if (!options.dryRun && hasGcloud()) {
    applyWithGcloud(definitions, options.project, print);
    return;
  }
  print(
    `# ${options.dryRun ? 'Dry run' : 'gcloud not found'}: the commands for a project without them. ` +
      'One that exists is updated instead: gcloud <group> update <name> with the same file flag.',
  );
  for (const definition of definitions) print(shellLine(createCommand(definition, options.project)));
}
