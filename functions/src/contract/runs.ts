// Deployment runs (docs/product.md §7 bulk deploy/undeploy, made durable): a run document with its
// counters plus one item per account, worked through by Cloud Tasks. Technical admins start, follow,
// cancel and retry runs through these endpoints; the web app also follows a run live from Firestore.
import { z } from 'zod';
import { ENVIRONMENTS } from './admin.js';
import { documentIdSchema } from './common.js';

export const RUN_ACTIONS = ['deploy', 'undeploy'] as const;
export type RunAction = (typeof RUN_ACTIONS)[number];
export const RUN_STATES = [
  'planned',
  'running',
  'completed',
  'completed with failures',
  'cancelled',
] as const;
export type RunState = (typeof RUN_STATES)[number];
/** A run in one of these states is over: its pending tasks do nothing. */
export const FINISHED_RUN_STATES: readonly RunState[] = ['completed', 'completed with failures', 'cancelled'];
export const ITEM_STATES = ['pending', 'done', 'failed'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

/** Firestore collection of runs; items live in its `items` subcollection, keyed by bridge account id. */
export const RUNS_COLLECTION = 'deploymentRuns';
export const RUN_ITEMS_COLLECTION = 'items';
/**
 * A run's counters: done, failed and ignored, summed over the shard documents (ids "0" to
 * RUN_COUNTER_SHARDS - 1) of this subcollection. Readers list at most RUN_COUNTER_SHARDS of them.
 */
export const RUN_COUNTERS_COLLECTION = 'counters';
export const RUN_COUNTER_SHARDS = 200;

const environmentSchema = z.enum(ENVIRONMENTS);
export const runSchema = z.object({
  id: z.string(),
  action: z.enum(RUN_ACTIONS),
  scope: z.array(environmentSchema),
  actorUid: z.string(),
  actorEmail: z.string().nullable(),
  /** Automation only: the ops principal that started the run for actorUid (docs/operations.md "CLI"). */
  serviceAccount: z.string().optional(),
  state: z.enum(RUN_STATES),
  planned: z.number(),
  done: z.number(),
  failed: z.number(),
  skipped: z.number(),
  /** Tasks that arrived for an item already handled (duplicates, retries, a cancelled run). */
  ignored: z.number(),
  retryOf: z.string().nullable(),
  createdAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type DeploymentRun = z.infer<typeof runSchema>;

export const runItemSchema = z.object({
  accountId: z.string(),
  login: z.string(),
  name: z.string(),
  environment: environmentSchema,
  state: z.enum(ITEM_STATES),
  reason: z.string().nullable(),
  attempt: z.number(),
});
export type RunItem = z.infer<typeof runItemSchema>;

// Run ids are Firestore auto-ids: the one document-id shape (rules/identifiers.ts).
const runIdInput = z.object({ runId: documentIdSchema('runId', 64) }).strict();

// POST startDeploymentRun {action, scope?}: plans the run and returns at once.
export const startRunInput = z
  .object({
    action: z.enum(RUN_ACTIONS, { error: 'action must be deploy or undeploy' }),
    /** Environments to touch; production (the accounts this product owns) when absent. */
    scope: z
      .array(environmentSchema, { error: 'scope must list production, staging or unclassified' })
      .min(1, { error: 'scope must name at least one environment' })
      .optional(),
  })
  .strict();
export const runAnswer = z.object({ success: z.literal(true), run: runSchema });
export type RunAnswer = z.infer<typeof runAnswer>;

// GET listDeploymentRuns?limit=20: the latest runs first.
export const listRunsInput = z
  .object({
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be between 1 and 50' })
      .max(50, { error: 'limit must be between 1 and 50' })
      .default(20),
  })
  .strict();
export const listRunsOutput = z.object({ success: z.literal(true), runs: z.array(runSchema) });

// GET getDeploymentRun?runId=: the run and its failed items with their reasons.
export const getRunInput = runIdInput;
export const getRunOutput = runAnswer.extend({ failures: z.array(runItemSchema) });

// POST cancelDeploymentRun {runId}; POST retryDeploymentRun {runId} (a new run over the failed items).
export const cancelRunInput = runIdInput;
export const retryRunInput = runIdInput;

/** Shown when a call that starts, retries or cancels a run comes with a sign-in older than five minutes. */
export const SIGN_IN_AGAIN_MESSAGE =
  'Please sign in again: deployment run actions need a sign-in from the last 5 minutes.';
export const RECENT_SIGN_IN_SECONDS = 5 * 60;
export const RUN_NOT_FOUND_MESSAGE = 'Deployment run not found.';
