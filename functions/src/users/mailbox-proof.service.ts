// Proof of the mailbox before an admin's first second factor gives admin power (docs/product.md §9,
// docs/architecture.md §5). The password alone can enrol any phone, so a factor counts for admin power
// only once it is in the custom claim `trustedFactors`, which only trustEnrolledFactor writes: after the
// one-time link e-mailed to the verified address came back in the session that asked for it, and for
// the factor that session enrolled (and signed in with) after the link was sent.
import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth } from '../platform/firebase-app.js';
import { MAILBOX_PROOF_MESSAGES, MAILBOX_PROOF_RESEND_SECONDS } from '../contract/index.js';
import { sameAddress } from '../platform/identity/admin-sessions.rules.js';
import { inConflict, notAllowed, RuleViolation, rateLimited } from '../platform/rule-violation.js';
import type { Mailer } from '../platform/mailer/mailer.js';
import {
  enrolledAfterRequest,
  mailboxProofEmail,
  newProof,
  newProofToken,
  proofRefusal,
  proofTokenHash,
  resendTooSoon,
} from './mailbox-proof.rules.js';
import { readAdminRecord } from '../platform/identity/admin-records.repo.js';
import { recordAudit } from '../platform/audit/audit.repo.js';
import { replaceProof, useProof } from './mailbox-proofs.repo.js';
import { noticeSignInEmailChange } from '../platform/identity/admin-identity.service.js';
import { recordAndNoticeAdminChange } from '../platform/identity/admin-change-notices.service.js';

/** The session asking: who, which sign-in (auth_time), and the factor it signed in with, if any. */
export interface ProofSession {
  uid: string;
  authTime: number;
  secondFactorId: string | undefined;
  /** Automation acting for a person never proves a mailbox: it is refused. */
  serviceAccount: string | undefined;
}

export const TRUSTED_FACTORS_CLAIM = 'trustedFactors';

/** The factor ids in the user's `trustedFactors` claim that are still enrolled. */
export function trustedEnrolledFactors(user: UserRecord): string[] {
  const claimed = user.customClaims?.[TRUSTED_FACTORS_CLAIM] as unknown;
  const trusted = Array.isArray(claimed) ? claimed.filter((id) => typeof id === 'string') : [];
  const enrolled = new Set((user.multiFactor?.enrolledFactors ?? []).map((factor) => factor.uid));
  return trusted.filter((id) => enrolled.has(id));
}

export async function requestMailboxProof(
  session: ProofSession,
  isAdmin: boolean,
  send: { mailer: Mailer; appUrl: string; hashKey: string },
  nowMs = Date.now(),
): Promise<{ sentTo: string; expiresAtMs: number }> {
  if (session.serviceAccount !== undefined) throw notAllowed(MAILBOX_PROOF_MESSAGES.notNeeded);
  const user = await adminAuth.getUser(session.uid);
  if (!isAdmin || trustedEnrolledFactors(user).length > 0) throw notAllowed(MAILBOX_PROOF_MESSAGES.notNeeded);
  if (!user.email || !user.emailVerified) throw notAllowed(MAILBOX_PROOF_MESSAGES.notNeeded);
  const to = await addressOfRecord(session.uid, user.email, session.authTime);
  const token = newProofToken();
  const proof = newProof(proofTokenHash(send.hashKey, session.uid, token), session.authTime, nowMs);
  const stored = await replaceProof(session.uid, proof, (previous) => !resendTooSoon(previous, nowMs));
  if (!stored) throw rateLimited(MAILBOX_PROOF_MESSAGES.resendTooSoon, MAILBOX_PROOF_RESEND_SECONDS);
  await send.mailer.send(to, mailboxProofEmail(send.appUrl, token));
  await recordAudit({
    actorUid: session.uid,
    action: 'mailboxProof.requested',
    targetUid: session.uid,
    details: { sentTo: to },
  });
  return { sentTo: to, expiresAtMs: proof.expireAtMs };
}

/**
 * The only address a proof goes to: the one confirmed when the admin role was granted. A sign-in e-mail
 * changed since then (the password alone can change it) is refused, and the change audited; without
 * an address of record the request fails closed.
 */
async function addressOfRecord(uid: string, authEmail: string, authTime: number): Promise<string> {
  const record = await readAdminRecord(uid);
  if (record.emailOfRecord === null) throw inConflict(MAILBOX_PROOF_MESSAGES.noAddressOfRecord);
  if (!sameAddress(record.emailOfRecord, authEmail)) {
    await noticeSignInEmailChange({ uid, email: authEmail, authTime }, record);
    throw inConflict(MAILBOX_PROOF_MESSAGES.addressChanged);
  }
  return record.emailOfRecord;
}

/** Uses the link's token once and trusts the factor this session enrolled after the link was sent. */
export async function trustEnrolledFactor(
  session: ProofSession,
  token: string,
  hashKey: string,
  nowMs = Date.now(),
): Promise<string> {
  if (session.serviceAccount !== undefined) throw notAllowed(MAILBOX_PROOF_MESSAGES.notNeeded);
  const tokenHash = proofTokenHash(hashKey, session.uid, token);
  // Checked and used in one transaction; a refusal throws, which leaves the link unused.
  const { user, factorUid } = await useProof(session.uid, async (proof) => {
    const refusal = proofRefusal(proof, { tokenHash, authTime: session.authTime, nowMs });
    if (refusal) throw notAllowed(MAILBOX_PROOF_MESSAGES[refusal]);
    const record = await adminAuth.getUser(session.uid);
    const factor = record.multiFactor?.enrolledFactors.find((item) => item.uid === session.secondFactorId);
    if (!proof || !factor || !enrolledAfterRequest(factor.enrollmentTime, proof.requestedAtMs))
      throw new RuleViolation('conflict', MAILBOX_PROOF_MESSAGES.noNewFactor);
    return { user: record, factorUid: factor.uid };
  });
  const trusted = [...new Set([...trustedEnrolledFactors(user), factorUid])];
  await adminAuth.setCustomUserClaims(session.uid, {
    ...user.customClaims,
    [TRUSTED_FACTORS_CLAIM]: trusted,
  });
  await recordAndNoticeAdminChange({
    actorUid: session.uid,
    action: 'secondFactor.trusted',
    targetUid: session.uid,
    details: { factorUid },
  });
  return factorUid;
}
