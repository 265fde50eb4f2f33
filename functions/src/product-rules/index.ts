// Each product rule written once (docs/architecture.md §3 "Product rules"): pure functions and
// constants that the functions, the web app, the CLI, the seed and the bridge simulator import through
// the contract. Nothing here has effects or imports anything server-only.
export * from './subscription.js';
export * from './servers.js';
export * from './affiliation.js';
export * from './trading.js';
export * from './management-hours.js';
export * from './roles.js';
export * from './identifiers.js';
export * from './health.js';
export * from './strategy-statistics.js';
export * from './strategy-aggregate.js';
export * from './strategy-record.js';
export * from './copy-outcome.js';
export * from './copy-report-types.js';
export * from './copy-report.js';
export * from './copy-report-summary.js';
export * from './copy-report-view.js';
export * from './copy-report-quality.js';
export * from './subscription-history.js';
export * from './risk-preview.js';
export * from './risk-acknowledgement.js';
export * from './risk-exposure.js';
export * from './risk-verdict.js';
export * from './max-leverage.js';
export * from './guardrails.js';
export * from './user-search.js';
export * from './monitor-heartbeat.js';
export * from './strategy-filters.js';
export * from './strategy-gains.js';
export * from './guardrail-defaults.js';
