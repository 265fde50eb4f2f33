// Guardrails and the risk preview (docs/product.md §5): the guardrail schema one validation shares
// between the web forms and the server, the admin defaults, a strategy's risk basis and Resume copying.
// Firestore: settings/guardrails {defaults, acknowledgeAbovePercent, maxLeverage, updatedAt}: server-written only;
// the defaults' amounts are per currency or a share of equity (product-rules/guardrail-defaults.ts).
import { z } from 'zod';
import { bridgeAccountIdSchema, fieldError, strategyIdSchema } from './common.js';
import {
  type GuardrailDefaults,
  GUARDRAIL_BOUNDS,
  GUARDRAIL_MESSAGES,
  GUARDRAIL_ON_HIT,
  RISK_ACKNOWLEDGE_DEFAULT_PERCENT,
  DEFAULT_MAX_LEVERAGE,
  MAX_LEVERAGE_BOUNDS,
  MAX_LEVERAGE_MESSAGES,
} from '../product-rules/index.js';

function bounded(min: number, max: number, message: string) {
  return z
    .number({ error: fieldError(message, message) })
    .refine(Number.isFinite, { error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

const money = (message: string) => bounded(GUARDRAIL_BOUNDS.money.min, GUARDRAIL_BOUNDS.money.max, message);

export const equityStopSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('percent'),
        value: bounded(
          GUARDRAIL_BOUNDS.equityStopPercent.min,
          GUARDRAIL_BOUNDS.equityStopPercent.max,
          GUARDRAIL_MESSAGES.equityStopPercent,
        ),
      })
      .strict(),
    z.object({ kind: z.literal('amount'), value: money(GUARDRAIL_MESSAGES.equityStopAmount) }).strict(),
  ],
  { error: "The equity stop kind must be 'percent' or 'amount'" },
);

/** The account-wide loss limit a subscribe or change request sets: null removes it (docs/product.md §5). */
export const accountLossLimitSchema = money(GUARDRAIL_MESSAGES.accountLossLimit).nullable();

const guardrailFields = {
  equityStop: equityStopSchema.nullable(),
  dailyLossLimit: money(GUARDRAIL_MESSAGES.dailyLossLimit).nullable(),
  onHit: z.enum(GUARDRAIL_ON_HIT, { error: GUARDRAIL_MESSAGES.onHit }),
};

/**
 * A whole set of guardrails as stored and answered (the admin defaults, a subscription's): a field left
 * out is "no limit". A field the product no longer has is dropped, so a document written before still
 * reads: the maximum lots, removed because it could never bind (docs/product.md §5).
 */
export const guardrailsSchema = z.object({
  equityStop: guardrailFields.equityStop.default(null),
  dailyLossLimit: guardrailFields.dailyLossLimit.default(null),
  onHit: guardrailFields.onHit.default('close-only'),
});

/** A whole set of guardrails a request sends (the forms, the admin defaults): any other field is a 400. */
export const guardrailsInputSchema = guardrailsSchema.strict();

/**
 * The guardrails a request sets: only the fields the person chose. The server fills each one left out
 * from the admin defaults (a new subscription) or the subscription's own (docs/product.md §5).
 */
export const guardrailChoicesSchema = z.object(guardrailFields).partial().strict();
export type GuardrailChoices = z.infer<typeof guardrailChoicesSchema>;

/** The acknowledgement a subscribe or save carries over the risk threshold (docs/product.md §5). */
export const riskAcknowledgementSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('loss'),
        amount: z.number().refine(Number.isFinite, { error: 'The acknowledged amount must be a number' }),
        currency: z.string().regex(/^[A-Za-z]{3}$/, { error: 'The currency must be a 3-letter code' }),
      })
      .strict(),
    z
      .object({
        kind: z.literal('exposure'),
        margin: z.number().refine(Number.isFinite, { error: 'The acknowledged margin must be a number' }),
        currency: z.string().regex(/^[A-Za-z]{3}$/, { error: 'The currency must be a 3-letter code' }),
      })
      .strict(),
    z.object({ kind: z.literal('unknown') }).strict(),
  ],
  { error: "The risk acknowledgement kind must be 'loss' or 'unknown'" },
);

export type GuardrailsInput = z.input<typeof guardrailsInputSchema>;

export const acknowledgeAbovePercentSchema = bounded(
  1,
  1000,
  'The acknowledgement threshold must be between 1% and 1000%',
);

/** The admins' default CopyFactory maxLeverage: what every subscription carries at most (docs/product.md §5). */
export const maxLeverageDefaultSchema = bounded(
  MAX_LEVERAGE_BOUNDS.min,
  MAX_LEVERAGE_BOUNDS.max,
  MAX_LEVERAGE_MESSAGES.adminDefault,
);

const DEFAULT_MESSAGES = {
  share: 'A share of equity must be between 1% and 95%',
  currency: 'Each currency must be a 3-letter code in capitals, e.g. USD or ZAR',
  amount: 'Each default amount must be between 1 and 100,000,000',
} as const;

/** A money default: an amount per currency code, or a percent of the account's equity. */
export const defaultAmountSchema = z.union(
  [
    z
      .object({
        perCurrency: z.record(
          z.string().regex(/^[A-Z]{3}$/, { error: DEFAULT_MESSAGES.currency }),
          money(DEFAULT_MESSAGES.amount),
        ),
      })
      .strict(),
    z
      .object({
        shareOfEquityPercent: bounded(
          GUARDRAIL_BOUNDS.equityStopPercent.min,
          GUARDRAIL_BOUNDS.equityStopPercent.max,
          DEFAULT_MESSAGES.share,
        ),
      })
      .strict(),
  ],
  {
    error:
      'A default amount is set per currency, e.g. "USD 150, ZAR 2700", or as a share of equity, e.g. "2%"',
  },
);

const defaultFields = {
  equityStop: z
    .discriminatedUnion('kind', [
      equityStopSchema.options[0],
      z.object({ kind: z.literal('amount'), amount: defaultAmountSchema }).strict(),
    ])
    .nullable(),
  dailyLossLimit: defaultAmountSchema.nullable(),
  onHit: guardrailFields.onHit,
};

/** The admins' defaults as a request sends them, amounts under their currency: a field left out is none. */
export const guardrailDefaultsInputSchema = z
  .object({
    equityStop: defaultFields.equityStop.default(null),
    dailyLossLimit: defaultFields.dailyLossLimit.default(null),
    onHit: defaultFields.onHit.default('close-only'),
  })
  .strict();

/**
 * The defaults as stored. A document written before amounts had a currency holds bare numbers, which
 * were entered as US dollars: they read as the USD amount only, never for another currency.
 */
const legacyUsd = (value: unknown) => (typeof value === 'number' ? { perCurrency: { USD: value } } : value);
export const guardrailDefaultsSchema = z.object({
  equityStop: z
    .preprocess((v) => {
      const stop = v as { kind?: unknown; value?: unknown } | null;
      return stop?.kind === 'amount' && typeof stop.value === 'number'
        ? { kind: 'amount', amount: legacyUsd(stop.value) }
        : v;
    }, defaultFields.equityStop)
    .default(null),
  dailyLossLimit: z.preprocess(legacyUsd, defaultFields.dailyLossLimit).default(null),
  onHit: defaultFields.onHit.default('close-only'),
}) satisfies z.ZodType<GuardrailDefaults, unknown>;

export const guardrailSettingsSchema = z.object({
  defaults: guardrailDefaultsSchema,
  acknowledgeAbovePercent: acknowledgeAbovePercentSchema,
  /** Stored before it was a setting: the constant default. */
  maxLeverage: maxLeverageDefaultSchema.default(DEFAULT_MAX_LEVERAGE),
});
export type GuardrailSettings = z.infer<typeof guardrailSettingsSchema>;

export const DEFAULT_GUARDRAIL_SETTINGS: GuardrailSettings = {
  defaults: { equityStop: null, dailyLossLimit: null, onHit: 'close-only' },
  acknowledgeAbovePercent: RISK_ACKNOWLEDGE_DEFAULT_PERCENT,
  maxLeverage: DEFAULT_MAX_LEVERAGE,
};

// GET getGuardrailSettings: what new subscriptions start with and the preview's threshold.
export const getGuardrailSettingsInput = z.object({}).strict();
export const guardrailSettingsOutput = z.object({
  success: z.literal(true),
  settings: guardrailSettingsSchema,
});

// PUT setGuardrailSettings (admins); maxLeverage left out keeps the stored one.
export const setGuardrailSettingsInput = z
  .object({
    defaults: guardrailDefaultsInputSchema,
    acknowledgeAbovePercent: acknowledgeAbovePercentSchema,
    maxLeverage: maxLeverageDefaultSchema.optional(),
  })
  .strict();

const figureSchema = z.union([
  z.object({ known: z.literal(true), value: z.number() }),
  z.object({ known: z.literal(false), reason: z.literal('not-enough-history') }),
]);

export const strategyRiskBasisSchema = z.object({
  trades: z.number(),
  currency: z.string(),
  drawdownPerLot: figureSchema,
  worstDayPerLot: figureSchema,
  typicalPosition: z.object({ symbol: z.string(), price: z.number() }).nullable(),
  recentPositions: z.array(z.object({ symbol: z.string(), price: z.number() })),
});

/** One of the account's other subscriptions as the preview adds it (product-rules/risk-exposure.ts). */
export const heldSubscriptionSchema = z.object({
  strategyId: z.string(),
  lot: z.number(),
  rate: z.number().nullable(),
  strategyCurrency: z.string(),
  recentPositions: z.array(z.object({ symbol: z.string(), price: z.number() })),
});

// GET getStrategyRisk?strategyId=&accountId=: the strategy's history reduced to per-lot figures, and
// for the account named (its owner or an admin) the rate converting them into its currency.
export const getStrategyRiskInput = z
  .object({ strategyId: strategyIdSchema, accountId: bridgeAccountIdSchema.optional() })
  .strict();
export const getStrategyRiskOutput = z.object({
  success: z.literal(true),
  basis: strategyRiskBasisSchema,
  /** The admins' threshold, here so the preview never depends on the defaults' read. */
  acknowledgeAbovePercent: acknowledgeAbovePercentSchema,
  /** With accountId: its currency's units per unit of the strategy's; null when none could be read. */
  accountRate: z.number().nullable().optional(),
  /** With accountId: its other subscriptions, whose positions the exposure adds; null: unreadable. */
  held: z.array(heldSubscriptionSchema).nullable().optional(),
});

// POST resumeCopying {subscriberId, strategyId?}: resets the stop-outs of the account (of one strategy).
export const resumeCopyingInput = z
  .object({ subscriberId: bridgeAccountIdSchema, strategyId: strategyIdSchema.optional() })
  .strict();
export const resumeCopyingOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  reset: z.number(),
});
