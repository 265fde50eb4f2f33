// The calls behind the auth screens (SPEC §7). Firestore is loaded lazily, only for the profile write.
import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  validatePassword,
} from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { loadFirestore } from '@/lib/firestore';
import { describePasswordPolicy, errorCode, PASSWORD_POLICY_CODE, PasswordPolicyError } from './auth-errors';
import type { RegistrationInput } from './register.machine';

/**
 * A password-policy rejection is handed to the provider's policy-status check (validatePassword),
 * then re-thrown to the caller as a PasswordPolicyError describing what is missing (SPEC §5).
 */
async function withPasswordPolicy<T>(password: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (errorCode(error) !== PASSWORD_POLICY_CODE) throw error;
    const status = await validatePassword(auth, password).catch(() => null);
    const message = status ? describePasswordPolicy(status) : 'Password does not meet the requirements.';
    throw new PasswordPolicyError(message, status, { cause: error });
  }
}

export async function signIn(email: string, password: string): Promise<void> {
  await withPasswordPolicy(password, () => signInWithEmailAndPassword(auth, email.trim(), password));
}

/** Creates the auth user, then users/{uid} with exactly the keys the security rules allow. */
export async function registerAccount({ profile, password }: RegistrationInput): Promise<void> {
  const credential = await withPasswordPolicy(password, () =>
    createUserWithEmailAndPassword(auth, profile.email, password),
  );
  const { db, sdk } = await loadFirestore();
  await sdk.setDoc(sdk.doc(db, 'users', credential.user.uid), {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    mobile: profile.mobile,
    address: profile.address,
    createdAt: sdk.serverTimestamp(),
    updatedAt: sdk.serverTimestamp(),
  });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email.trim());
}
