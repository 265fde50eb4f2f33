// Zod readers for MetaApi answers. Loose objects: MetaApi adds fields over time and a PUT of a whole
// subscriber must write back every field we did not touch.
import { z } from 'zod';
import { BridgeError } from './errors.js';

const num = z.number();
const str = z.string();

export const accountSchema = z.looseObject({
  _id: str,
  name: str.default(''),
  login: z.union([str, num]).transform(String).default(''),
  server: str.default(''),
  state: str,
  connectionStatus: str.default('DISCONNECTED'),
  reliability: str.optional(),
  type: str.optional(),
  region: str.optional(),
  platform: str.optional(),
  version: num.optional(),
  copyFactoryRoles: z.array(str).default([]),
});
export type AccountDto = z.infer<typeof accountSchema>;

export const accountListSchema = z.union([
  z.array(accountSchema),
  z.looseObject({ count: num, items: z.array(accountSchema) }),
]);

export const createdAccountSchema = z.looseObject({ id: str, state: str.default('CREATED') });

export const serversByBrokersSchema = z.record(str, z.array(str));

export const accountInformationSchema = z.looseObject({
  balance: num,
  equity: num,
  margin: num.default(0),
  freeMargin: num.default(0),
  marginLevel: num.optional(),
  leverage: num,
  currency: str,
  server: str.default(''),
  platform: str.default('mt5'),
  name: str.default(''),
  // MetaApi's own account-information example has no login (docs/architecture.md §6).
  login: z.union([str, num]).transform(String).default(''),
  broker: str.optional(),
});

export const symbolPriceSchema = z.looseObject({
  symbol: str,
  bid: num,
  ask: num,
  time: str,
  profitTickValue: num.optional(),
  lossTickValue: num.optional(),
});

export const positionSchema = z.looseObject({
  id: z.union([str, num]).transform(String),
  symbol: str,
  type: z.enum(['POSITION_TYPE_BUY', 'POSITION_TYPE_SELL']),
  volume: num,
  openPrice: num,
  currentPrice: num.default(0),
  profit: num.default(0),
  time: str,
  magic: num.optional(),
  swap: num.optional(),
  commission: num.optional(),
});

export const dealSchema = z.looseObject({
  id: z.union([str, num]).transform(String),
  type: str,
  entryType: str.optional(),
  symbol: str.optional(),
  volume: num.optional(),
  price: num.optional(),
  profit: num.default(0),
  commission: num.optional(),
  swap: num.optional(),
  positionId: z.union([str, num]).transform(String).optional(),
  magic: z.union([str, num]).transform(String).optional(),
  time: str,
});

export const strategySchema = z.looseObject({
  _id: str,
  name: str.default(''),
  description: str.default(''),
  accountId: str.optional(),
  // The strategy's own copy filters (BRIDGE-API.md "Strategy fields"): the record applies those it can.
  symbolFilter: z
    .looseObject({ included: z.array(str).optional(), excluded: z.array(str).optional() })
    .optional(),
  magicFilter: z
    .looseObject({
      included: z.array(z.union([str, num]).transform(String)).optional(),
      excluded: z.array(z.union([str, num]).transform(String)).optional(),
    })
    .optional(),
  allowedSides: z.array(str).optional(),
  reverse: z.boolean().optional(),
  skipPendingOrders: z.boolean().optional(),
  maxStopLoss: z.looseObject({ value: num }).optional(),
});

export const strategyListSchema = z.union([
  z.array(strategySchema),
  z.looseObject({ count: num, items: z.array(strategySchema) }),
]);

const closeOnly = z.enum(['by-position', 'by-symbol', 'immediately']);

/**
 * CopyFactoryStrategyRiskLimit (COPYFACTORY-CONTRACTS §3.1; https://metaapi.cloud/docs/copyfactory/models/
 * strategyRiskLimit/). Loose on purpose: a limit with values from before the 5.5.0 enumerations
 * (e.g. 'monthly'/'balance') still reads, and a read-modify-write sends every limit back unchanged.
 */
export const strategyRiskLimitSchema = z.looseObject({
  type: str,
  applyTo: str,
  maxAbsoluteRisk: num.optional(),
  maxRelativeRisk: num.optional(),
  closePositions: z.boolean().optional(),
  startTime: str.optional(),
});

export const subscriptionSchema = z.looseObject({
  strategyId: str,
  multiplier: num.optional(),
  tradeSizeScaling: z.looseObject({ mode: str, tradeVolume: num.optional() }).optional(),
  copyStopLoss: z.boolean().optional(),
  copyTakeProfit: z.boolean().optional(),
  closeOnly: closeOnly.optional(),
  removed: z.boolean().optional(),
  riskLimits: z.array(strategyRiskLimitSchema).optional(),
});

export const subscriberSchema = z.looseObject({
  _id: str,
  name: str.default(''),
  subscriptions: z.array(subscriptionSchema).default([]),
  closeOnly: closeOnly.optional(),
  /** The subscriber's own limits: every strategy of the account (the account loss limit). */
  riskLimits: z.array(strategyRiskLimitSchema).optional(),
});

/** Reads an answer or fails with bad-response (MetaApi changed shape, or a proxy answered). */
export function parse<T extends z.ZodType>(schema: T, body: unknown, what: string): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success)
    throw new BridgeError('bad-response', `The trading bridge sent an unreadable ${what}.`, {
      cause: result.error,
    });
  return result.data;
}

export const subscriberListSchema = z.union([
  z.array(subscriberSchema),
  z.looseObject({ count: num, items: z.array(subscriberSchema) }),
]);

/** MetaApi's published stop-out example has neither subscriberId nor stoppedTill (docs/architecture.md §6). */
export const stopoutListSchema = z.array(
  z.looseObject({
    subscriberId: str.optional(),
    // Absent for a subscriber-level (account-wide) limit [guess, docs/architecture.md §6].
    strategy: z.looseObject({ id: str, name: str.optional() }).optional(),
    partial: z.boolean().default(false),
    reason: str,
    reasonDescription: str.default(''),
    closePositions: z.boolean().optional(),
    stoppedAt: str,
    stoppedTill: str.optional(),
    sequenceNumber: num.default(0),
  }),
);

export const userLogSchema = z.array(
  z.looseObject({
    time: str,
    level: str,
    message: str,
    symbol: str.optional(),
    strategyId: str.optional(),
    strategyName: str.optional(),
    positionId: str.optional(),
    side: str.optional(),
    type: str.optional(),
  }),
);
