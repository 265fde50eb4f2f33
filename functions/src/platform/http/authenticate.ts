// Step 1 of every endpoint: a Firebase ID token in "Authorization: Bearer <token>", verified by the
// Admin SDK in two steps: locally (signature, expiry, audience), then against Firebase Auth (revoked,
// disabled). Anything else is a 401.
import type { Request } from 'firebase-functions/v2/https';
import { adminAuth } from '../firebase-app.js';
import { opsServiceUids } from '../params/ops-params.js';
import { automationIdentityOf } from './automation-identity.js';
import { unauthenticated } from './http-error.js';

export interface Caller {
  /** The signed-in person; for automation, the person the ops principal acts for. */
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  /** The second factor this session was signed in with ('phone'), if any. */
  secondFactor: string | undefined;
  /** That factor's enrolment id (firebase.second_factor_identifier). */
  secondFactorId: string | undefined;
  /** Enrolment ids whose admin power a mailbox proof confirmed (custom claim; users/mailbox-proof.service.ts). */
  trustedFactors: string[];
  /** 'password', 'custom' (a custom token), ... */
  signInProvider: string;
  /** Automation only: the allowlisted ops principal acting for `uid` (automation-identity.ts). */
  serviceAccount: string | undefined;
  /** When the caller last signed in with a credential (ID token auth_time, epoch seconds). */
  authTime: number;
}

function stringsOf(claim: unknown): string[] {
  return Array.isArray(claim) ? claim.filter((item): item is string => typeof item === 'string') : [];
}

/** A bearer token whose signature, expiry and audience checked out (revocation not yet asked). */
export interface SignedToken {
  raw: string;
  uid: string;
}

/**
 * The local, cheap check (Google's public keys are cached): signature, expiry, audience. Null for a
 * missing or bad token. Only requests without such a token count against their address
 * (rate-limits.ts), so a neighbour's junk never refuses a real session.
 */
export async function signedToken(request: Request): Promise<SignedToken | null> {
  const header = request.get('authorization') ?? '';
  const match = /^Bearer (\S+)$/.exec(header);
  if (!match?.[1]) return null;
  try {
    const decoded = await adminAuth.verifyIdToken(match[1], false);
    return { raw: match[1], uid: decoded.uid };
  } catch {
    return null;
  }
}

/** The caller of a signed token, once Firebase Auth confirms it is not revoked nor its user disabled. */
export async function authenticate(token: SignedToken): Promise<Caller> {
  try {
    // checkRevoked: a demoted admin whose refresh tokens were revoked loses access at once.
    const decoded = await adminAuth.verifyIdToken(token.raw, true);
    const automation = automationIdentityOf(decoded, opsServiceUids());
    return {
      uid: automation?.actingAs ?? decoded.uid,
      email: automation ? undefined : decoded.email,
      emailVerified: !automation && decoded.email_verified === true,
      secondFactor: decoded.firebase.sign_in_second_factor,
      secondFactorId: decoded.firebase.second_factor_identifier,
      trustedFactors: stringsOf(decoded.trustedFactors),
      signInProvider: decoded.firebase.sign_in_provider,
      authTime: decoded.auth_time,
      serviceAccount: automation?.serviceAccount,
    };
  } catch {
    throw unauthenticated();
  }
}
