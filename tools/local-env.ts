// One place for everything local runs agree on: the demo project id, every port, and the URLs built
// from them. COPYDESK_PORT_OFFSET shifts every port so two checkouts can run side by side.
// Offsets are used in steps of 100, so every base port has its own last two digits: two runs at
// different offsets can then never land on the same port (hub 4400 and logging 4500, or auth 9099,
// eventarc 9299 and tasks 9499, used to collide at offsets 100 or 200 apart).
import { randomBytes } from 'node:crypto';

export const PROJECT_ID = 'demo-copydesk';
export const REGION = 'us-central1';

const BASE_PORTS = {
  auth: 9099,
  firestore: 8080,
  firestoreWebsocket: 9150,
  functions: 5001,
  hosting: 5085,
  hub: 4400,
  logging: 4520,
  eventarc: 9230,
  tasks: 9440,
  simulator: 4010,
  web: 5173,
  preview: 4173,
} as const;

export type PortName = keyof typeof BASE_PORTS;
export type Ports = Record<PortName, number>;

export function portOffset(): number {
  const raw = process.env.COPYDESK_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 1000) {
    throw new Error(`COPYDESK_PORT_OFFSET must be a whole number from 0 to 1000, got "${raw}"`);
  }
  return offset;
}

// Ports the Fetch standard blocks ("bad ports"): Node's fetch and browsers refuse them outright, so an
// offset that lands a service on one would make it unreachable (e.g. 5001 + 60 = 5061, SIPS).
const FETCH_BLOCKED_PORTS = new Set([
  4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export function localPorts(offset = portOffset()): Ports {
  const entries = Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset] as const);
  const blocked = entries.filter(([, port]) => FETCH_BLOCKED_PORTS.has(port));
  if (blocked.length > 0) {
    const names = blocked.map(([name, port]) => `${name} ${port}`).join(', ');
    throw new Error(
      `COPYDESK_PORT_OFFSET=${offset} puts ${names} on a port browsers and fetch refuse; pick another offset.`,
    );
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
    simulator: `http://127.0.0.1:${ports.simulator}`,
    authEmulator: `http://127.0.0.1:${ports.auth}`,
    firestoreHost: `127.0.0.1:${ports.firestore}`,
    web: `http://127.0.0.1:${ports.web}`,
    preview: `http://127.0.0.1:${ports.preview}`,
  };
}

/** Fresh per-run credentials shared by the functions and the simulator; they never leave this machine. */
export interface LocalSecrets {
  bridgeToken: string;
  affiliateKey: string;
}

export function newLocalSecrets(): LocalSecrets {
  return { bridgeToken: randomBytes(24).toString('hex'), affiliateKey: randomBytes(16).toString('hex') };
}

/** Environment handed to every child process (web build, tests, seed) so they reach this run's ports. */
export function childEnv(ports: Ports, secrets: LocalSecrets): NodeJS.ProcessEnv {
  const urls = localUrls(ports);
  return {
    ...process.env,
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: urls.firestoreHost,
    COPYDESK_FUNCTIONS_URL: urls.functionsBase,
    COPYDESK_SIMULATOR_URL: urls.simulator,
    COPYDESK_SIMULATOR_PORT: String(ports.simulator),
    // Simulated time starts a week back: advancing it gives accounts a real recent trading history.
    COPYDESK_SIMULATOR_STARTS_DAYS_AGO: '7',
    COPYDESK_SIMULATOR_TOKEN: secrets.bridgeToken,
    COPYDESK_AFFILIATE_KEY: secrets.affiliateKey,
    COPYDESK_WEB_PORT: String(ports.web),
    COPYDESK_PREVIEW_PORT: String(ports.preview),
    COPYDESK_HOSTING_URL: `http://127.0.0.1:${ports.hosting}`,
    VITE_FUNCTIONS_BASE_URL: urls.functionsBase,
    VITE_AUTH_EMULATOR_URL: urls.authEmulator,
    VITE_FIRESTORE_EMULATOR_HOST: urls.firestoreHost,
    // The functions emulator gives each new worker process this long (s) to load; the default 30 s is
    // too short when a concurrency test starts many workers at once on a busy machine.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
  };
}
