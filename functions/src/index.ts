// Every deployed function, by the name the web app, the CLI and docs/product.md §7 use.
export { whoami } from './users/whoami.endpoint.js';
export { revokeMySessions } from './users/revoke-my-sessions.endpoint.js';
export { exportMyData } from './users/export-my-data.endpoint.js';
export { getSubscriber } from './subscriptions/get-subscriber.endpoint.js';
export { createSubscriber } from './subscriptions/create-subscriber.endpoint.js';
export { subscribeToStrategy } from './subscriptions/subscribe-to-strategy.endpoint.js';
export { getSubscriptions } from './subscriptions/get-subscriptions.endpoint.js';
export { updateSubscription } from './subscriptions/update-subscription.endpoint.js';
export { unsubscribeFromStrategy } from './subscriptions/unsubscribe-from-strategy.endpoint.js';
export { checkAffiliation } from './accounts/check-affiliation.endpoint.js';
export { provisionFullAccount } from './accounts/provision-full-account.endpoint.js';
export { searchMetaTraderServers } from './accounts/search-meta-trader-servers.endpoint.js';
export { bulkGetUsersWithTradingAccounts } from './users/bulk-get-users-with-trading-accounts.endpoint.js';
export { getDeploymentStats } from './runs/get-deployment-stats.endpoint.js';
export { deployAllAccounts } from './runs/deploy-all-accounts.endpoint.js';
export { undeployAllAccounts } from './runs/undeploy-all-accounts.endpoint.js';
export { getAccountInfo } from './accounts/get-account-info.endpoint.js';
export { getOpenPositions } from './accounts/get-open-positions.endpoint.js';
export { getTradingHistory } from './accounts/get-trading-history.endpoint.js';
export { getStrategies } from './subscriptions/get-strategies.endpoint.js';
export { deleteAccount } from './accounts/delete-account.endpoint.js';
export { getCopyReport } from './subscriptions/get-copy-report.endpoint.js';
export { startDeploymentRun } from './runs/start-deployment-run.endpoint.js';
export { listDeploymentRuns } from './runs/list-deployment-runs.endpoint.js';
export { getDeploymentRun } from './runs/get-deployment-run.endpoint.js';
export { cancelDeploymentRun } from './runs/cancel-deployment-run.endpoint.js';
export { retryDeploymentRun } from './runs/retry-deployment-run.endpoint.js';
export { getGuardrailSettings } from './subscriptions/get-guardrail-settings.endpoint.js';
export { setGuardrailSettings } from './subscriptions/set-guardrail-settings.endpoint.js';
export { getStrategyRisk } from './statistics/get-strategy-risk.endpoint.js';
export { rebuildStrategyStatistics } from './statistics/rebuild-strategy-statistics.endpoint.js';
export { setStrategyActive } from './subscriptions/set-strategy-active.endpoint.js';
export { resumeCopying } from './subscriptions/resume-copying.endpoint.js';
export { searchUsers } from './users/search-users.endpoint.js';
export { requestMailboxProof } from './users/request-mailbox-proof.endpoint.js';
export { trustEnrolledFactor } from './users/trust-enrolled-factor.endpoint.js';
export { grantAdminRole } from './users/grant-admin-role.endpoint.js';
export { runSmokeCheck } from './health/run-smoke-check.endpoint.js';
export { deleteMyAccount } from './users/delete-my-account.endpoint.js';
export { eraseUser } from './users/erase-user.endpoint.js';
export { listErasures } from './users/list-erasures.endpoint.js';

// Triggers and schedules (functions/src/triggers): limits, copy mode, roles, audit, expiry.
export { onTradingAccountCreated } from './accounts/account-limit.trigger.js';
export { onSubscriptionStatusChanged } from './subscriptions/subscription-copy-mode.trigger.js';
export { onRolesChanged } from './users/role-tokens.trigger.js';
export { onUserAuditedFieldsChanged } from './users/audit-user-changes.trigger.js';
export { expireSubscriptionsSchedule } from './subscriptions/expire-subscriptions.trigger.js';
export { runDeploymentTask } from './runs/run-deployment.task.js';
export { deploymentRunWatchdog } from './runs/run-watchdog.trigger.js';
export { purgeExpiredSchedule } from './platform/retention/purge-expired.trigger.js';
export { onUserSearchFieldsWritten } from './users/user-search-keys.trigger.js';

// Copy health (README "Copy health"): the monitor's schedule, its endpoints and the notification e-mails.
export { refreshAccountHealth } from './health/refresh-account-health.endpoint.js';
export { getAccountHealth } from './health/get-account-health.endpoint.js';
export { listAccountHealth } from './health/list-account-health.endpoint.js';
export { healthMonitorSchedule } from './health/health-monitor.trigger.js';
export { checkHealthShardTask } from './health/health-shard.task.js';
export { onBridgeAccountWritten } from './health/health-shard-membership.trigger.js';
export { onTradingAccountDeleted } from './health/health-monitor.trigger.js';
export { onNotificationCreated } from './health/notification-email.trigger.js';

// Strategy statistics (README "Copy report and strategy statistics"): the hourly cache of the cards' figures.
export { strategyStatisticsSchedule, strategyStatisticsTask } from './statistics/strategy-statistics.task.js';

// Erasure (docs/operations.md "Erasure"): the one cleanup, its queue and the Auth deletion trigger.
export { eraseUserTask } from './users/erase-user.task.js';
export { onAuthUserDeleted } from './users/auth-user-deleted.trigger.js';
