// The signed-in user's SMS second factors (docs/product.md §9; issue 16): enrolment and removal on the
// Security page, and whether this session used one (the admin pages' gate). Only signed-in screens
// import this module, where Firebase Auth is loaded already, so it imports the SDK statically; the
// code itself is sent as for a sign-in (./second-factor.ts).
import { multiFactor, PhoneAuthProvider, PhoneMultiFactorGenerator, type MultiFactorInfo, type User } from 'firebase/auth';
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

/** Whether this session was signed in with a second factor (the claim the server and rules check). */
export async function signedInWithSecondFactor(user: User): Promise<boolean> {
  const token = await user.getIdTokenResult();
  return typeof token.signInSecondFactor === 'string' && token.signInSecondFactor !== '';
}
