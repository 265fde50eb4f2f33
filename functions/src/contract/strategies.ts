// Copy-trading endpoints: strategies, the CopyFactory subscriber of an account and its subscriptions.
import { z } from 'zod';
import { bridgeAccountIdSchema, displayNameSchema, strategyIdSchema, tradeVolumeSchema } from './common.js';
import { cachedStrategyStatisticsSchema } from './strategy-statistics.js';
import {
  accountLossLimitSchema,
  guardrailChoicesSchema,
  guardrailsSchema,
  riskAcknowledgementSchema,
} from './guardrails.js';
import { MAX_LEVERAGE_BOUNDS, MAX_LEVERAGE_MESSAGES } from '../product-rules/max-leverage.js';

/**
 * CopyFactory's maxLeverage: a client may lower the admins' default, never raise it (docs/product.md §5).
 * The schema bounds it by the highest default an admin may set; the server refuses one over the default
 * in force (a 422, subscriptions/strategy-subscription.service.ts).
 */
const maxLeverageSchema = z
  .number({ error: 'maxLeverage must be a number' })
  .positive({ error: 'maxLeverage must be positive' })
  .max(MAX_LEVERAGE_BOUNDS.max, { error: MAX_LEVERAGE_MESSAGES.overCeiling });

export const strategySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** CopyDesk's own state: false once an admin made the strategy inactive (no new subscriptions). */
  active: z.boolean(),
  /** Our accounts with a live subscription to the strategy (a counter, docs/product.md §2). */
  subscribers: z.number(),
  /** The strategy's filters the record applies, and those it does not replay (strategy-filters.ts). */
  recordScope: z.object({ applied: z.array(z.string()), notApplied: z.array(z.string()) }),
  /** From the statistics cache (monthly/yearly gain and trades among it); absent until first computed. */
  statistics: cachedStrategyStatisticsSchema.optional(),
});
export type Strategy = z.infer<typeof strategySchema>;

/** One strategy subscription of a subscriber (docs/product.md §3 "Subscription to a strategy"). */
export const strategySubscriptionSchema = z.object({
  _id: z.string(),
  strategyId: z.string(),
  /** CopyFactory keys a subscription by its strategy: subscriptionId equals strategyId. */
  subscriptionId: z.string(),
  name: z.string(),
  multiplier: z.number(),
  copyStopLoss: z.boolean(),
  copyTakeProfit: z.boolean(),
  tradeSizeScaling: z.object({ mode: z.string(), tradeVolume: z.number() }),
  /** The guardrails the bridge enforces on this subscription (docs/product.md §5). */
  guardrails: guardrailsSchema.optional(),
  /** CopyFactory's cap on the account's leverage for this subscription's trades. */
  maxLeverage: z.number().optional(),
});
export type StrategySubscription = z.infer<typeof strategySubscriptionSchema>;

export const subscriberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  subscriptions: z.array(strategySubscriptionSchema),
  /** The account-wide loss limit per UTC day, on the subscriber (docs/product.md §5); absent: none. */
  accountLossLimit: z.number().optional(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

// GET getStrategies
export const getStrategiesInput = z.object({}).strict();
export const getStrategiesOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  strategies: z.array(strategySchema),
});

// GET getSubscriber?accountId= (404 when the account has no subscriber yet)
export const getSubscriberInput = z.object({ accountId: bridgeAccountIdSchema }).strict();
export const getSubscriberOutput = z.object({ success: z.literal(true), subscriber: subscriberSchema });

// POST createSubscriber {accountId, subscriberId?, name}: the subscriber id IS the account id.
export const createSubscriberInput = z
  .object({
    accountId: bridgeAccountIdSchema,
    subscriberId: bridgeAccountIdSchema.optional(),
    name: displayNameSchema,
  })
  .strict()
  .refine((input) => input.subscriberId === undefined || input.subscriberId === input.accountId, {
    error: 'subscriberId must equal accountId (a subscriber is identified by its trading account)',
    path: ['subscriberId'],
  });
export const createSubscriberOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  subscriberId: z.string(),
  created: z.boolean(),
});

// POST subscribeToStrategy. Multiplier is always 1 and stop loss / take profit are always copied:
// the fields are accepted only with those values, and the server sends those values regardless.
export const subscribeToStrategyInput = z
  .object({
    subscriberId: bridgeAccountIdSchema,
    strategyId: strategyIdSchema,
    tradeVolume: tradeVolumeSchema,
    multiplier: z.literal(1, { error: 'The multiplier is always 1' }).optional(),
    copyStopLoss: z.literal(true, { error: 'Stop loss is always copied' }).optional(),
    copyTakeProfit: z.literal(true, { error: 'Take profit is always copied' }).optional(),
    subscriberName: displayNameSchema.optional(),
    /** The fields set; each one left out: the admin defaults (new) or the subscription's own. */
    guardrails: guardrailChoicesSchema.optional(),
    /** The account-wide loss limit (all strategies); left out keeps the account's own. */
    accountLossLimit: accountLossLimitSchema.optional(),
    /** Needed over the risk threshold or when the risk is unknown (docs/product.md §5). */
    riskAcknowledgement: riskAcknowledgementSchema.optional(),
    /** Lower than the admins' default; left out keeps the subscription's own (or the default). */
    maxLeverage: maxLeverageSchema.optional(),
  })
  .strict();
export const subscribeToStrategyOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  subscriberCreated: z.boolean(),
  subscriberRestored: z.boolean(),
  subscriber: subscriberSchema,
});

// GET getSubscriptions?subscriberId= (an empty list when there is no subscriber yet)
export const getSubscriptionsInput = z.object({ subscriberId: bridgeAccountIdSchema }).strict();
export const getSubscriptionsOutput = z.object({
  success: z.literal(true),
  subscriber: z.object({
    _id: z.string(),
    subscriptions: z.array(strategySubscriptionSchema),
    /** The account loss limit on the subscriber (docs/product.md §5), when one is set. */
    accountLossLimit: z.number().optional(),
  }),
});

// PUT updateSubscription?subscriberId= {strategyId, tradeVolume}
export const updateSubscriptionInput = z
  .object({
    subscriberId: bridgeAccountIdSchema,
    strategyId: strategyIdSchema,
    tradeVolume: tradeVolumeSchema,
    /** The fields set; each one left out keeps the subscription's own. */
    guardrails: guardrailChoicesSchema.optional(),
    /** The account-wide loss limit (all strategies); left out keeps the account's own. */
    accountLossLimit: accountLossLimitSchema.optional(),
    /** Needed over the risk threshold or when the risk is unknown (docs/product.md §5). */
    riskAcknowledgement: riskAcknowledgementSchema.optional(),
    /** Lower than the admins' default; left out keeps the subscription's own (or the default). */
    maxLeverage: maxLeverageSchema.optional(),
  })
  .strict();
export const updateSubscriptionOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: strategySubscriptionSchema,
});

// DELETE unsubscribeFromStrategy {subscriberId, subscriptionId}. Admin variant: {subscriberId,
// strategyId, mode: 'close-immediately'} (only admins may send strategyId or mode).
export const unsubscribeFromStrategyInput = z
  .object({
    subscriberId: bridgeAccountIdSchema,
    subscriptionId: strategyIdSchema.optional(),
    strategyId: strategyIdSchema.optional(),
    mode: z.literal('close-immediately', { error: "mode must be 'close-immediately'" }).optional(),
  })
  .strict()
  .refine((input) => input.subscriptionId !== undefined || input.strategyId !== undefined, {
    error: 'subscriptionId is required',
    path: ['subscriptionId'],
  })
  .refine(
    (input) => !input.subscriptionId || !input.strategyId || input.subscriptionId === input.strategyId,
    {
      error: 'subscriptionId and strategyId name different subscriptions',
      path: ['strategyId'],
    },
  );
export const unsubscribeFromStrategyOutput = z.object({ success: z.literal(true), message: z.string() });

// POST setStrategyActive {strategyId, active} (admins): an inactive strategy takes no new subscriptions
// (subscribeToStrategy answers 409); accounts already subscribed keep copying it (docs/product.md §3).
export const setStrategyActiveInput = z
  .object({ strategyId: strategyIdSchema, active: z.boolean() })
  .strict();
export const setStrategyActiveOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  strategyId: z.string(),
  active: z.boolean(),
});
