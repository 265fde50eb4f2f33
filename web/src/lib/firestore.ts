// Lazy Firestore: the SDK is fetched with a dynamic import the first time a signed-in screen (or the
// profile listener) asks for it, so the public landing bundle never carries it. Callers receive both
// the instance and the SDK module, and must not import 'firebase/firestore' statically (type-only
// imports are fine: they vanish at build time).
import type * as FirestoreModule from 'firebase/firestore';
import { env } from '@/config/app-env';
import { firebaseApp } from './firebase';

export type FirestoreSdk = typeof FirestoreModule;
export interface FirestoreHandle {
  db: FirestoreModule.Firestore;
  sdk: FirestoreSdk;
}

let pending: Promise<FirestoreHandle> | undefined;

export function loadFirestore(): Promise<FirestoreHandle> {
  pending ??= import('firebase/firestore').then((sdk) => {
    const db = sdk.getFirestore(firebaseApp);
    if (env.emulators) {
      sdk.connectFirestoreEmulator(db, env.emulators.firestore.host, env.emulators.firestore.port);
    }
    return { db, sdk };
  });
  // A failed chunk load (e.g. network blip) must not poison every later attempt.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
