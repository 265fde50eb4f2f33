// SMS second factor with the Firebase JS SDK (docs/product.md §9; issue 16): enrolment from the
// Security page, and the second step of a sign-in when the password alone is not enough. Firebase
// asks for a reCAPTCHA before it sends a code; the verifier is invisible and lives in its own element,
// created here so it exists whenever a code is requested. On the emulator the SDK's mock reCAPTCHA
// is used (auth.settings.appVerificationDisabledForTesting, set in lib/firebase.ts).
import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  type MultiFactorError,
  type MultiFactorInfo,
  type MultiFactorResolver,
  type User,
} from 'firebase/auth';
import { auth } from '@/lib/firebase';

const RECAPTCHA_ELEMENT_ID = 'copydesk-recaptcha';
export const SECOND_FACTOR_REQUIRED = 'auth/multi-factor-auth-required';

function recaptchaElement(): HTMLElement {
  const existing = document.getElementById(RECAPTCHA_ELEMENT_ID);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = RECAPTCHA_ELEMENT_ID;
  document.body.appendChild(element);
  return element;
}

async function sendCode(
  options: Parameters<PhoneAuthProvider['verifyPhoneNumber']>[0],
): Promise<string> {
  const verifier = new RecaptchaVerifier(auth, recaptchaElement(), { size: 'invisible' });
  try {
    return await new PhoneAuthProvider(auth).verifyPhoneNumber(options, verifier);
  } finally {
    verifier.clear();
  }
}

/** A sign-in waiting for its SMS code. */
export interface PendingSecondFactor {
  /** The enrolled number, masked by Firebase (e.g. +*******0100). */
  phoneHint: string;
  confirm(code: string): Promise<void>;
}

export function isSecondFactorRequired(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === SECOND_FACTOR_REQUIRED;
}

/** Sends the code for a sign-in that Firebase answered with auth/multi-factor-auth-required. */
export async function startSecondFactorSignIn(error: unknown): Promise<PendingSecondFactor> {
  const resolver: MultiFactorResolver = getMultiFactorResolver(auth, error as MultiFactorError);
  const hint = resolver.hints.find((factor) => factor.factorId === PhoneMultiFactorGenerator.FACTOR_ID);
  if (!hint) throw new Error('This account has no phone second factor.');
  const verificationId = await sendCode({ multiFactorHint: hint, session: resolver.session });
  return {
    phoneHint: (hint as MultiFactorInfo & { phoneNumber?: string }).phoneNumber ?? '',
    async confirm(code) {
      const credential = PhoneAuthProvider.credential(verificationId, code.trim());
      await resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(credential));
    },
  };
}

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
