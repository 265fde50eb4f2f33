// The cached statistics of one strategy (README "Copy report and strategy statistics"): the document
// strategyStatistics/{strategyId} the schedule writes, and the `statistics` getStrategies attaches to a
// strategy card. The risk preview reads `perLot` from the same document. Money is in `currency`, the
// strategy account's; `copyQuality` is our subscribers' copies over the last 30 days (docs/product.md §2).
import { z } from 'zod';
import { strategyIdSchema } from './common.js';

/** Firestore collection of the cache; server-only (the web app reads it through getStrategies). */
export const STRATEGY_STATISTICS_COLLECTION = 'strategyStatistics';

const tooYoung = z.object({ known: z.literal(false), reason: z.literal('not-enough-history') });
const figure = <T extends z.ZodType>(value: T) =>
  z.union([z.object({ known: z.literal(true), value }), tooYoung]);

export const cachedStrategyStatisticsSchema = z.object({
  strategyId: z.string(),
  /** When the schedule computed it (ISO). */
  computedAt: z.string(),
  trades: z.number(),
  liveSince: z.string().nullable(),
  netResult: z.number(),
  equityCurve: z.array(z.object({ time: z.number(), value: z.number() })),
  maxDrawdown: figure(z.object({ money: z.number(), relative: z.number().nullable() })),
  worstDayLoss: figure(z.number()),
  winRate: figure(z.number()),
  profitFactor: figure(z.number().nullable()),
  averageDurationMs: figure(z.number()),
  perLot: z.object({ maxDrawdown: figure(z.number()), worstDayLoss: figure(z.number()) }),
  masterResultPerLot: figure(z.number()),
  /** Our subscribers' closed copies, their results converted into `currency` (docs/product.md §2). */
  subscribers: z.object({ copies: z.number(), resultPerLot: figure(z.number()) }),
  /**
   * Realised result of the copied trades closed in the last 30 / 365 UTC days (product-rules/
   * strategy-gains.ts); null in a record whose state predates the day totals (a rebuild fills it).
   */
  gains: z.object({ monthly: z.number(), yearly: z.number() }).nullable().optional(),
  /** The strategy account's currency: every amount above is in it. */
  currency: z.string(),
  /**
   * The risk preview's typical position over the week before `computedAt` (docs/product.md §5), so the
   * preview reads it here instead of a week of deals; absent in records written before it was kept.
   */
  typicalPosition: z.object({ symbol: z.string(), price: z.number() }).nullable().optional(),
  copyQuality: z.object({
    followedTrades: z.number(),
    medianLatencyMs: z.number().nullable(),
    p95LatencyMs: z.number().nullable(),
    averageSlippageBasisPoints: z.number().nullable(),
    handledShare: z.number().nullable(),
  }),
});
export type CachedStrategyStatistics = z.infer<typeof cachedStrategyStatisticsSchema>;

// POST rebuildStrategyStatistics {strategyId} (technical admins; `copydesk rebuild-statistics`): folds the
// strategy's whole history again from its origin and answers the record now cached (docs/product.md §10).
export const rebuildStrategyStatisticsInput = z.object({ strategyId: strategyIdSchema }).strict();
export const rebuildStrategyStatisticsOutput = z.object({
  success: z.literal(true),
  statistics: cachedStrategyStatisticsSchema,
});
