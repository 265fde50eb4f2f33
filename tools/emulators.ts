// The Firebase emulator launcher (auth, firestore, functions). On this machine kind the Firestore
// emulator jar cannot be downloaded, but Debian's google-cloud-cli-firestore-emulator ships it without a
// Main-Class: a manifest-only launcher jar makes it runnable. Elsewhere firebase-tools downloads its own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { localPorts, localUrls, PROJECT_ID, type LocalSecrets, type Ports } from './local-env.ts';
import { BIN, killPortOwners, ROOT, runAfterStop, spawnChild, type Child } from './processes.ts';
import { httpAnswers, waitFor } from './readiness.ts';

const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const CACHE_DIR = path.join(ROOT, 'tools', '.cache');

/** Builds (once) the launcher jar; returns undefined where the Debian jar is absent. */
export function firestoreLauncherJar(): string | undefined {
  if (!existsSync(DEBIAN_FIRESTORE_JAR)) return undefined;
  const launcher = path.join(CACHE_DIR, 'firestore-emulator-launcher.jar');
  if (existsSync(launcher) && statSync(launcher).mtimeMs >= statSync(DEBIAN_FIRESTORE_JAR).mtimeMs)
    return launcher;
  mkdirSync(CACHE_DIR, { recursive: true });
  const manifest = path.join(CACHE_DIR, 'firestore-launcher.manifest');
  writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: file:${DEBIAN_FIRESTORE_JAR}\n`);
  execFileSync('jar', ['cfm', launcher, manifest]);
  return launcher;
}

/** firebase.json with this run's ports; a shifted copy is written beside it when an offset is in use. */
export function firebaseConfigFor(ports: Ports): string {
  const base = path.join(ROOT, 'firebase.json');
  const defaults = localPorts(0);
  if (ports.auth === defaults.auth) return base;
  const config = JSON.parse(readFileSync(base, 'utf8')) as {
    emulators: Record<string, { port?: number; websocketPort?: number }>;
  };
  for (const [name, settings] of Object.entries(config.emulators)) {
    const port = ports[name as keyof Ports] as number | undefined;
    if (typeof settings === 'object' && port !== undefined) settings.port = port;
  }
  const firestore = config.emulators.firestore;
  if (firestore) firestore.websocketPort = ports.firestoreWebsocket;
  const shifted = path.join(ROOT, `firebase.port-${ports.auth - defaults.auth}.json`);
  writeFileSync(shifted, JSON.stringify(config, null, 2));
  return shifted;
}

/**
 * The functions' local configuration: params in .env.local and secrets in .secret.local, both read by
 * the functions emulator only, both git-ignored, regenerated for every run with fresh credentials.
 */
export function writeFunctionsLocalConfig(ports: Ports, secrets: LocalSecrets): void {
  const simulator = localUrls(ports).simulator;
  const params = {
    METAAPI_PROVISIONING_URL: simulator,
    METAAPI_CLIENT_URL: simulator,
    METAAPI_COPYFACTORY_URL: simulator,
    AFFILIATE_CHECK_URL: `${simulator}/affiliate/check`,
  };
  const secretValues = { METAAPI_TOKEN: secrets.bridgeToken, AFFILIATE_API_KEY: secrets.affiliateKey };
  const lines = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n') + '\n';
  writeFileSync(path.join(ROOT, 'functions', '.env.local'), lines(params));
  writeFileSync(path.join(ROOT, 'functions', '.secret.local'), lines(secretValues), { mode: 0o600 });
}

function firebaseEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const jar = firestoreLauncherJar();
  return {
    ...env,
    ...(jar ? { FIRESTORE_EMULATOR_BINARY_PATH: jar } : {}),
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
  };
}

const ONLY = 'auth,firestore,functions,hosting';

function sweepEmulatorPorts(ports: Ports): void {
  runAfterStop(() =>
    killPortOwners([
      ports.firestore,
      ports.firestoreWebsocket,
      ports.auth,
      ports.functions,
      ports.hosting,
      ports.hub,
      ports.logging,
    ]),
  );
}

/** Starts the emulators in the background and resolves once auth, firestore and the functions answer. */
export async function startEmulators(ports: Ports, env: NodeJS.ProcessEnv): Promise<Child> {
  const args = [
    'emulators:start',
    '--only',
    ONLY,
    '--project',
    PROJECT_ID,
    '--config',
    firebaseConfigFor(ports),
  ];
  const child = spawnChild('emulators', path.join(BIN, 'firebase'), args, { env: firebaseEnv(env) });
  sweepEmulatorPorts(ports);
  const urls = localUrls(ports);
  const abortIfExited = child.exited.then((code) => {
    throw new Error(`The emulators exited early with code ${code}`);
  });
  abortIfExited.catch(() => undefined);
  const ready = (async () => {
    await waitFor('the Auth emulator', httpAnswers(`${urls.authEmulator}/`), { timeoutMs: 120_000 });
    await waitFor('the Firestore emulator', httpAnswers(`http://${urls.firestoreHost}/`), {
      timeoutMs: 120_000,
    });
    // A deployed function answers 401 to an unauthenticated call; 404 means the code is not loaded yet.
    await waitFor(
      'the functions',
      httpAnswers(`${urls.functionsBase}/whoami`, (s) => s === 401, 90_000),
      {
        timeoutMs: 180_000,
      },
    );
  })();
  await Promise.race([ready, abortIfExited]);
  return child;
}

/** Runs `command` under `firebase emulators:exec`, which starts, waits, runs and shuts everything down. */
export function execWithEmulators(ports: Ports, env: NodeJS.ProcessEnv, command: string): Child {
  const args = [
    'emulators:exec',
    '--only',
    ONLY,
    '--project',
    PROJECT_ID,
    '--config',
    firebaseConfigFor(ports),
    command,
  ];
  sweepEmulatorPorts(ports);
  return spawnChild('emulators', path.join(BIN, 'firebase'), args, {
    env: firebaseEnv(env),
    output: 'inherit',
  });
}
