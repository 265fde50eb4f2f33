// The contract shared by the functions, the web app and the CLI: request and answer schemas of every
// endpoint, the endpoint table and the typed client. It imports nothing server-only (lint enforces this).
export * from './common.js';
export * from './whoami.js';
export * from './sessions.js';
export * from './my-data-export.js';
export * from './strategies.js';
export * from './strategy-statistics.js';
export * from './accounts.js';
export * from './admin.js';
export * from './runs.js';
export * from './health.js';
export * from './copy-report.js';
export * from './guardrails.js';
export * from './endpoints.js';
export * from './client.js';
export * from './security.js';
export * from './mailbox-proof.js';
export * from './admin-role.js';
export * from './smoke-check.js';
export * from './loopback.js';
export * from './user-search.js';
export * from './erasure.js';
