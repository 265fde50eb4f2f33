// The firebase.json a deploy uses: the checked-in one with the Hosting CSP's functions origin set to the
// target's (project and region), written beside firebase.json (firebase-tools resolves the paths in a
// --config file from its folder) as firebase.deploy-<alias>.json, git-ignored. firebase.json itself
// names the default project's (demo-copydesk) origin, which the Hosting emulator serves
// (tools/stack/hosting-csp.ts). docs/operations.md "Deploying".
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack/processes.ts';
import type { HostingConfig } from '../stack/hosting-csp.ts';
import { functionsOrigin, type DeployTarget } from './targets.ts';

export const CSP_HEADER = 'Content-Security-Policy';

export interface FirebaseJson {
  functions: { source: string; runtime?: string; [setting: string]: unknown }[];
  hosting?: HostingConfig;
  [setting: string]: unknown;
}

const FUNCTIONS_HOST = /^https:\/\/[a-z0-9-]+\.cloudfunctions\.net$/;

/** The sources of a policy's directive, or [] when it has none. */
export function directiveSources(policy: string, name: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive?.slice(1) ?? [];
}

/** The functions origins a policy's connect-src allows. */
export function connectedFunctionsOrigins(policy: string): string[] {
  return directiveSources(policy, 'connect-src').filter((source) => FUNCTIONS_HOST.test(source));
}

/** The policy with every functions origin in connect-src replaced by `origin` (kept in place). */
export function withFunctionsOrigin(policy: string, origin: string): string {
  return policy
    .split(';')
    .map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (name !== 'connect-src') return part.trim();
      const at = sources.findIndex((source) => FUNCTIONS_HOST.test(source));
      const others = sources.filter((source) => !FUNCTIONS_HOST.test(source));
      others.splice(at < 0 ? others.length : at, 0, origin);
      return [name, ...others].join(' ');
    })
    .join('; ');
}

export function readFirebaseJson(root = ROOT): FirebaseJson {
  return JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as FirebaseJson;
}

/** firebase.json for `target`: every CSP header calls the target's functions. */
export function configForTarget(config: FirebaseJson, target: DeployTarget): FirebaseJson {
  const origin = functionsOrigin(target);
  const hosting = config.hosting;
  if (!hosting) return config;
  return {
    ...config,
    hosting: {
      ...hosting,
      headers: hosting.headers?.map((rule) => ({
        ...rule,
        headers: rule.headers.map((header) =>
          header.key === CSP_HEADER
            ? { ...header, value: withFunctionsOrigin(header.value, origin) }
            : header,
        ),
      })),
    },
  };
}

/** The CSP values a config's Hosting sends (one a header rule). */
export function hostingPolicies(config: FirebaseJson): string[] {
  return (config.hosting?.headers ?? [])
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === CSP_HEADER)
    .map((header) => header.value);
}

/** Writes the target's config beside firebase.json; returns its path for `firebase --config`. */
export function writeDeployConfig(config: FirebaseJson, alias: string, root = ROOT): string {
  const file = path.join(root, `firebase.deploy-${alias}.json`);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}
