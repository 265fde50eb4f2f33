// GET getCopyReport?accountId=&days=7|30|90 (docs/product.md §10, copy report): every trade of every
// followed strategy in the period, what happened to it on this account, and the summary.
import { z } from 'zod';
import { bridgeAccountIdSchema } from './common.js';
import { COPY_OUTCOMES } from '../product-rules/copy-outcome.js';
import { COPY_REPORT_PERIODS } from '../product-rules/copy-report-view.js';

export const COPY_REPORT_MESSAGES = {
  days: 'days must be 7, 30 or 90',
} as const;

export const getCopyReportInput = z
  .object({
    accountId: bridgeAccountIdSchema,
    days: z
      .union([z.string(), z.number()], { error: COPY_REPORT_MESSAGES.days })
      .default('30')
      .transform(Number)
      .refine((d) => (COPY_REPORT_PERIODS as readonly number[]).includes(d), {
        error: COPY_REPORT_MESSAGES.days,
      }),
  })
  .strict();

const nullableNumber = z.number().nullable();

export const copyReportRowSchema = z.object({
  strategyId: z.string(),
  strategyName: z.string(),
  positionId: z.string(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  masterOpenTime: z.string().nullable(),
  masterOpenPrice: nullableNumber,
  openedBeforePeriod: z.boolean(),
  masterVolume: z.number(),
  ourOpenTime: z.string().nullable(),
  ourOpenPrice: nullableNumber,
  ourVolume: nullableNumber,
  delayMs: nullableNumber,
  delayEstimated: z.boolean(),
  slippageBasisPoints: nullableNumber,
  slippageMoney: nullableNumber,
  outcome: z.enum(COPY_OUTCOMES),
  reason: z.string().nullable(),
  ourProfit: nullableNumber,
  masterProfitScaled: nullableNumber,
});

export const copyReportSummarySchema = z.object({
  trades: z.number(),
  copyRate: nullableNumber,
  medianDelayMs: nullableNumber,
  p95DelayMs: nullableNumber,
  averageSlippageBasisPoints: nullableNumber,
  averageSlippageMoney: nullableNumber,
  averageAbsoluteSlippageBasisPoints: nullableNumber,
  ourProfit: z.number(),
  masterProfitScaled: z.number(),
});

export const getCopyReportOutput = z.object({
  success: z.literal(true),
  days: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  /** null: the account's currency was never read (its amounts are labelled "currency unknown"). */
  currency: z.string().nullable(),
  strategies: z.array(z.object({ id: z.string(), name: z.string() })),
  summary: copyReportSummarySchema,
  rows: z.array(copyReportRowSchema),
});
export type GetCopyReportOutput = z.infer<typeof getCopyReportOutput>;
