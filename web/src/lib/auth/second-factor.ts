// SMS second factor with the Firebase JS SDK (docs/product.md §9, docs/architecture.md §5): the second step of a
// sign-in when the password alone is not enough, and the code sending that enrolment
// (./second-factor-enrolment.ts) shares. The sign-in page imports this module, so the SDK comes from
// the lazy loader (lib/firebase-auth.ts), never a static import. Firebase asks for a reCAPTCHA before
// it sends a code; the verifier is invisible and lives in its own element, created here so it exists
// whenever a code is requested. On the emulator the SDK's mock reCAPTCHA is used
// (auth.settings.appVerificationDisabledForTesting, set in lib/firebase.ts).
import type { MultiFactorError, MultiFactorInfo, PhoneAuthProvider } from 'firebase/auth';
import { loadAuth } from '@/lib/firebase-auth';

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

/** Sends an SMS code (after the invisible reCAPTCHA); returns the verification id. */
export async function sendCode(options: Parameters<PhoneAuthProvider['verifyPhoneNumber']>[0]): Promise<string> {
  const { auth, sdk } = await loadAuth();
  const verifier = new sdk.RecaptchaVerifier(auth, recaptchaElement(), { size: 'invisible' });
  try {
    return await new sdk.PhoneAuthProvider(auth).verifyPhoneNumber(options, verifier);
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
  const { auth, sdk } = await loadAuth();
  const resolver = sdk.getMultiFactorResolver(auth, error as MultiFactorError);
  const { FACTOR_ID } = sdk.PhoneMultiFactorGenerator;
  const hint = resolver.hints.find((factor) => factor.factorId === FACTOR_ID);
  if (!hint) throw new Error('This account has no phone second factor.');
  const verificationId = await sendCode({ multiFactorHint: hint, session: resolver.session });
  return {
    phoneHint: (hint as MultiFactorInfo & { phoneNumber?: string }).phoneNumber ?? '',
    async confirm(code) {
      const credential = sdk.PhoneAuthProvider.credential(verificationId, code.trim());
      await resolver.resolveSignIn(sdk.PhoneMultiFactorGenerator.assertion(credential));
    },
  };
}
