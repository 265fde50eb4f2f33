// Which secrets each endpoint mounts: exactly the ones its code reads, so a function that never calls the
// bridge (whoami) cannot leak its token, and only provisioning sees the credential hash key. Every
// endpoint is listed, so a new one must say what it reads; tools/function-secrets.test.ts works out
// from each endpoint's code what it reads and fails on a secret missing here or one listed but unread.
import type { SecretParam } from 'firebase-functions/params';
import type { EndpointName } from '../../contract/index.js';
import { AFFILIATE_API_KEY, METAAPI_TOKEN } from '../params/bridge-params.js';
import { CREDENTIAL_HASH_KEY, RATE_LIMIT_KEY } from '../params/security-params.js';
import { SMTP_PASSWORD } from '../params/mail-params.js';

const BRIDGE = [METAAPI_TOKEN];
const NONE: SecretParam[] = [];

const READS: Record<EndpointName, SecretParam[]> = {
  whoami: NONE,
  revokeMySessions: NONE,
  grantAdminRole: NONE,
  exportMyData: NONE,
  getSubscriber: BRIDGE,
  createSubscriber: BRIDGE,
  subscribeToStrategy: BRIDGE,
  getSubscriptions: BRIDGE,
  updateSubscription: BRIDGE,
  unsubscribeFromStrategy: BRIDGE,
  checkAffiliation: [AFFILIATE_API_KEY],
  provisionFullAccount: [METAAPI_TOKEN, AFFILIATE_API_KEY, CREDENTIAL_HASH_KEY],
  searchMetaTraderServers: BRIDGE,
  // The admin list carries each account's bridge details (docs/product.md §3).
  bulkGetUsersWithTradingAccounts: BRIDGE,
  searchUsers: BRIDGE,
  getDeploymentStats: BRIDGE,
  deployAllAccounts: BRIDGE,
  undeployAllAccounts: BRIDGE,
  getAccountInfo: BRIDGE,
  getOpenPositions: BRIDGE,
  getTradingHistory: BRIDGE,
  getStrategies: BRIDGE,
  deleteAccount: BRIDGE,
  getCopyReport: BRIDGE,
  // Starting or retrying a run lists the bridge's accounts; the rest read the run's documents only.
  startDeploymentRun: BRIDGE,
  retryDeploymentRun: BRIDGE,
  listDeploymentRuns: NONE,
  getDeploymentRun: NONE,
  cancelDeploymentRun: NONE,
  // Refresh and resume ask the bridge; the health reads are stored documents.
  refreshAccountHealth: BRIDGE,
  resumeCopying: BRIDGE,
  getAccountHealth: NONE,
  listAccountHealth: NONE,
  getGuardrailSettings: NONE,
  setGuardrailSettings: NONE,
  getStrategyRisk: BRIDGE,
  rebuildStrategyStatistics: BRIDGE,
  // The bridge confirms the strategy exists before admins change its state.
  setStrategyActive: BRIDGE,
  // The mailbox proof's token is kept as an HMAC under the credential key; only its request sends e-mail.
  requestMailboxProof: [CREDENTIAL_HASH_KEY, SMTP_PASSWORD],
  trustEnrolledFactor: [CREDENTIAL_HASH_KEY],
  // One bridge read and one test e-mail to the caller (docs/operations.md, the smoke check).
  runSmokeCheck: [METAAPI_TOKEN, SMTP_PASSWORD],
  // Erasure requests only open the record and enqueue the task (users/erase-user.task.ts does the rest).
  deleteMyAccount: NONE,
  eraseUser: NONE,
  listErasures: NONE,
};

/** Every endpoint counts its requests per IP (rate-limits.ts), so every one also mounts their key. */
export function secretsOf(name: EndpointName): SecretParam[] {
  return [...READS[name], RATE_LIMIT_KEY];
}
