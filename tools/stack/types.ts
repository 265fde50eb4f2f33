// The shapes the stack and its local services agree on. No imports with effects on purpose: a service
// file imports this (and processes.ts / readiness.ts), never ports.ts, so the registry has no cycle.
import type { ChildProcess } from 'node:child_process';

/** Every port of one run: the Firebase emulators', the web servers' and each local service's. */
export interface Ports {
  auth: number;
  firestore: number;
  firestoreWebsocket: number;
  functions: number;
  hub: number;
  web: number;
  preview: number;
  /** Other emulators (firebase.json) and the local services' own ports, by name. */
  [name: string]: number;
}

/** A named port of this run; throws for a name no emulator or service declares. */
export function portOf(ports: Ports, name: string): number {
  const port = ports[name];
  if (port === undefined) throw new Error(`No local port is named "${name}"`);
  return port;
}

/** Fresh per-run credentials shared by the functions and the simulator; they never leave this machine. */
export interface LocalSecrets {
  bridgeToken: string;
  affiliateKey: string;
  /** Keys the fingerprint of rejected broker credentials (CREDENTIAL_HASH_KEY). */
  credentialHashKey: string;
  /** Keys the ids of the rate-limit counters (RATE_LIMIT_KEY). */
  rateLimitKey: string;
}

/** A process the stack started (see processes.ts). */
export interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<number>;
}

export interface ServiceContext {
  ports: Ports;
  /** The environment every child gets (childEnv), including every service's own variables. */
  env: NodeJS.ProcessEnv;
}

/**
 * A local stand-in for an outside service (the bridge simulator, an SMTP sink...). Add one by writing
 * a file in tools/stack/services/ that exports a LocalService and listing it in services/index.ts.
 */
export interface LocalService {
  /** Short name: log prefix, and `npm run test:emulators -- --no-<name>` leaves it out. */
  name: string;
  /** Base ports by name (COPYDESK_PORT_OFFSET shifts them like every other port). */
  ports: Readonly<Record<string, number>>;
  /** Variables every child process (functions emulator, tests, seed, web build) needs to reach it. */
  env?: (ports: Ports, secrets: LocalSecrets) => Record<string, string>;
  /** Parameters the functions read (written to functions/.env.local for the functions emulator). */
  functionsParams?: (ports: Ports) => Record<string, string>;
  /** Spawns it (processes.ts spawnChild) and resolves once it answers (readiness.ts waitFor). */
  start: (context: ServiceContext) => Promise<Child>;
}
