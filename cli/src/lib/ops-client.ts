// The CLI's view of the API: the handful of calls ops work needs, implemented over the shared typed
// client from the functions' contract (the CLI has no HTTP client of its own).
import {
  ApiError,
  type ApiClient,
  type GetDeploymentStatsOutput,
  type ListAccountHealthInput,
  type ListAccountHealthOutput,
  type PlannedAccount,
} from '@copydesk/functions/contract';
import { CliError, EXIT, notSignedIn } from './cli-error.js';
import type { Environment } from './environments.js';

export type BulkKind = 'deploy' | 'undeploy';

export interface Whoami {
  uid: string;
  email: string | null;
  isAdmin: boolean;
  isTechnicalAdmin: boolean;
}

export type DeploymentStats = Pick<GetDeploymentStatsOutput, 'stats' | 'timestamp' | 'currentEnvironment'>;
export type { PlannedAccount };
export type HealthPage = Pick<ListAccountHealthOutput, 'accounts' | 'nextCursor' | 'summary'>;

export interface BulkResult {
  success: boolean;
  message: string;
  changedCount: number;
  failedCount: number;
  environments: Record<Environment, number>;
  updatedInFirestore: number;
  failures: { accountId: string; environment: Environment; error: string }[];
}

export interface OpsClient {
  whoami(): Promise<Whoami>;
  getDeploymentStats(): Promise<DeploymentStats>;
  planBulk(kind: BulkKind): Promise<PlannedAccount[]>;
  runBulk(kind: BulkKind): Promise<BulkResult>;
  /** One page of accounts by health (admins). */
  listAccountHealth(input: ListAccountHealthInput): Promise<HealthPage>;
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
    getDeploymentStats: () => guarded(() => api.getDeploymentStats({})),
    listAccountHealth: (input) => guarded(() => api.listAccountHealth(input)),
    async planBulk(kind) {
      const answer = kind === 'deploy'
        ? await guarded(() => api.deployAllAccounts({ dryRun: true }))
        : await guarded(() => api.undeployAllAccounts({ dryRun: true }));
      return answer.planned;
    },
    async runBulk(kind) {
      if (kind === 'deploy') {
        const answer = await guarded(() => api.deployAllAccounts({}));
        return { ...answer, changedCount: answer.deployedCount };
      }
      const answer = await guarded(() => api.undeployAllAccounts({}));
      return { ...answer, changedCount: answer.undeployedCount };
    },
  };
}

function toCliError(error: unknown): CliError {
  if (error instanceof ApiError) {
    if (error.status === 401) return notSignedIn();
    if (error.status === 403) return new CliError(error.message, EXIT.notAuthorized);
    if (error.status === 0) return new CliError(error.message, EXIT.failed);
    return new CliError(`${error.message} (HTTP ${error.status})`, EXIT.failed);
  }
  return error instanceof CliError ? error : new CliError(error instanceof Error ? error.message : String(error));
}
