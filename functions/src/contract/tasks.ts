// The payloads of the Cloud Tasks queues (docs/architecture.md §10). Only Cloud Tasks can call a task
// function (platform/function-sizing.ts taskOptions), so a payload comes from our own enqueue code; it is
// validated all the same, strictly, as every endpoint input is, and a payload that is not ours is
// dropped (platform/tasks/task-payload.ts) rather than retried.
import { z } from 'zod';
import { bridgeAccountIdSchema, documentIdSchema, strategyIdSchema, uidSchema } from './common.js';

const epochMs = z.number().int().nonnegative();

export const erasureTaskSchema = z.object({ uid: uidSchema }).strict();

export const runTaskSchema = z
  .object({
    runId: documentIdSchema('runId', 64),
    accountId: bridgeAccountIdSchema,
    attempt: z.number().int().nonnegative().max(1000),
  })
  .strict();

/**
 * A statistics task names its strategy only: the task reads the strategy (and so the account whose
 * history it folds) from the bridge, never from the payload.
 */
export const statisticsTaskSchema = z
  .object({ strategyId: strategyIdSchema, runAt: epochMs, followed: z.boolean().optional() })
  .strict();
