// Admin and technical-admin endpoints: the paged user list and bulk deployment.
import { z } from 'zod';
import { tradingAccountSchema } from './accounts.js';
import { documentIdSchema } from './common.js';

export const ADMIN_PAGE_SIZE = 200;

// GET bulkGetUsersWithTradingAccounts?pageSize=200&lastUpdated=<cursor>
export const bulkGetUsersInput = z
  .object({
    pageSize: z.coerce
      .number({ error: 'pageSize must be a number' })
      .int({ error: 'pageSize must be a whole number' })
      .min(1, { error: 'pageSize must be between 1 and 200' })
      .max(ADMIN_PAGE_SIZE, { error: 'pageSize must be between 1 and 200' })
      .default(ADMIN_PAGE_SIZE),
    /** Opaque cursor: the pagination.lastUpdated of the previous page. */
    lastUpdated: documentIdSchema('lastUpdated').optional(),
  })
  .strict();

export const metaApiDetailsSchema = z.object({
  connectionStatus: z.string(),
  state: z.string(),
  reliability: z.string().nullable(),
  type: z.string().nullable(),
  copyFactoryRoles: z.array(z.string()),
  region: z.string().nullable(),
});
export const subscriptionSchema = z.object({
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  status: z.string(),
  isTrial: z.boolean(),
  trialDuration: z.number().nullable(),
  trialEndsAt: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export const userDataSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  isAdmin: z.boolean(),
  isTechnicalAdmin: z.boolean(),
  subscription: subscriptionSchema.nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export const adminUserEntrySchema = z.object({
  id: z.string(),
  userData: userDataSchema,
  /** From Firebase Auth: whether the user opened the verification link (docs/architecture.md §5). */
  emailVerified: z.boolean().optional(),
  tradingAccount: tradingAccountSchema.nullable(),
  metaApiDetails: metaApiDetailsSchema.nullable(),
  strategySubscription: z.boolean(),
  strategyDetails: z.object({ id: z.string(), name: z.string(), tradeVolume: z.number() }).nullable(),
});
export type AdminUserEntry = z.infer<typeof adminUserEntrySchema>;
export const paginationSchema = z.object({ hasMore: z.boolean(), lastUpdated: z.string().nullable() });
export const bulkGetUsersOutput = z.object({
  success: z.literal(true),
  users: z.array(adminUserEntrySchema),
  pagination: paginationSchema,
  /** First page only: every user, from a Firestore count aggregation (the list header's total). */
  total: z.number().optional(),
  /** Set when the bridge could not be read: users are listed, metaApiDetails are null. */
  warning: z.string().optional(),
});

// GET getDeploymentStats
export const ENVIRONMENTS = ['production', 'staging', 'unclassified'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const getDeploymentStatsInput = z.object({}).strict();
export const deploymentCountsSchema = z.object({
  totalAccounts: z.number(),
  deployedAccounts: z.number(),
  undeployedAccounts: z.number(),
  inProgressAccounts: z.number(),
});
export type DeploymentCounts = z.infer<typeof deploymentCountsSchema>;
export const getDeploymentStatsOutput = z.object({
  success: z.literal(true),
  stats: z.object({
    production: deploymentCountsSchema,
    staging: deploymentCountsSchema,
    unclassified: deploymentCountsSchema,
    all: deploymentCountsSchema,
  }),
  timestamp: z.string(),
  currentEnvironment: z.literal('production'),
});

// POST deployAllAccounts / POST undeployAllAccounts
// dryRun: plan only. The answer lists the accounts that would change (`planned`) and nothing is touched.
export const BULK_DRY_RUN_MESSAGE = 'dryRun is required: send true to preview the change or false to run it';
// Otherwise the call starts a deployment run (runs.ts) over `scope` (production when absent), waits for
// it while the function may, and answers with its outcome and `runId`.
export const bulkDeployInput = z
  .object({
    // Required: a destructive run is asked for explicitly ({"dryRun": false}), never reached by a default.
    dryRun: z.boolean({ error: BULK_DRY_RUN_MESSAGE }),
    scope: z
      .array(z.enum(ENVIRONMENTS), { error: 'scope must list production, staging or unclassified' })
      .min(1, { error: 'scope must name at least one environment' })
      .optional(),
  })
  .strict();
const plannedAccountSchema = z.object({
  accountId: z.string(),
  login: z.string(),
  name: z.string(),
  environment: z.enum(ENVIRONMENTS),
  state: z.string(),
});
export type PlannedAccount = z.infer<typeof plannedAccountSchema>;
const environmentCounts = z.object({ production: z.number(), staging: z.number(), unclassified: z.number() });
const failureSchema = z.object({
  accountId: z.string(),
  environment: z.enum(ENVIRONMENTS),
  error: z.string(),
});
const bulkBase = z.object({
  success: z.boolean(),
  message: z.string(),
  failedCount: z.number(),
  failures: z.array(failureSchema),
  skippedCount: z.number(),
  environments: environmentCounts,
  updatedInFirestore: z.number(),
  dryRun: z.boolean(),
  planned: z.array(plannedAccountSchema),
  /** The deployment run this call started (absent for a dry run). */
  runId: z.string().nullable().optional(),
  /** True when the run was still working when the call answered: follow it with getDeploymentRun. */
  stillRunning: z.boolean().optional(),
});
export const deployAllAccountsOutput = bulkBase.extend({ deployedCount: z.number() });
export const undeployAllAccountsOutput = bulkBase.extend({ undeployedCount: z.number() });
