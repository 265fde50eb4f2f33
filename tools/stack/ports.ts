// One place for everything local runs agree on: the demo project id, every port, and the URLs and
// environment built from them. COPYDESK_PORT_OFFSET shifts every port so two checkouts run side by side.
// The Firebase emulators' base ports are the ones in firebase.json; the web servers' are below; each
// local service declares its own (services/). Offsets are used in steps of 100, so base ports keep
// distinct last two digits: two runs at different offsets then never land on the same port.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './processes.ts';
import { LOCAL_SERVICES } from './services/index.ts';
import { portOf, type LocalSecrets, type Ports } from './types.ts';

export const PROJECT_ID = 'demo-copydesk';
export const REGION = 'us-central1';

const WEB_PORTS = { web: 5173, preview: 4173 };

type EmulatorSettings = Record<string, { port?: number; websocketPort?: number } | boolean>;

/** The emulators' ports as firebase.json sets them (firestore's websocket as `firestoreWebsocket`). */
export function firebaseBasePorts(): Record<string, number> {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators: EmulatorSettings;
  };
  const ports: Record<string, number> = {};
  for (const [name, settings] of Object.entries(config.emulators)) {
    if (typeof settings !== 'object') continue;
    if (settings.port !== undefined) ports[name] = settings.port;
    if (settings.websocketPort !== undefined) ports[`${name}Websocket`] = settings.websocketPort;
  }
  return ports;
}

export function basePorts(): Record<string, number> {
  const services = LOCAL_SERVICES.map((service) => service.ports);
  return Object.assign({}, firebaseBasePorts(), WEB_PORTS, ...services) as Record<string, number>;
}

export function portOffset(): number {
  const raw = process.env.COPYDESK_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  // Up to 10000: checkouts side by side take offsets 1000 apart, each with npm test's lanes 100 and 200
  // above, and the highest base port plus 10200 stays well below 65535.
  if (!Number.isInteger(offset) || offset < 0 || offset > 10_000) {
    throw new Error(`COPYDESK_PORT_OFFSET must be a whole number from 0 to 10000, got "${raw}"`);
  }
  return offset;
}

// Ports the Fetch standard blocks ("bad ports"): Node's fetch and browsers refuse them outright, so an
// offset that lands a service on one would make it unreachable (e.g. 5001 + 60 = 5061, SIPS).
const FETCH_BLOCKED_PORTS = new Set([
  4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export function localPorts(offset = portOffset(), base = basePorts()): Ports {
  const entries = Object.entries(base).map(([name, port]) => [name, port + offset] as const);
  const blocked = entries.filter(([, port]) => FETCH_BLOCKED_PORTS.has(port));
  if (blocked.length > 0) {
    const names = blocked.map(([name, port]) => `${name} ${port}`).join(', ');
    throw new Error(
      `COPYDESK_PORT_OFFSET=${offset} puts ${names} on a port browsers and fetch refuse; pick another offset.`,
    );
  }
  const owners = new Map<number, string>();
  for (const [name, port] of entries) {
    const other = owners.get(port);
    if (other) throw new Error(`${name} and ${other} both want port ${port}: give one another base port.`);
    owners.set(port, name);
  }
  return Object.fromEntries(entries) as Ports;
}

export interface LocalUrls {
  functionsBase: string;
  simulator: string;
  authEmulator: string;
  firestoreHost: string;
  web: string;
  preview: string;
}

export function localUrls(ports = localPorts()): LocalUrls {
  return {
    functionsBase: `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/${REGION}`,
    simulator: `http://127.0.0.1:${portOf(ports, 'simulator')}`,
    authEmulator: `http://127.0.0.1:${ports.auth}`,
    firestoreHost: `127.0.0.1:${ports.firestore}`,
    web: `http://127.0.0.1:${ports.web}`,
    preview: `http://127.0.0.1:${ports.preview}`,
  };
}

export type { LocalSecrets, Ports };

export function newLocalSecrets(): LocalSecrets {
  return {
    bridgeToken: randomBytes(24).toString('hex'),
    affiliateKey: randomBytes(16).toString('hex'),
    credentialHashKey: randomBytes(32).toString('hex'),
    rateLimitKey: randomBytes(32).toString('hex'),
  };
}

/** The browser origins of this run's web app (dev server, preview, Hosting), the only ones CORS allows. */
export function localWebOrigins(ports: Ports): string[] {
  return [ports.web, ports.preview, portOf(ports, 'hosting')].flatMap((port) => [
    `http://127.0.0.1:${port}`,
    `http://localhost:${port}`,
  ]);
}

/**
 * Test runs only: callers from this documentation-range prefix (RFC 5737) get rate limits ten times
 * smaller, so tests reach them quickly (functions/src/platform/params/security-params.ts).
 */
export const RATE_LIMIT_TEST_IP_PREFIX = '198.51.100.';

/**
 * NODE_OPTIONS for the children: where the checkout's path holds a '%', Node must be taught to import
 * absolute paths that hold one (tools/percent-path/register.mjs), or vitest finds no module there.
 */
export function nodeOptions(root = ROOT, current = process.env.NODE_OPTIONS): string | undefined {
  if (!root.includes('%')) return current;
  const hook = `--import=${pathToFileURL(path.join(root, 'tools', 'percent-path', 'register.mjs')).href}`;
  return current?.includes(hook) ? current : [current, hook].filter(Boolean).join(' ');
}

/** Environment handed to every child process (web build, tests, seed) so they reach this run's ports. */
export function childEnv(ports: Ports, secrets: LocalSecrets): NodeJS.ProcessEnv {
  const urls = localUrls(ports);
  const services: Record<string, string>[] = LOCAL_SERVICES.map((s) => s.env?.(ports, secrets) ?? {});
  return {
    ...process.env,
    NODE_OPTIONS: nodeOptions(),
    // Children that work out a port themselves (localPorts) find this run's, not the default ones.
    COPYDESK_PORT_OFFSET: String(ports.auth - localPorts(0).auth),
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: urls.firestoreHost,
    COPYDESK_FUNCTIONS_URL: urls.functionsBase,
    COPYDESK_WEB_PORT: String(ports.web),
    COPYDESK_PREVIEW_PORT: String(ports.preview),
    COPYDESK_HOSTING_URL: `http://127.0.0.1:${ports.hosting}`,
    VITE_FUNCTIONS_BASE_URL: urls.functionsBase,
    VITE_AUTH_EMULATOR_URL: urls.authEmulator,
    VITE_FIRESTORE_EMULATOR_HOST: urls.firestoreHost,
    // The functions emulator gives each new worker process this long (s) to load; the default 30 s is
    // too short when a concurrency test starts many workers at once on a busy machine.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
    ...(Object.assign({}, ...services) as Record<string, string>),
  };
}
