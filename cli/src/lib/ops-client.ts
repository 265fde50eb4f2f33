// The CLI's view of the API: the handful of calls ops work needs, implemented over the shared typed
// client from the functions' contract (the CLI has no HTTP client of its own).
import {
  ApiError,
  SIGN_IN_AGAIN_MESSAGE,
  type ApiClient,
  type CachedStrategyStatistics,
  type DeploymentRun,
  type ErasureItem,
  type PlannedAccount,
  type InputOf,
  type OutputOf,
} from '@copydesk/functions/contract';
import { CliError, EXIT, notSignedIn } from './cli-error.js';

export type BulkKind = 'deploy' | 'undeploy';

export type Whoami = Omit<OutputOf<'whoami'>, 'success'>;

export type DeploymentStats = Pick<
  OutputOf<'getDeploymentStats'>,
  'stats' | 'timestamp' | 'currentEnvironment'
>;
export type { CachedStrategyStatistics, DeploymentRun, ErasureItem, PlannedAccount };
export type HealthPage = Pick<OutputOf<'listAccountHealth'>, 'accounts' | 'nextCursor' | 'summary'>;
export type ServerSmokeCheck = Omit<OutputOf<'runSmokeCheck'>, 'success'>;

export interface OpsClient {
  whoami(): Promise<Whoami>;
  /** Ends every session of the signed-in identity on the server (logout of a password session). */
  revokeMySessions(): Promise<void>;
  getDeploymentStats(): Promise<DeploymentStats>;
  planBulk(kind: BulkKind): Promise<PlannedAccount[]>;
  /** Starts a deployment run over production accounts; answers at once. */
  startRun(kind: BulkKind): Promise<DeploymentRun>;
  getRun(runId: string): Promise<OutputOf<'getDeploymentRun'>>;
  listRuns(limit: number): Promise<DeploymentRun[]>;
  cancelRun(runId: string): Promise<DeploymentRun>;
  retryRun(runId: string): Promise<DeploymentRun>;
  /** One page of accounts by health (admins). */
  listAccountHealth(input: InputOf<'listAccountHealth'>): Promise<HealthPage>;
  /** Rebuilds one strategy's statistics from scratch and answers the record now cached. */
  rebuildStatistics(strategyId: string): Promise<CachedStrategyStatistics>;
  /** The server's half of the post-deploy smoke check (bridge token, test e-mail, monitor heartbeat). */
  runSmokeCheck(): Promise<ServerSmokeCheck>;
  /** The erasures still pending or failed (technical admins; docs/operations.md "Erasure"). */
  listErasures(): Promise<ErasureItem[]>;
}

/** The OpsClient over the shared typed client; API errors become CLI errors with the right exit code. */
export function createOpsClient(api: ApiClient): OpsClient {
  const guarded = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw toCliError(error);
    }
  };
  return {
    whoami: () => guarded(() => api.whoami({})),
    revokeMySessions: async () => {
      await guarded(() => api.revokeMySessions({}));
    },
    getDeploymentStats: () => guarded(() => api.getDeploymentStats({})),
    listAccountHealth: (input) => guarded(() => api.listAccountHealth(input)),
    async planBulk(kind) {
      const answer =
        kind === 'deploy'
          ? await guarded(() => api.deployAllAccounts({ dryRun: true }))
          : await guarded(() => api.undeployAllAccounts({ dryRun: true }));
      return answer.planned;
    },
    startRun: async (kind) => (await guarded(() => api.startDeploymentRun({ action: kind }))).run,
    getRun: (runId) => guarded(() => api.getDeploymentRun({ runId })),
    listRuns: async (limit) => (await guarded(() => api.listDeploymentRuns({ limit }))).runs,
    cancelRun: async (runId) => (await guarded(() => api.cancelDeploymentRun({ runId }))).run,
    retryRun: async (runId) => (await guarded(() => api.retryDeploymentRun({ runId }))).run,
    rebuildStatistics: async (strategyId) =>
      (await guarded(() => api.rebuildStrategyStatistics({ strategyId }))).statistics,
    async runSmokeCheck() {
      const { checks, mailTo, at } = await guarded(() => api.runSmokeCheck({}));
      return { checks, mailTo, at };
    },
    listErasures: async () => (await guarded(() => api.listErasures({}))).erasures,
  };
}

function toCliError(error: unknown): CliError {
  if (error instanceof ApiError) {
    if (error.status === 401 && error.message === SIGN_IN_AGAIN_MESSAGE)
      return new CliError(`${error.message} Run "copydesk login".`, EXIT.notAuthorized);
    if (error.status === 401) return notSignedIn();
    if (error.status === 403) return new CliError(error.message, EXIT.notAuthorized);
    if (error.status === 0) return new CliError(error.message, EXIT.failed);
    return new CliError(`${error.message} (HTTP ${error.status})`, EXIT.failed);
  }
  return error instanceof CliError
    ? error
    : new CliError(error instanceof Error ? error.message : String(error));
}
