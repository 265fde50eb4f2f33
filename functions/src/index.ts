// Every deployed function, by the name the web app, the CLI and SPEC §7 use.
export { whoami } from './http/whoami.js';

// Triggers and schedules (functions/src/triggers): limits, copy mode, roles, audit, expiry.
export { onTradingAccountCreated } from './triggers/account-limit.js';
export { onSubscriptionStatusChanged } from './triggers/subscription-copy-mode.js';
export { onRolesChanged } from './triggers/role-tokens.js';
export { onUserAuditedFieldsChanged } from './triggers/audit-user-changes.js';
export { expireSubscriptionsSchedule } from './triggers/expire-subscriptions.js';
