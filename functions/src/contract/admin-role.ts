// Granting the admin role through the server (docs/product.md §9): the granting admin confirms the
// person's sign-in e-mail, which becomes their address of record, the only address a mailbox proof is
// sent to. The same call confirms the address of an existing admin who has none.
import { z } from 'zod';

export const ADMIN_ROLE_MESSAGES = {
  ownRole: 'You cannot change your own admin status.',
  noSuchUser: 'This user was not found.',
  emailChanged:
    'This user’s sign-in e-mail is not the address you confirmed: it changed. Reload the list and confirm the current address.',
  notVerified: 'This user has not verified their e-mail address yet.',
} as const;

export const grantAdminRoleInput = z
  .object({
    uid: z.string().min(1).max(128),
    /** The sign-in e-mail the granting admin saw and confirmed in the grant dialog. */
    confirmedEmail: z.string().trim().email().max(320),
  })
  .strict();
export const grantAdminRoleOutput = z.object({
  success: z.literal(true),
  uid: z.string(),
  emailOfRecord: z.string(),
});
