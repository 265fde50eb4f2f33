// Test users made through the real Auth emulator: sign-up over its REST API gives a genuine ID token;
// roles and subscriptions are set with firebase-admin, as an admin (or the server) would.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { authEmulatorHost, projectId } from './emulators.ts';

export const TEST_PASSWORD = 'Test-password-1';

export function adminDb() {
  if (getApps().length === 0) initializeApp({ projectId });
  return getFirestore();
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

let counter = 0;

export async function signUp(prefix = 'user'): Promise<TestUser> {
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
  return { uid: body.localId, email, idToken: body.idToken };
}

export interface ProfileOptions {
  isAdmin?: boolean;
  isTechnicalAdmin?: boolean;
  subscription?: 'active' | 'expired' | 'canceled';
}

/** Writes a complete profile the way registration plus an admin's later changes would leave it. */
export async function writeProfile(user: TestUser, options: ProfileOptions = {}): Promise<void> {
  const now = Date.now();
  await adminDb()
    .collection('users')
    .doc(user.uid)
    .set({
      firstName: 'Test',
      lastName: 'User',
      email: user.email,
      mobile: '+27 82 000 0000',
      address: '1 Test Road',
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
  const user = await signUp(prefix);
  await writeProfile(user, options);
  return user;
}
