// Step 1 of every endpoint: a Firebase ID token in "Authorization: Bearer <token>", verified by the
// Admin SDK (signature, expiry, audience). Anything else is a 401.
import type { Request } from 'firebase-functions/v2/https';
import { adminAuth } from '../../admin.js';
import { unauthenticated } from './http-error.js';

export interface Caller {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  /** The second factor this session was signed in with ('phone'), if any. */
  secondFactor: string | undefined;
  /** 'password', 'custom' (service-account automation), ... */
  signInProvider: string;
  /** When the caller last signed in with a credential (ID token auth_time, epoch seconds). */
  authTime: number;
}

export async function authenticate(request: Request): Promise<Caller> {
  const header = request.get('authorization') ?? '';
  const match = /^Bearer (\S+)$/.exec(header);
  if (!match?.[1]) throw unauthenticated();
  try {
    // checkRevoked: a demoted admin whose refresh tokens were revoked loses access at once.
    const decoded = await adminAuth.verifyIdToken(match[1], true);
    return {
      uid: decoded.uid,
      email: decoded.email,
      emailVerified: decoded.email_verified === true,
      secondFactor: decoded.firebase.sign_in_second_factor,
      signInProvider: decoded.firebase.sign_in_provider,
      authTime: decoded.auth_time,
    };
  } catch {
    throw unauthenticated();
  }
}
