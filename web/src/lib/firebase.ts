// Firebase app + Auth, initialised eagerly: the first auth-state result gates the first render.
// Firestore is deliberately NOT imported here; see ./firestore.ts (loaded on demand).
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { env } from '@/config/app-env';

export const firebaseApp = initializeApp(env.firebase);

export const auth = getAuth(firebaseApp);

if (env.emulators) {
  connectAuthEmulator(auth, env.emulators.authUrl, { disableWarnings: true });
}
