// Firebase app + Auth, initialised as soon as this module loads. Only lazy chunks import it: the auth
// state (lib/auth/auth-session.ts), the signed-in screens, and the loaders ./firebase-auth.ts and
// ./firestore.ts, so no public page carries it in its own chunk. Firestore is deliberately NOT
// imported here; see ./firestore.ts (loaded on demand).
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { env } from '@/config/app-env';

export const firebaseApp = initializeApp(env.firebase);

// initializeAuth instead of getAuth: email/password only, so no popup/redirect resolver is bundled.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (env.emulators) {
  connectAuthEmulator(auth, env.emulators.authUrl, { disableWarnings: true });
  // The emulator cannot check a real reCAPTCHA: the SDK's documented test mode uses a mock one, so
  // the SMS second factor (lib/auth/second-factor.ts) runs end to end locally.
  auth.settings.appVerificationDisabledForTesting = true;
}
