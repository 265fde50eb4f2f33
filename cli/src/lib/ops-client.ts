// The CLI's view of the API: the handful of calls ops work needs, implemented over the shared typed
// client from the functions' contract (the CLI has no HTTP client of its own).
import type { Environment, StatsScope } from './environments.js';

export type BulkKind = 'deploy' | 'undeploy';

export interface Whoami {
  uid: string;
  email: string | null;
  isAdmin: boolean;
  isTechnicalAdmin: boolean;
}

export interface StatsFigures {
  totalAccounts: number;
  deployedAccounts: number;
  undeployedAccounts: number;
  inProgressAccounts: number;
}

export interface DeploymentStats {
  stats: Record<StatsScope, StatsFigures>;
  timestamp: string;
  currentEnvironment: string;
}

export interface PlannedAccount {
  accountId: string;
  login: string;
  name: string;
  environment: Environment;
  state: string;
}

export interface BulkResult {
  success: boolean;
  message: string;
  changedCount: number;
  failedCount: number;
  environments: Record<Environment, number>;
  updatedInFirestore: number;
  failures: { accountId: string; login: string; error: string }[];
}

export interface OpsClient {
  whoami(): Promise<Whoami>;
  getDeploymentStats(): Promise<DeploymentStats>;
  planBulk(kind: BulkKind): Promise<PlannedAccount[]>;
  runBulk(kind: BulkKind): Promise<BulkResult>;
}
