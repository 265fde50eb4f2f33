// The signed-in user's SMS second factors (docs/product.md §9, docs/architecture.md §5): enrolment and removal on the
// Security page, and whether this session used a trusted one (the admin pages' gate). Only signed-in screens
// import this module, where Firebase Auth is loaded already, so it imports the SDK statically; the
// code itself is sent as for a sign-in (./second-factor.ts).
import {
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  type MultiFactorInfo,
  type ParsedToken,
  type User,
} from 'firebase/auth';
import { sendCode } from './second-factor';

/** Sends an enrolment code to `phoneNumber` (E.164, e.g. +27825550100); returns the confirm step. */
export async function startEnrolment(user: User, phoneNumber: string): Promise<(code: string) => Promise<void>> {
  const session = await multiFactor(user).getSession();
  const verificationId = await sendCode({ phoneNumber: phoneNumber.trim(), session });
  return async (code) => {
    const credential = PhoneAuthProvider.credential(verificationId, code.trim());
    await multiFactor(user).enroll(PhoneMultiFactorGenerator.assertion(credential), 'Phone');
  };
}

export interface EnrolledFactor {
  uid: string;
  label: string;
  enrolledAt: string;
}

export function enrolledFactors(user: User): EnrolledFactor[] {
  return multiFactor(user).enrolledFactors.map((factor) => ({
    uid: factor.uid,
    label: (factor as MultiFactorInfo & { phoneNumber?: string }).phoneNumber ?? factor.displayName ?? 'Factor',
    enrolledAt: factor.enrollmentTime,
  }));
}

export async function removeFactor(user: User, factorUid: string): Promise<void> {
  await multiFactor(user).unenroll(factorUid);
}

/**
 * What admin power this session has (the claims the server and rules check, docs/product.md §9):
 * 'trusted' signed in with a factor a mailbox proof made trusted (the trustedFactors claim);
 * 'sign-in-again' a trusted factor is enrolled but this session did not use it; 'set-up' none is.
 */
export type AdminSessionState = 'trusted' | 'sign-in-again' | 'set-up';

export function adminSessionStateOf(
  claims: ParsedToken,
  enrolled: readonly Pick<EnrolledFactor, 'uid'>[],
): AdminSessionState {
  const trusted = Array.isArray(claims.trustedFactors) ? (claims.trustedFactors as unknown[]) : [];
  const usedFactor = (claims.firebase as { second_factor_identifier?: unknown } | undefined)
    ?.second_factor_identifier;
  if (claims.firebase?.sign_in_second_factor && trusted.includes(usedFactor)) return 'trusted';
  return enrolled.some((factor) => trusted.includes(factor.uid)) ? 'sign-in-again' : 'set-up';
}

/** `refresh` asks for a new token first: a claim set by the server shows only in a new one. */
export async function adminSessionState(user: User, refresh = false): Promise<AdminSessionState> {
  const token = await user.getIdTokenResult(refresh);
  return adminSessionStateOf(token.claims, enrolledFactors(user));
}
