// GET exportMyData: everything CopyDesk stores about the caller, as one JSON document (docs/product.md
// §14, "Download my data"). Every field is listed here: the server answers exactly this shape, so a field
// added to a stored document never reaches the download unless it is added here on purpose. Never in
// it: broker passwords (never stored), the credential fingerprints of provisioningAttempts, tokens.
import { z } from 'zod';
import { userDataSchema } from './admin.js';
import { tradingAccountSchema } from './accounts.js';
import { guardrailsSchema } from './guardrails.js';
import { emailPreferencesSchema, incidentSchema, notificationSchema } from './health.js';
import { SUBSCRIPTION_EVENT_KINDS } from '../product-rules/subscription-history.js';

/** The version of the document's shape: a reader of an older download knows what it holds. */
export const MY_DATA_FORMAT = 'copydesk-my-data/1';
/** Most records of one kind in one download (bounded reads); `complete` says whether any kind had more. */
export const MY_DATA_MAX_RECORDS = 5000;

export const exportMyDataInput = z.object({}).strict();

const myProfileSchema = userDataSchema.extend({
  /** Who made the last change to the profile, subscription or roles (a uid or "system:..."). */
  lastChangedBy: z.string().nullable(),
});

const mySubscriptionSchema = z.object({
  strategyId: z.string(),
  name: z.string(),
  tradeVolume: z.number(),
  guardrails: guardrailsSchema.nullable(),
});

const myStrategySubscriptionsSchema = z.object({
  metaApiAccountId: z.string(),
  accountNumber: z.string(),
  subscriptions: z.array(mySubscriptionSchema),
  /** The account loss limit per UTC day on the subscriber (docs/product.md §5), when one is set. */
  accountLossLimit: z.number().optional(),
  updatedAt: z.string().nullable(),
});

/** One change of a trading account's strategy subscriptions (product-rules/subscription-history.ts). */
const mySubscriptionEventSchema = z.object({
  accountNumber: z.string(),
  kind: z.enum(SUBSCRIPTION_EVENT_KINDS),
  at: z.string().nullable(),
  /** null: every strategy of the account (close-only is set per subscriber). */
  strategyId: z.string().nullable(),
  tradeVolume: z.number().nullable(),
  reason: z.string().nullable(),
});

const myEmailPreferencesSchema = emailPreferencesSchema.omit({ updatedAt: true });

/**
 * One audit entry that names the caller as the actor or the target. On an entry about another person
 * (an admin's action on someone else) `details` is null: those details are that person's data.
 */
const myAuditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actorUid: z.string(),
  serviceAccount: z.string().nullable(),
  targetUid: z.string().nullable(),
  at: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

export const exportMyDataOutput = z.object({
  success: z.literal(true),
  format: z.literal(MY_DATA_FORMAT),
  exportedAt: z.string(),
  uid: z.string(),
  /** False when some kind had more than MY_DATA_MAX_RECORDS records and only that many are here. */
  complete: z.boolean(),
  profile: myProfileSchema.nullable(),
  tradingAccounts: z.array(tradingAccountSchema),
  strategySubscriptions: z.array(myStrategySubscriptionsSchema),
  /** Each account's subscription history, oldest first (the copy report's follow windows). */
  subscriptionHistory: z.array(mySubscriptionEventSchema),
  emailPreferences: myEmailPreferencesSchema,
  notifications: z.array(notificationSchema),
  healthIncidents: z.array(incidentSchema),
  auditEntries: z.array(myAuditEntrySchema),
});
export type ExportMyDataOutput = z.infer<typeof exportMyDataOutput>;
export type MyAuditEntry = z.infer<typeof myAuditEntrySchema>;
export type MySubscriptionEvent = z.infer<typeof mySubscriptionEventSchema>;
export type MyStrategySubscriptions = z.infer<typeof myStrategySubscriptionsSchema>;
