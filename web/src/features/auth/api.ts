// The calls behind the auth screens (docs/product.md §7). Firestore is loaded lazily, only for the profile write.
import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  validatePassword,
} from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { loadFirestore } from '@/lib/firestore';
import { withPasswordPolicy } from './auth-errors';
import type { RegistrationInput } from './register.machine';

const validate = (password: string) => validatePassword(auth, password);

export async function signIn(email: string, password: string): Promise<void> {
  await withPasswordPolicy(
    password,
    () => signInWithEmailAndPassword(auth, email.trim(), password),
    validate,
  );
}

/**
 * Creates the auth user, then users/{uid} with exactly the keys the security rules allow. The profile
 * e-mail is the sign-in e-mail as Firebase stored it (the rules compare them), and the new account
 * gets a verification e-mail: connecting a broker account waits for it (issue 16).
 */
export async function registerAccount({ profile, password }: RegistrationInput): Promise<void> {
  const credential = await withPasswordPolicy(
    password,
    () => createUserWithEmailAndPassword(auth, profile.email, password),
    validate,
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
  await sendEmailVerification(credential.user).catch((error: unknown) => {
    // The account exists either way; the Security page offers to send the e-mail again.
    console.error('Sending the verification e-mail failed:', error);
  });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email.trim());
}
