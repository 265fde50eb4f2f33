// The Firebase emulators: which ones a run starts, their configuration for this run's ports, and how
// they are started (in the background for `npm start` and the bench, under `emulators:exec` for tests).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HEALTH_DEFAULTS } from '../../functions/src/product-rules/health.ts';
import { firestoreLauncherJar } from './firestore-jar.ts';
import { functionsSource } from './functions-source.ts';
import { localHostingConfig, type HostingConfig } from './hosting-csp.ts';
import {
  localPorts,
  localUrls,
  localWebOrigins,
  PROJECT_ID,
  REGION,
  RATE_LIMIT_TEST_IP_PREFIX,
  type LocalSecrets,
  type Ports,
} from './ports.ts';
import { FIREBASE_CLI, functionsNode } from './functions-runtime.ts';
import { ROOT, spawnChild, type Child } from './processes.ts';
import { httpAnswers, waitFor } from './readiness.ts';
import { LOCAL_SERVICES } from './services/index.ts';

interface Emulator {
  /** The name `firebase emulators:start --only` takes; its port comes from firebase.json. */
  name: string;
  /** Resolves once it serves (emulators:exec waits by itself; `npm start` and the bench use this). */
  ready?: (ports: Ports) => Promise<void>;
}

const answers = (what: string, url: string) => waitFor(what, httpAnswers(url), { timeoutMs: 120_000 });

/** The emulators every run starts. Add one with a line here and its port in firebase.json. */
export const EMULATORS: readonly Emulator[] = [
  { name: 'auth', ready: (ports) => answers('the Auth emulator', `${localUrls(ports).authEmulator}/`) },
  {
    name: 'firestore',
    ready: (ports) => answers('the Firestore emulator', `http://${localUrls(ports).firestoreHost}/`),
  },
  {
    name: 'functions',
    // A deployed function answers 401 to an unauthenticated call; 404 means the code is not loaded yet.
    ready: (ports) =>
      waitFor(
        'the functions',
        httpAnswers(`${localUrls(ports).functionsBase}/whoami`, (s) => s === 401, 90_000),
        { timeoutMs: 180_000 },
      ),
  },
  // Serves web/dist with firebase.json's hosting headers (tests/functions/hosting-headers.test.ts).
  { name: 'hosting' },
  { name: 'tasks' }, // Cloud Tasks queues of onTaskDispatched functions (deployment runs)
];

/** How far this run's ports are shifted from firebase.json's (COPYDESK_PORT_OFFSET). */
const offsetOf = (ports: Ports) => ports.auth - localPorts(0).auth;

/**
 * firebase.json as this run uses it, written beside it (git-ignored): every emulator port shifted by
 * the offset, the functions loaded from this offset's folder (functions-source.ts), and the Hosting CSP
 * allowing this run's loopback emulators too (hosting-csp.ts).
 */
export function firebaseConfigFor(ports: Ports): string {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, { port?: number; websocketPort?: number }>;
    functions: { source: string }[];
    hosting: HostingConfig;
  };
  const offset = offsetOf(ports);
  for (const codebase of config.functions) codebase.source = functionsSource(offset);
  for (const settings of Object.values(config.emulators)) {
    if (typeof settings !== 'object') continue;
    if (settings.port !== undefined) settings.port += offset;
    if (settings.websocketPort !== undefined) settings.websocketPort += offset;
  }
  config.hosting = localHostingConfig(config.hosting, ports);
  const local = path.join(ROOT, `firebase.port-${offset}.json`);
  writeFileSync(local, JSON.stringify(config, null, 2));
  return local;
}

/**
 * The copy-health monitor's params at their production defaults, read from the functions' source (the
 * tools start before the functions are built). Every declared param must have a value here: the
 * functions emulator otherwise stops at a prompt for it, and a run without a terminal hangs.
 */
const MONITOR_PARAMS = {
  HEALTH_MONITOR_CONCURRENCY: String(HEALTH_DEFAULTS.monitorConcurrency),
  HEALTH_BRIDGE_GRACE_MINUTES: String(HEALTH_DEFAULTS.bridgeGraceMinutes),
  HEALTH_COPY_QUIET_MINUTES: String(HEALTH_DEFAULTS.copyFailureQuietMinutes),
  HEALTH_ESCALATION_MINUTES: String(HEALTH_DEFAULTS.adminEscalationMinutes),
  // Smaller shards than production's 500, so a test fleet spans several; every cycle reads each
  // subscribed account's stop-outs and user log, so the demo shows one within a minute; few shard
  // tasks at once, as for run tasks below (docs/architecture.md §12).
  HEALTH_SHARD_CAPACITY: '100',
  HEALTH_COPY_READ_EVERY_CYCLES: '1',
  HEALTH_SHARD_TASK_CONCURRENCY: '4',
};

/**
 * Deployment-run tasks in flight at once (functions/src/platform/params/run-params.ts): the functions emulator
 * starts one worker process per concurrent call, so the local queue keeps it to a few warm workers.
 */
const RUN_PARAMS = { RUN_TASK_CONCURRENCY: '6' };

/** The functions' region (functions/src/platform/function-sizing.ts): the emulator's URLs name it (ports.ts). */
const REGION_PARAMS = { FUNCTIONS_REGION: REGION };

/** Admin sessions end after the production default (functions/src/platform/params/security-params.ts). */
// Tests and the CLI call the functions directly, as the deployed web app does: no proxy hop.
const SECURITY_PARAMS = { MAX_ADMIN_SESSION_HOURS: '12', TRUSTED_PROXY_HOPS: '0' };

/** The ops principal the CLI's --service-account login signs in as by default (functions/src/platform/params/ops-params.ts). */
const OPS_PARAMS = { OPS_SERVICE_UIDS: 'copydesk-ops' };

/**
 * The functions' local configuration: params in .env.local and secrets in .secret.local of this run's
 * functions folder (functions-source.ts), both read by the functions emulator only, both git-ignored,
 * regenerated for every run with fresh credentials.
 */
export function writeFunctionsLocalConfig(
  ports: Ports,
  secrets: LocalSecrets,
  options: { testing?: boolean; params?: Record<string, string> } = {},
): void {
  const params = Object.assign(
    { ...MONITOR_PARAMS, ...RUN_PARAMS, ...OPS_PARAMS, ...SECURITY_PARAMS, ...REGION_PARAMS },
    ...LOCAL_SERVICES.map((s) => s.functionsParams?.(ports) ?? {}),
    options.params ?? {},
  ) as Record<string, string>;
  params.WEB_ORIGINS = localWebOrigins(ports).join(',');
  params.RATE_LIMIT_TEST_IP_PREFIX = options.testing ? RATE_LIMIT_TEST_IP_PREFIX : '';
  const secretValues = {
    METAAPI_TOKEN: secrets.bridgeToken,
    AFFILIATE_API_KEY: secrets.affiliateKey,
    CREDENTIAL_HASH_KEY: secrets.credentialHashKey,
    RATE_LIMIT_KEY: secrets.rateLimitKey,
    // The local SMTP sink accepts any login (tools/smtp-sink).
    SMTP_PASSWORD: 'local-smtp-sink',
  };
  const lines = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n') + '\n';
  const source = path.join(ROOT, functionsSource(offsetOf(ports)));
  writeFileSync(path.join(source, '.env.local'), lines(params));
  writeFileSync(path.join(source, '.secret.local'), lines(secretValues), { mode: 0o600 });
}

function firebaseArgs(command: string, ports: Ports): string[] {
  const only = EMULATORS.map((emulator) => emulator.name).join(',');
  return [command, '--only', only, '--project', PROJECT_ID, '--config', firebaseConfigFor(ports)];
}

function firebaseEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const jar = firestoreLauncherJar();
  return {
    ...env,
    ...(jar ? { FIRESTORE_EMULATOR_BINARY_PATH: jar } : {}),
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    // Seconds a new functions worker may take to load our code (default 30). The tasks emulator
    // dispatches a queue's tasks concurrently and each concurrent call cold-starts its own worker; on a
    // busy 2-core machine twenty of them loading at once took longer than 30 s, the emulator answered
    // "Failed to load function" and deployment-run tasks never ran.
    FUNCTIONS_DISCOVERY_TIMEOUT: '180',
  };
}

/** Starts the emulators in the background and resolves once every one of them answers. */
export async function startEmulators(ports: Ports, env: NodeJS.ProcessEnv): Promise<Child> {
  const child = spawnChild(
    'emulators',
    functionsNode(),
    [FIREBASE_CLI, ...firebaseArgs('emulators:start', ports)],
    {
      env: firebaseEnv(env),
    },
  );
  const abortIfExited = child.exited.then((code) => {
    throw new Error(`The emulators exited early with code ${code}`);
  });
  abortIfExited.catch(() => undefined);
  const ready = (async () => {
    for (const emulator of EMULATORS) await emulator.ready?.(ports);
  })();
  await Promise.race([ready, abortIfExited]);
  return child;
}

/** Runs a command (argv, quoted for the shell here) under `firebase emulators:exec`. */
export function execWithEmulators(ports: Ports, env: NodeJS.ProcessEnv, argv: string[]): Child {
  const args = [...firebaseArgs('emulators:exec', ports), argv.map(shellQuote).join(' ')];
  return spawnChild('emulators', functionsNode(), [FIREBASE_CLI, ...args], {
    env: firebaseEnv(env),
    output: 'inherit',
  });
}

/** One word for `sh -c`: emulators:exec runs its command through a shell, where a space splits a path. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
