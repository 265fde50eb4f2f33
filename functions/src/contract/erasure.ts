// Erasing a person (docs/product.md §14 "Delete my account", docs/operations.md "Erasure"): the
// self-service request, the admin's erase, and the technical admins' list of erasures not done.
import { z } from 'zod';
import { uidSchema } from './common.js';

/** How recent a sign-in deleting an account needs (the ID token's auth_time), in seconds. */
export const ERASURE_SIGN_IN_SECONDS = 5 * 60;

export const ERASURE_MESSAGES = {
  signInAgain: 'For your security, please enter your password again to delete your account.',
  requested:
    'Your account is being deleted. Copying stops, open positions stay on your broker account, and the account leaves MetaApi.',
} as const;

export const ERASURE_CODES = { signInAgain: 'RECENT_SIGN_IN_REQUIRED' } as const;

export const erasureStatusSchema = z.enum(['pending', 'done', 'failed']);

export const erasureAnswer = z.object({
  success: z.literal(true),
  status: erasureStatusSchema,
  message: z.string(),
});
export type ErasureAnswer = z.infer<typeof erasureAnswer>;

export const deleteMyAccountInput = z.object({}).strict();

export const eraseUserInput = z.object({ userId: uidSchema }).strict();

export const listErasuresInput = z.object({}).strict();

export const erasureItemSchema = z.object({
  uid: z.string(),
  status: erasureStatusSchema,
  /** The last step done, null before the first. */
  step: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  origin: z.enum(['self', 'admin', 'authDeletion']),
  requestedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ErasureItem = z.infer<typeof erasureItemSchema>;

export const listErasuresOutput = z.object({
  success: z.literal(true),
  erasures: z.array(erasureItemSchema),
});
