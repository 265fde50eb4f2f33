// Test users made through the real Auth emulator: sign-up over its REST API gives a genuine ID token;
// roles and subscriptions are set with firebase-admin, as an admin (or the server) would.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getAuth } from 'firebase-admin/auth';
import { authEmulatorHost, projectId } from './emulators.ts';
import { userSearchKeys } from '../../functions/src/product-rules/user-search.ts';
import { enrolPhone, signInWithSecondFactor, uniquePhoneNumber } from './second-factor.ts';

export const TEST_PASSWORD = 'Test-password-1';

export function adminDb() {
  if (getApps().length === 0) initializeApp({ projectId });
  return getFirestore();
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
  /** The SMS second factor (admins): their idToken was signed in with it. */
  phoneNumber?: string;
}

export async function signInWithPassword(email: string): Promise<string> {
  const url = `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Marks the e-mail verified (as opening the verification link would) and returns a fresh token. */
export async function verifyEmail(user: TestUser): Promise<TestUser> {
  adminDb();
  await getAuth().updateUser(user.uid, { emailVerified: true });
  return { ...user, idToken: await signInWithPassword(user.email) };
}

/** Enrols an SMS factor and signs in again with it: the session an admin needs (docs/product.md §9). */
export async function withSecondFactor(user: TestUser): Promise<TestUser> {
  adminDb();
  const phoneNumber = uniquePhoneNumber();
  await enrolPhone(user.uid, phoneNumber);
  return { ...user, phoneNumber, idToken: await signInWithSecondFactor(user.email, TEST_PASSWORD) };
}

let counter = 0;

/** A new account; verified (the default) as most journeys need, or fresh from sign-up. */
export async function signUp(prefix = 'user', options: { verified?: boolean } = {}): Promise<TestUser> {
  counter += 1;
  const email = `${prefix}-${Date.now()}-${counter}@copydesk.test`;
  const url = `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  const user = { uid: body.localId, email, idToken: body.idToken };
  return options.verified === false ? user : verifyEmail(user);
}

export interface ProfileOptions {
  /** Admins get an SMS factor by default; false gives an admin signed in with the password only. */
  secondFactor?: boolean;
  /** false: the e-mail is left unverified. */
  verified?: boolean;
  isAdmin?: boolean;
  isTechnicalAdmin?: boolean;
  subscription?: 'active' | 'expired' | 'canceled';
  /** Name and mobile other than the defaults (Test User, +27 82 000 0000). */
  profile?: { firstName?: string; lastName?: string; mobile?: string };
}

/** Writes a complete profile the way registration plus an admin's later changes would leave it. */
export async function writeProfile(user: TestUser, options: ProfileOptions = {}): Promise<void> {
  const now = Date.now();
  const profile = {
    firstName: 'Test',
    lastName: 'User',
    email: user.email,
    mobile: '+27 82 000 0000',
    ...options.profile,
  };
  await adminDb()
    .collection('users')
    .doc(user.uid)
    .set({
      ...profile,
      address: '1 Test Road',
      // The admin search's keys, as the onUserSearchFieldsWritten trigger would write them.
      searchKeys: userSearchKeys(profile),
      createdAt: Timestamp.fromMillis(now),
      updatedAt: Timestamp.fromMillis(now),
      isAdmin: options.isAdmin ?? false,
      isTechnicalAdmin: options.isTechnicalAdmin ?? false,
      ...(options.subscription
        ? {
            subscription: {
              planId: 'mobile',
              planName: 'Mobile',
              status: options.subscription,
              isTrial: false,
              createdAt: Timestamp.fromMillis(now),
              updatedAt: Timestamp.fromMillis(now),
              expiresAt: Timestamp.fromMillis(
                now + (options.subscription === 'expired' ? -1 : 30) * 86_400_000,
              ),
            },
          }
        : {}),
    });
}

export async function userWithRoles(prefix: string, options: ProfileOptions = {}): Promise<TestUser> {
  const user = await signUp(prefix, { verified: options.verified ?? true });
  await writeProfile(user, options);
  // As grantAdminRole would: the sign-in e-mail confirmed as the admin's address of record.
  if (options.isAdmin) {
    await adminDb()
      .collection('adminRecords')
      .doc(user.uid)
      .set({ emailOfRecord: user.email.toLowerCase(), confirmedBy: 'system:test' });
  }
  return options.isAdmin && options.secondFactor !== false ? withSecondFactor(user) : user;
}
