// Validations shared by the server and the web forms (one schema validates both). Messages are the
// product's wording (docs/product.md §5 and §8) wherever the spec gives one.
import { z } from 'zod';
import { isDocumentId, normalizeLogin } from '../product-rules/identifiers.js';
import { isLotStep, TRADE_VOLUME } from '../product-rules/trading.js';

export const MESSAGES = {
  tradeVolume: 'Trade volume must be between 0.01 and 100',
  accountNumber: 'Please enter an account number',
  requiredFields: 'Please fill in all required fields',
  server: 'Please select a server or enter a custom server name',
  noSubscription:
    'You need an active subscription to add a trading account. Each subscription allows one trading account with access to multiple automated strategies.',
  oneAccount: 'You already have a trading account. Each subscription allows only one trading account.',
  selectStrategy: 'Missing required information. Please select a strategy.',
  notAuthenticated: 'Not authenticated',
  accountNotFound: 'Trading account not found',
} as const;

/** Zod error option: one message when the field is missing, another when it has the wrong type. */
export function fieldError(missing: string, wrongType: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? missing : wrongType);
}

export const tradeVolumeSchema = z
  .number({ error: fieldError(MESSAGES.tradeVolume, MESSAGES.tradeVolume) })
  .min(TRADE_VOLUME.min, { error: MESSAGES.tradeVolume })
  .max(TRADE_VOLUME.max, { error: MESSAGES.tradeVolume })
  .refine(isLotStep, { error: MESSAGES.tradeVolume });

/**
 * The one id shape (rules/identifiers.ts): every id a caller sends that names a document or a bridge
 * object. Refused before any read, so "__x__", "__proto__", "a/b" or ".." never reach Firestore.
 */
export function documentIdSchema(field: string, max = 128, missing = `${field} is required`) {
  return z
    .string({ error: fieldError(missing, `${field} must be text`) })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `${field} is too long` })
    .refine((value) => isDocumentId(value, max), { error: `${field} has invalid characters` });
}

/** A MetaApi account id (the bridge account id, also the CopyFactory subscriber id). */
export const bridgeAccountIdSchema = documentIdSchema('accountId', 64);

/** A broker (MT5) account number: digits only. */
export const accountNumberSchema = z
  .string({ error: fieldError(MESSAGES.accountNumber, 'The account number must be text') })
  .trim()
  .min(1, { error: MESSAGES.accountNumber })
  .max(20, { error: 'The account number is too long' })
  .regex(/^\d+$/, { error: 'Please enter the account number using digits only.' })
  .transform(normalizeLogin);

export const strategyIdSchema = documentIdSchema('strategyId', 64, MESSAGES.selectStrategy);

/** Server names are case-sensitive and kept exactly as typed (no trimming of inner text). */
export const serverNameSchema = z
  .string({ error: fieldError(MESSAGES.server, 'The server name must be text') })
  .trim()
  .min(1, { error: MESSAGES.server })
  .max(100, { error: 'The server name is too long' });

export const displayNameSchema = z
  .string({ error: fieldError(MESSAGES.requiredFields, 'The name must be text') })
  .trim()
  .min(1, { error: MESSAGES.requiredFields })
  .max(100, { error: 'The name is too long (100 characters at most)' });

export const uidSchema = documentIdSchema('userId');

/** Every error answer: { success: false, error, details? }. */
export const errorAnswerSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  details: z.unknown().optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

export const isoDateTimeSchema = (field: string) =>
  z
    .string({ error: `${field} must be an ISO date-time` })
    .max(40, { error: `${field} is too long` })
    .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value), {
      error: `${field} must be an ISO date-time`,
    });
