// The rules of a mailbox proof (docs/architecture.md §5): a one-time token e-mailed to an admin's verified
// address, stored only as a keyed HMAC (a key derived for this purpose from the CREDENTIAL_HASH_KEY
// secret, accounts/credentials.rules.ts purposeKey), valid
// 15 minutes, once, and only in the session that asked for it (the ID token's auth_time). Pure rules: the
// proof lives in users/mailbox-proofs.repo.ts.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MAILBOX_PROOF_MESSAGES } from '../contract/index.js';
import {
  MAILBOX_PROOF_PARAM,
  MAILBOX_PROOF_RESEND_SECONDS,
  MAILBOX_PROOF_TTL_MINUTES,
} from '../contract/index.js';
import { purposeKey } from '../platform/keys/hash-keys.rules.js';
import type { EmailContent } from '../platform/mailer/mailer.js';

export interface MailboxProof {
  tokenHash: string;
  /** auth_time (epoch seconds) of the session that asked for the link. */
  authTime: number;
  requestedAtMs: number;
  expireAtMs: number;
  usedAtMs: number | null;
}

export function newProofToken(): string {
  return randomBytes(32).toString('base64url');
}

export function proofTokenHash(key: string, uid: string, token: string): string {
  return createHmac('sha256', purposeKey(key, 'mailbox-proof'))
    .update(JSON.stringify(['mailbox-proof', uid, token]))
    .digest('hex');
}

export function newProof(tokenHash: string, authTime: number, nowMs: number): MailboxProof {
  const expireAtMs = nowMs + MAILBOX_PROOF_TTL_MINUTES * 60_000;
  return { tokenHash, authTime, requestedAtMs: nowMs, expireAtMs, usedAtMs: null };
}

/** Whether an earlier, still open link was sent too recently to send another. */
export function resendTooSoon(previous: MailboxProof | null, nowMs: number): boolean {
  if (!previous || previous.usedAtMs !== null) return false;
  return nowMs - previous.requestedAtMs < MAILBOX_PROOF_RESEND_SECONDS * 1000;
}

function sameHash(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(actual, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export type ProofRefusal = keyof typeof MAILBOX_PROOF_MESSAGES;

/** Why the token cannot be used now by this session, or null when it can (once). */
export function proofRefusal(
  proof: MailboxProof | null,
  attempt: { tokenHash: string; authTime: number; nowMs: number },
): ProofRefusal | null {
  if (!proof || proof.usedAtMs !== null || attempt.nowMs >= proof.expireAtMs) return 'invalidLink';
  if (!sameHash(proof.tokenHash, attempt.tokenHash)) return 'invalidLink';
  if (proof.authTime !== attempt.authTime) return 'otherSession';
  return null;
}

/**
 * The factor this session signed in with counts only when it was enrolled after the link was sent: the
 * Admin SDK gives enrolment times to the second (a UTC date string), so the request time is too.
 */
export function enrolledAfterRequest(enrollmentTime: string | undefined, requestedAtMs: number): boolean {
  const enrolledMs = Date.parse(enrollmentTime ?? '');
  return Number.isFinite(enrolledMs) && enrolledMs >= Math.floor(requestedAtMs / 1000) * 1000;
}

export function mailboxProofEmail(appUrl: string, token: string, brand = 'CopyDesk'): EmailContent {
  const url = `${appUrl.replace(/\/+$/, '')}/security?${MAILBOX_PROOF_PARAM}=${token}`;
  const subject = `${brand}: confirm your e-mail to set up your second factor`;
  const lead = `Open this link in the browser where you asked for it, within ${MAILBOX_PROOF_TTL_MINUTES} minutes, then add your phone as a second factor.`;
  const ignore =
    'If you did not ask for it, do not open it and tell your administrator: someone knows your password.';
  return {
    subject,
    text: [subject, '', lead, '', url, '', ignore].join('\n'),
    html: [`<p>${lead}</p>`, `<p><a href="${url}">Confirm your e-mail</a></p>`, `<p>${ignore}</p>`].join(
      '\n',
    ),
  };
}
