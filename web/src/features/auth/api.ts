// The calls behind the auth screens (docs/product.md §7). Firebase Auth and Firestore are both loaded
// on demand (lib/firebase-auth.ts, lib/firestore.ts): these pages paint without the SDK, and
// `prepareAuth` starts the download as soon as a visitor starts using a form, so a submit rarely waits.
import { loadAuth, type AuthHandle } from '@/lib/firebase-auth';
import { loadFirestore } from '@/lib/firestore';
import { withPasswordPolicy } from './auth-errors';
import type { RegistrationInput } from './register-flow';

/** Starts loading Firebase Auth; a failure is left to the submit that needs it (loadAuth retries). */
export function prepareAuth(): void {
  loadAuth().catch(() => undefined);
}

const validator =
  ({ auth, sdk }: AuthHandle) =>
  (password: string) =>
    sdk.validatePassword(auth, password);

export async function signIn(email: string, password: string): Promise<void> {
  const handle = await loadAuth();
  await withPasswordPolicy(
    password,
    () => handle.sdk.signInWithEmailAndPassword(handle.auth, email.trim(), password),
    validator(handle),
  );
}

/**
 * Creates the auth user, then users/{uid} with exactly the keys the security rules allow. The profile
 * e-mail is the sign-in e-mail as Firebase stored it (the rules compare them), and the new account
 * gets a verification e-mail: connecting a broker account waits for it (docs/architecture.md §5).
 */
export async function registerAccount({ profile, password }: RegistrationInput): Promise<void> {
  const handle = await loadAuth();
  const credential = await withPasswordPolicy(
    password,
    () => handle.sdk.createUserWithEmailAndPassword(handle.auth, profile.email, password),
    validator(handle),
  );
  const { db, sdk } = await loadFirestore();
  await sdk.setDoc(sdk.doc(db, 'users', credential.user.uid), {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: credential.user.email ?? profile.email,
    mobile: profile.mobile,
    address: profile.address,
    createdAt: sdk.serverTimestamp(),
    updatedAt: sdk.serverTimestamp(),
  });
  await handle.sdk.sendEmailVerification(credential.user).catch((error: unknown) => {
    // The account exists either way; the Security page offers to send the e-mail again.
    console.error('Sending the verification e-mail failed:', error);
  });
}

export async function requestPasswordReset(email: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.sendPasswordResetEmail(auth, email.trim());
}
