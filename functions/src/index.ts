// Every deployed function, by the name the web app, the CLI and SPEC §7 use.
export { whoami } from './http/whoami.js';
export { getSubscriber } from './http/getSubscriber.js';
export { createSubscriber } from './http/createSubscriber.js';
export { subscribeToStrategy } from './http/subscribeToStrategy.js';
export { getSubscriptions } from './http/getSubscriptions.js';
export { updateSubscription } from './http/updateSubscription.js';
export { unsubscribeFromStrategy } from './http/unsubscribeFromStrategy.js';
export { checkAffiliation } from './http/checkAffiliation.js';
export { provisionFullAccount } from './http/provisionFullAccount.js';
export { searchMetaTraderServers } from './http/searchMetaTraderServers.js';
export { bulkGetUsersWithTradingAccounts } from './http/bulkGetUsersWithTradingAccounts.js';
export { getDeploymentStats } from './http/getDeploymentStats.js';
export { deployAllAccounts } from './http/deployAllAccounts.js';
export { undeployAllAccounts } from './http/undeployAllAccounts.js';
export { getAccountInfo } from './http/getAccountInfo.js';
export { getOpenPositions } from './http/getOpenPositions.js';
export { getTradingHistory } from './http/getTradingHistory.js';
export { getStrategies } from './http/getStrategies.js';
export { deleteAccount } from './http/deleteAccount.js';

// Triggers and schedules (functions/src/triggers): limits, copy mode, roles, audit, expiry.
export { onTradingAccountCreated } from './triggers/account-limit.js';
export { onSubscriptionStatusChanged } from './triggers/subscription-copy-mode.js';
export { onRolesChanged } from './triggers/role-tokens.js';
export { onUserAuditedFieldsChanged } from './triggers/audit-user-changes.js';
export { expireSubscriptionsSchedule } from './triggers/expire-subscriptions.js';
