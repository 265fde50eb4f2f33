// Proof of the mailbox before an admin's first second factor counts (docs/product.md §9, docs/architecture.md
// §5): requestMailboxProof e-mails a one-time link to the verified address; trustEnrolledFactor takes the
// link's token in the same session and trusts the factor enrolled after it was sent.
import { z } from 'zod';

/** 32 random bytes, base64url without padding. */
export const MAILBOX_PROOF_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The link's lifetime, and the wait before another link may be sent. */
export const MAILBOX_PROOF_TTL_MINUTES = 15;
export const MAILBOX_PROOF_RESEND_SECONDS = 60;
/** The Security page's query parameter that carries the token. */
export const MAILBOX_PROOF_PARAM = 'proof';

export const MAILBOX_PROOF_MESSAGES = {
  notNeeded: 'Only an administrator without a trusted second factor needs this link.',
  resendTooSoon: 'We sent a link less than a minute ago. Please check your e-mail.',
  invalidLink: 'This link is not valid any more. Please ask for a new one on the Security page.',
  otherSession: 'Open the link in the browser session that asked for it, or ask for a new link there.',
  noNewFactor: 'Add your phone as a second factor after opening the link, then try again.',
  noAddressOfRecord:
    'There is no address of record for your administrator role: ask another admin to confirm it.',
  addressChanged:
    'Your sign-in e-mail is not the address of record for your administrator role, so no link was sent. Ask another admin to confirm your new address.',
} as const;

export const requestMailboxProofInput = z.object({}).strict();
export const requestMailboxProofOutput = z.object({
  success: z.literal(true),
  /** The verified address the link went to. */
  sentTo: z.string(),
  expiresAt: z.string(),
});

export const trustEnrolledFactorInput = z
  .object({ token: z.string().regex(MAILBOX_PROOF_TOKEN, 'The link is not valid.') })
  .strict();
export const trustEnrolledFactorOutput = z.object({
  success: z.literal(true),
  /** The enrolment id of the factor now trusted for admin sessions. */
  factorUid: z.string(),
});
