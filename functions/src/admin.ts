// The one firebase-admin app of the backend. Under the emulators, firebase-admin finds them through
// FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST, which the emulator sets for functions.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const adminAuth = getAuth(app);
