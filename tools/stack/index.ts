// The local stack, one way for every program that needs it (`npm start`, `npm test`,
// `npm run test:emulators`, `npm run bench`): this run's ports and credentials, the builds, the local
// services (services/index.ts), the Firebase emulators (emulators.ts), the web app, and stopping all of
// it. See docs/architecture.md "The local stack".
import { JDK_REQUIREMENTS } from './firestore-jar.ts';
import { checkPrerequisites } from './prerequisites.ts';
import { execWithEmulators, startEmulators, writeFunctionsLocalConfig } from './emulators.ts';
import {
  childEnv,
  localPorts,
  localUrls,
  newLocalSecrets,
  portOffset as readPortOffset,
  type LocalUrls,
  type Ports,
} from './ports.ts';
import { run, stopAll, stopAllOnSignals, type Child } from './processes.ts';
import { startScheduler } from './scheduler/index.ts';
import { LOCAL_SERVICES } from './services/index.ts';
import { startWeb, type WebServer } from './web.ts';

export { stopAll, stopRequested } from './processes.ts';
export type { Child } from './processes.ts';

/** What `npm run build -w <name>` builds; `web-emulator` is the web app pointed at the emulators. */
export type Build = 'functions' | 'cli' | 'web-emulator';

const BUILD_ARGS: Record<Build, string[]> = {
  functions: ['functions'],
  cli: ['cli'],
  'web-emulator': ['web', '--', '--mode', 'emulator'],
};

export interface StartOptions {
  /** Local services to leave out, by name (`--no-<name>`). */
  without?: ReadonlySet<string>;
  /** Which web server to start once the rest is up; none when absent. */
  web?: WebServer;
  /** Functions params that differ from the local defaults (the bench runs the queue at production size). */
  functionsParams?: Record<string, string>;
  /** Scheduled functions the local scheduler fires ("all" or a comma list); off when absent (scheduler/). */
  schedules?: string;
}

export interface LocalStack {
  ports: Ports;
  urls: LocalUrls;
  /** The environment every child gets; `adoptEnv` copies it into this process (the seed needs it). */
  env: NodeJS.ProcessEnv;
  build(builds: readonly Build[], output?: 'inherit' | 'quiet'): Promise<void>;
  /** Starts the services and, in the background, the emulators (and the web server if asked). */
  start(options?: StartOptions): Promise<Child[]>;
  /** Starts the services (and web server if asked), then runs `argv` under `firebase emulators:exec`. */
  exec(argv: string[], options?: StartOptions): Promise<number>;
  adoptEnv(): void;
  stop(): Promise<void>;
  /** How long the emulators took to answer after `start` launched them (the bench prints it). */
  emulatorsReadyMs?: number;
}

/** Splits `--no-web` and `--no-<service>` off a command line; the rest are the caller's own arguments. */
export function parseStackFlags(args: readonly string[]): {
  without: Set<string>;
  web: boolean;
  rest: string[];
} {
  const flags = args.filter((arg) => arg.startsWith('--no-')).map((arg) => arg.slice('--no-'.length));
  const known = new Set(['web', ...LOCAL_SERVICES.map((service) => service.name)]);
  const unknown = flags.filter((flag) => !known.has(flag));
  if (unknown.length > 0)
    throw new Error(`Unknown flag --no-${unknown[0]}; the stack knows --no-${[...known].join(', --no-')}`);
  return {
    without: new Set(flags.filter((flag) => flag !== 'web')),
    web: !flags.includes('web'),
    rest: args.filter((arg) => !arg.startsWith('--no-')),
  };
}

async function startServices(stack: LocalStack, without: ReadonlySet<string>): Promise<Child[]> {
  const children: Child[] = [];
  for (const service of LOCAL_SERVICES)
    if (!without.has(service.name))
      children.push(await service.start({ ports: stack.ports, env: stack.env }));
  return children;
}

/**
 * This run's stack, once the machine has what it needs (a JDK); Ctrl-C (or SIGTERM/SIGHUP) stops
 * everything it started and exits with 130. `portOffset` (default COPYDESK_PORT_OFFSET) places a
 * second stack beside the first.
 */
export function localStack(portOffset = readPortOffset()): LocalStack {
  checkPrerequisites(JDK_REQUIREMENTS);
  stopAllOnSignals();
  const ports = localPorts(portOffset);
  const secrets = newLocalSecrets();
  const env = childEnv(ports, secrets);
  const stack: LocalStack = {
    ports,
    urls: localUrls(ports),
    env,
    async build(builds, output = 'inherit') {
      for (const name of builds) {
        const code = await run('build', 'npm', ['run', 'build', '-w', ...BUILD_ARGS[name]], { env, output });
        if (code !== 0) throw new Error(`building ${name} failed (exit code ${code})`);
      }
    },
    async start(options = {}) {
      writeFunctionsLocalConfig(ports, secrets, { params: options.functionsParams });
      const children = await startServices(stack, options.without ?? new Set());
      const launched = performance.now();
      children.push(await startEmulators(ports, env));
      stack.emulatorsReadyMs = performance.now() - launched;
      if (options.schedules) children.push(startScheduler(env, options.schedules));
      if (options.web) children.push(await startWeb(options.web, ports, env));
      return children;
    },
    async exec(argv, options = {}) {
      // Test runs: callers from the documentation IP range get smaller rate limits.
      writeFunctionsLocalConfig(ports, secrets, { testing: true });
      await startServices(stack, options.without ?? new Set());
      if (options.web) await startWeb(options.web, ports, env);
      return execWithEmulators(ports, env, argv).exited;
    },
    adoptEnv: () => void Object.assign(process.env, env),
    stop: stopAll,
  };
  return stack;
}
