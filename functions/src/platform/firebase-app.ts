// The one firebase-admin app of the backend. Under the emulators, firebase-admin finds them through
// FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST, which the emulator sets for functions.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/**
 * The tasks emulator's stand-in service account (firebase-admin's EMULATED_SERVICE_ACCOUNT_DEFAULT).
 * Without an account, every task enqueue first asks the GCE metadata server for one, which does not
 * exist locally: each start of a deployment run then waited seconds for that lookup to time out.
 */
const EMULATED_SERVICE_ACCOUNT = 'emulated-service-acct@email.com';
const underEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

const app =
  getApps()[0] ?? initializeApp(underEmulator ? { serviceAccountId: EMULATED_SERVICE_ACCOUNT } : {});

export const db = getFirestore(app);
export const adminAuth = getAuth(app);
