// Where a deploy goes: the .firebaserc alias, its project id and the functions region of its
// environment (functions/.env.<alias>, docs/operations.md "Deploying"), and the origins both follow.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack/processes.ts';

export interface DeployTarget {
  alias: string;
  projectId: string;
  /** FUNCTIONS_REGION of the environment; empty when it sets none (the preflight refuses that). */
  region: string;
}

/** The aliases of .firebaserc (`default` is the emulators' demo project). */
export function projectAliases(root = ROOT): Record<string, string> {
  const rc = JSON.parse(readFileSync(path.join(root, '.firebaserc'), 'utf8')) as {
    projects?: Record<string, string>;
  };
  return rc.projects ?? {};
}

/** The project id an alias names; throws naming the known aliases when it names none. */
export function projectIdOf(alias: string, aliases = projectAliases()): string {
  const projectId = aliases[alias];
  if (projectId) return projectId;
  const known = Object.keys(aliases).join(', ');
  throw new Error(`No alias "${alias}" in .firebaserc (known: ${known}). Deploy with --project <alias>.`);
}

/**
 * Words a project id or a value only carries while it is still a placeholder or a demo: the emulators'
 * demo- projects, the .example/.local/.test names (RFC 2606, RFC 6762) and the "replace me" family.
 */
const PLACEHOLDER = [
  /^demo-/,
  /\bdemo-copydesk\b/,
  /replace[-_ ]?me/i,
  /your[-_]project/i,
  /change[-_]?me/i,
  /placeholder/i,
  /\bexample\.(com|org|net)\b/i,
  /\.(example|local|test|invalid)(?=$|[/:>\s])/i,
];

export function isPlaceholder(value: string): boolean {
  return PLACEHOLDER.some((pattern) => pattern.test(value));
}

const LOOPBACK = /(^|[/@:\s<])(127\.\d+\.\d+\.\d+|localhost|0\.0\.0\.0|\[::1\])([:/>\s]|$)/i;

export function isLoopback(value: string): boolean {
  return LOOPBACK.test(value);
}

/** Cloud Functions (2nd gen) regions are lowercase words and a number, e.g. europe-west1. */
export function isRegion(value: string): boolean {
  return /^[a-z]+-[a-z]+\d+$/.test(value);
}

/** The origin the web app calls the functions at (functions/src/contract/client.ts builds on it). */
export function functionsOrigin(target: DeployTarget): string {
  return `https://${target.region}-${target.projectId}.cloudfunctions.net`;
}

/** Firebase Hosting's own domains of the project's default site. */
export function hostingOrigins(projectId: string): string[] {
  return [`https://${projectId}.web.app`, `https://${projectId}.firebaseapp.com`];
}
