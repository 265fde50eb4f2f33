// Lazy Firestore: the SDK is fetched with a dynamic import the first time a signed-in screen (or the
// profile listener) asks for it, so the public landing bundle never carries it. Callers receive both
// the instance and the SDK module, and must not import 'firebase/firestore' statically (type-only
// imports are fine: they vanish at build time). The Firebase app comes the same way, so a page whose
// code only may write to Firestore (registration) does not carry Firebase in its own chunk.
import type * as FirestoreModule from 'firebase/firestore';
import { env } from '@/config/app-env';
import { loadOnce } from './load-once';

export type FirestoreSdk = typeof FirestoreModule;
export interface FirestoreHandle {
  db: FirestoreModule.Firestore;
  sdk: FirestoreSdk;
}

export const loadFirestore: () => Promise<FirestoreHandle> = loadOnce(() =>
  Promise.all([import('./firebase'), import('firebase/firestore')]).then(([{ firebaseApp }, sdk]) => {
    const db = sdk.getFirestore(firebaseApp);
    if (env.emulators) {
      sdk.connectFirestoreEmulator(db, env.emulators.firestore.host, env.emulators.firestore.port);
    }
    return { db, sdk };
  }),
);
