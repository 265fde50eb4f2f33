// The endpoint table: every HTTP function by its docs/product.md §7 name, with its verb, input and answer schemas
// and who may call it. The server's handlers and the typed client are both built from this table.
import type { z } from 'zod';
import * as accounts from './accounts.js';
import * as admin from './admin.js';
import * as runs from './runs.js';
import * as health from './health.js';
import * as copyReport from './copy-report.js';
import * as guardrails from './guardrails.js';
import * as strategies from './strategies.js';
import * as userSearch from './user-search.js';
import * as statistics from './strategy-statistics.js';
import * as mailboxProof from './mailbox-proof.js';
import * as smokeCheck from './smoke-check.js';
import * as erasure from './erasure.js';
import * as adminRole from './admin-role.js';
import { whoamiInput, whoamiOutput } from './whoami.js';
import { revokeMySessionsInput, revokeMySessionsOutput } from './sessions.js';
import { exportMyDataInput, exportMyDataOutput } from './my-data-export.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * user: any signed-in user. account: the owner of the trading account named in the input, or an admin.
 * admin: isAdmin. technicalAdmin: isAdmin and isTechnicalAdmin. (Every endpoint needs a valid ID token.)
 */
export type Access = 'user' | 'account' | 'admin' | 'technicalAdmin';

export interface EndpointSpec<Input extends z.ZodType = z.ZodType, Output extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  access: Access;
  input: Input;
  output: Output;
}

function spec<Input extends z.ZodType, Output extends z.ZodType>(
  method: HttpMethod,
  access: Access,
  input: Input,
  output: Output,
): EndpointSpec<Input, Output> {
  return { method, access, input, output };
}

export const endpoints = {
  whoami: spec('GET', 'user', whoamiInput, whoamiOutput),
  // Ends every session of the caller on the server (the CLI's logout; docs/operations.md "CLI")
  revokeMySessions: spec('POST', 'user', revokeMySessionsInput, revokeMySessionsOutput),
  // Everything stored about the caller, as one document (docs/product.md §14 "Download my data")
  exportMyData: spec('GET', 'user', exportMyDataInput, exportMyDataOutput),
  getSubscriber: spec('GET', 'account', strategies.getSubscriberInput, strategies.getSubscriberOutput),
  createSubscriber: spec(
    'POST',
    'account',
    strategies.createSubscriberInput,
    strategies.createSubscriberOutput,
  ),
  subscribeToStrategy: spec(
    'POST',
    'account',
    strategies.subscribeToStrategyInput,
    strategies.subscribeToStrategyOutput,
  ),
  getSubscriptions: spec(
    'GET',
    'account',
    strategies.getSubscriptionsInput,
    strategies.getSubscriptionsOutput,
  ),
  updateSubscription: spec(
    'PUT',
    'account',
    strategies.updateSubscriptionInput,
    strategies.updateSubscriptionOutput,
  ),
  unsubscribeFromStrategy: spec(
    'DELETE',
    'account',
    strategies.unsubscribeFromStrategyInput,
    strategies.unsubscribeFromStrategyOutput,
  ),
  checkAffiliation: spec('GET', 'user', accounts.checkAffiliationInput, accounts.checkAffiliationOutput),
  provisionFullAccount: spec(
    'POST',
    'user',
    accounts.provisionFullAccountInput,
    accounts.provisionFullAccountOutput,
  ),
  searchMetaTraderServers: spec(
    'GET',
    'user',
    accounts.searchMetaTraderServersInput,
    accounts.searchMetaTraderServersOutput,
  ),
  bulkGetUsersWithTradingAccounts: spec('GET', 'admin', admin.bulkGetUsersInput, admin.bulkGetUsersOutput),
  getDeploymentStats: spec(
    'GET',
    'technicalAdmin',
    admin.getDeploymentStatsInput,
    admin.getDeploymentStatsOutput,
  ),
  deployAllAccounts: spec('POST', 'technicalAdmin', admin.bulkDeployInput, admin.deployAllAccountsOutput),
  undeployAllAccounts: spec('POST', 'technicalAdmin', admin.bulkDeployInput, admin.undeployAllAccountsOutput),
  getAccountInfo: spec('GET', 'account', accounts.getAccountInfoInput, accounts.getAccountInfoOutput),
  getOpenPositions: spec('GET', 'account', accounts.getOpenPositionsInput, accounts.getOpenPositionsOutput),
  getTradingHistory: spec(
    'GET',
    'account',
    accounts.getTradingHistoryInput,
    accounts.getTradingHistoryOutput,
  ),
  getStrategies: spec('GET', 'user', strategies.getStrategiesInput, strategies.getStrategiesOutput),
  deleteAccount: spec('DELETE', 'account', accounts.deleteAccountInput, accounts.deleteAccountOutput),
  startDeploymentRun: spec('POST', 'technicalAdmin', runs.startRunInput, runs.runAnswer),
  listDeploymentRuns: spec('GET', 'technicalAdmin', runs.listRunsInput, runs.listRunsOutput),
  getDeploymentRun: spec('GET', 'technicalAdmin', runs.getRunInput, runs.getRunOutput),
  cancelDeploymentRun: spec('POST', 'technicalAdmin', runs.cancelRunInput, runs.runAnswer),
  retryDeploymentRun: spec('POST', 'technicalAdmin', runs.retryRunInput, runs.runAnswer),
  // Copy health (README "Copy health")
  refreshAccountHealth: spec(
    'POST',
    'account',
    health.refreshAccountHealthInput,
    health.refreshAccountHealthOutput,
  ),
  getAccountHealth: spec('GET', 'account', health.getAccountHealthInput, health.getAccountHealthOutput),
  listAccountHealth: spec('GET', 'admin', health.listAccountHealthInput, health.listAccountHealthOutput),
  getCopyReport: spec('GET', 'account', copyReport.getCopyReportInput, copyReport.getCopyReportOutput),
  // Guardrails and the risk preview (docs/product.md §5)
  getGuardrailSettings: spec(
    'GET',
    'user',
    guardrails.getGuardrailSettingsInput,
    guardrails.guardrailSettingsOutput,
  ),
  setGuardrailSettings: spec(
    'PUT',
    'admin',
    guardrails.setGuardrailSettingsInput,
    guardrails.guardrailSettingsOutput,
  ),
  getStrategyRisk: spec('GET', 'user', guardrails.getStrategyRiskInput, guardrails.getStrategyRiskOutput),
  // An operator's rebuild of one strategy's statistics from scratch (docs/product.md §10)
  rebuildStrategyStatistics: spec(
    'POST',
    'technicalAdmin',
    statistics.rebuildStrategyStatisticsInput,
    statistics.rebuildStrategyStatisticsOutput,
  ),
  // Admins open or close a strategy to new subscriptions (docs/product.md §3)
  setStrategyActive: spec(
    'POST',
    'admin',
    strategies.setStrategyActiveInput,
    strategies.setStrategyActiveOutput,
  ),
  resumeCopying: spec('POST', 'account', guardrails.resumeCopyingInput, guardrails.resumeCopyingOutput),
  // Admin user search over every user (docs/product.md §4 admin list)
  searchUsers: spec('GET', 'admin', userSearch.searchUsersInput, userSearch.searchUsersOutput),
  // Proof of the mailbox before an admin's first factor counts (docs/product.md §9)
  requestMailboxProof: spec(
    'POST',
    'user',
    mailboxProof.requestMailboxProofInput,
    mailboxProof.requestMailboxProofOutput,
  ),
  trustEnrolledFactor: spec(
    'POST',
    'user',
    mailboxProof.trustEnrolledFactorInput,
    mailboxProof.trustEnrolledFactorOutput,
  ),
  // Granting admin with the address of record the granting admin confirmed (docs/product.md §9)
  grantAdminRole: spec('POST', 'admin', adminRole.grantAdminRoleInput, adminRole.grantAdminRoleOutput),
  // The post-deploy smoke check (docs/operations.md "After every deploy: the smoke check")
  runSmokeCheck: spec(
    'POST',
    'technicalAdmin',
    smokeCheck.runSmokeCheckInput,
    smokeCheck.runSmokeCheckOutput,
  ),
  // Erasure (docs/product.md §14, docs/operations.md "Erasure"): by the person, by an admin, and the list
  deleteMyAccount: spec('POST', 'user', erasure.deleteMyAccountInput, erasure.erasureAnswer),
  eraseUser: spec('POST', 'admin', erasure.eraseUserInput, erasure.erasureAnswer),
  listErasures: spec('GET', 'technicalAdmin', erasure.listErasuresInput, erasure.listErasuresOutput),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** What a caller passes (before defaults and trimming). */
export type InputOf<Name extends EndpointName> = z.input<Endpoints[Name]['input']>;
/** What the handler receives after validation. */
export type ParsedInputOf<Name extends EndpointName> = z.output<Endpoints[Name]['input']>;
export type OutputOf<Name extends EndpointName> = z.output<Endpoints[Name]['output']>;
export const endpointNames = Object.keys(endpoints) as EndpointName[];
