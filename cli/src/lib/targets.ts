// Which backend a command talks to: the local emulators (default when they are running) or a real
// Firebase project. Nothing is hard-coded: the emulator ports come from COPYDESK_* variables (or the
// defaults `npm start` uses), a project's API key and functions URL from flags or the environment.
import { isLoopbackHost } from '@copydesk/functions/contract';
import { CliError, EXIT } from './cli-error.js';

export interface Target {
  kind: 'emulator' | 'project';
  projectId: string;
  apiKey: string;
  /** Identity Toolkit base (sign-in), Secure Token base (refresh). */
  identityToolkitUrl: string;
  secureTokenUrl: string;
  functionsUrl: string;
}

export interface TargetOptions {
  emulator?: boolean;
  project?: string;
  functionsUrl?: string;
  apiKey?: string;
}

const DEMO_PROJECT = 'demo-copydesk';

function emulatorTarget(env: NodeJS.ProcessEnv, options: TargetOptions): Target {
  const authHost = env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const functionsUrl =
    options.functionsUrl ?? env.COPYDESK_FUNCTIONS_URL ?? `http://127.0.0.1:5001/${DEMO_PROJECT}/us-central1`;
  return {
    kind: 'emulator',
    projectId: DEMO_PROJECT,
    apiKey: 'demo-api-key',
    identityToolkitUrl: `http://${authHost}/identitytoolkit.googleapis.com`,
    secureTokenUrl: `http://${authHost}/securetoken.googleapis.com`,
    functionsUrl,
  };
}

function projectTarget(projectId: string, env: NodeJS.ProcessEnv, options: TargetOptions): Target {
  const apiKey = options.apiKey ?? env.COPYDESK_API_KEY;
  if (!apiKey) {
    throw new CliError(`--project ${projectId} needs the project's web API key: --api-key or COPYDESK_API_KEY.`, EXIT.usage);
  }
  const region = env.COPYDESK_FUNCTIONS_REGION ?? 'us-central1';
  return {
    kind: 'project',
    projectId,
    apiKey,
    identityToolkitUrl: 'https://identitytoolkit.googleapis.com',
    secureTokenUrl: 'https://securetoken.googleapis.com',
    functionsUrl: options.functionsUrl ?? env.COPYDESK_FUNCTIONS_URL ?? `https://${region}-${projectId}.cloudfunctions.net`,
  };
}

/**
 * ID tokens travel to the functions in the clear over http://, so only https:// is accepted, except on
 * this machine (the emulators): docs/operations.md, "Configuration".
 */
function requireSafeUrl(name: string, value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(`${name} is not a valid URL.`, EXIT.usage);
  }
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return;
  throw new CliError(`${name} must use https:// (http:// only for 127.0.0.1, localhost or [::1]).`, EXIT.usage);
}

export function resolveTarget(options: TargetOptions, env: NodeJS.ProcessEnv = process.env): Target {
  if (options.emulator && options.project) {
    throw new CliError('Choose one target: --emulator or --project.', EXIT.usage);
  }
  const project = options.project ?? env.COPYDESK_PROJECT;
  const target = project && !options.emulator ? projectTarget(project, env, options) : emulatorTarget(env, options);
  requireSafeUrl('The functions URL', target.functionsUrl);
  requireSafeUrl('The Auth emulator host', target.identityToolkitUrl);
  return target;
}

/** Session files are kept per target so an emulator login never shadows a production one. */
export function targetKey(target: Target): string {
  return target.kind === 'emulator' ? `emulator-${target.projectId}` : target.projectId;
}
