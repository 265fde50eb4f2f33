// The parts of the project's firebase-tools (node_modules/firebase-tools, the version `firebase deploy`
// runs) the deploy preflight asks instead of repeating their rules: the runtime guard, the functions
// discovery, the dotenv loading and the param resolution of `firebase deploy` itself. Typed here once
// (firebase-tools ships no types for its internals) and only as far as the preflight reads them.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../stack/processes.ts';

const require = createRequire(import.meta.url);
const LIB = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib');
const load = <T>(module: string): T => require(path.join(LIB, module)) as T;

export interface RuntimeSupport {
  isRuntime(runtime: string): boolean;
  isDecommissioned(runtime: string, now?: Date): boolean;
  /** Throws (a FirebaseError) when `firebase deploy` would refuse the runtime. */
  guardVersionSupport(runtime: string, now?: Date): void;
}

export const runtimeSupport = load<RuntimeSupport>('deploy/functions/runtimes/supported/index.js');

/** A value of the build manifest: literal, or a CEL expression over params ("{{ params.X }}"). */
type Field<T> = T | string | null | undefined;

export interface DiscoveredParam {
  name: string;
  type: 'string' | 'int' | 'float' | 'boolean' | 'list' | 'secret';
  default?: unknown;
}

export interface DiscoveredEndpoint {
  region?: Field<string> | string[];
  availableMemoryMb?: Field<number>;
  cpu?: Field<number>;
  concurrency?: Field<number>;
  maxInstances?: Field<number>;
  minInstances?: Field<number>;
  timeoutSeconds?: Field<number>;
  httpsTrigger?: object;
  taskQueueTrigger?: object;
  scheduleTrigger?: object;
  eventTrigger?: object;
  secretEnvironmentVariables?: { key: string; secret: string }[];
}

export interface DiscoveredBuild {
  endpoints: Record<string, DiscoveredEndpoint>;
  params: DiscoveredParam[];
}

/** A function as `firebase deploy` would create it, every param resolved. */
export interface ResolvedEndpoint {
  id: string;
  region: string;
  availableMemoryMb?: number | null;
  cpu?: number | string | null;
  concurrency?: number | null;
  maxInstances?: number | null;
  minInstances?: number | null;
  timeoutSeconds?: number | null;
  httpsTrigger?: object;
  /** `invoker` lists who may call the task function (["private"]: only Cloud Tasks). */
  taskQueueTrigger?: { invoker?: string[] | null };
  scheduleTrigger?: object;
  eventTrigger?: object;
}

interface RuntimeDelegate {
  runtime: string;
  validate(): Promise<void>;
  build(): Promise<void>;
  discoverBuild(config: object, env: Record<string, string>): Promise<DiscoveredBuild>;
}

const runtimes = load<{
  getRuntimeDelegate(context: object): Promise<RuntimeDelegate>;
}>('deploy/functions/runtimes/index.js');

const buildModule = load<{
  resolveBackend(options: object): Promise<{
    backend: { endpoints: Record<string, Record<string, ResolvedEndpoint>> };
  }>;
}>('deploy/functions/build.js');

const functionsEnv = load<{
  loadUserEnvs(options: {
    functionsSource: string;
    projectId: string;
    projectAlias?: string;
  }): Record<string, string>;
}>('functions/env.js');

export interface FunctionsSource {
  projectId: string;
  /** Absolute path of the functions folder (firebase.json `functions[].source`). */
  sourceDir: string;
  runtime: string;
}

/**
 * The functions the built code (functions/lib) declares, found as `firebase deploy` finds them
 * (deploy/functions/prepare.js: the runtime delegate starts the SDK's manifest server and reads it).
 */
export async function discoverBuild(source: FunctionsSource): Promise<DiscoveredBuild> {
  const delegate = await runtimes.getRuntimeDelegate({ ...source, projectDir: ROOT });
  await delegate.validate();
  await delegate.build();
  const firebaseConfig = { projectId: source.projectId };
  return delegate.discoverBuild(
    { firebase: firebaseConfig },
    { FIREBASE_CONFIG: JSON.stringify(firebaseConfig), GCLOUD_PROJECT: source.projectId },
  );
}

/**
 * Every function of `build` with its params resolved from `values`, as deploy would create it. Secrets
 * are not looked up (the preflight checks them itself), and a param without a value throws, as a
 * non-interactive deploy does.
 */
export async function resolveEndpoints(
  build: DiscoveredBuild,
  projectId: string,
  values: Record<string, string>,
): Promise<ResolvedEndpoint[]> {
  const { backend } = await buildModule.resolveBackend({
    build,
    firebaseConfig: { projectId },
    userEnvs: values,
    nonInteractive: true,
    isEmulator: true,
  });
  return Object.values(backend.endpoints).flatMap((byId) => Object.values(byId));
}

/** The params' values `firebase deploy --project <alias>` reads: functions/.env, then .env.<alias>. */
export function deployEnvValues(sourceDir: string, projectId: string, alias: string): Record<string, string> {
  return functionsEnv.loadUserEnvs({ functionsSource: sourceDir, projectId, projectAlias: alias });
}
