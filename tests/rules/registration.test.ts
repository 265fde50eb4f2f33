// Wiring proof for the data layer: a real sign-up against the Auth emulator, then the registration
// write through the web SDK under the real rules; and the rule that keeps roles out of users' hands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { authEmulatorHost, firestoreEmulatorHost, projectId } from '../../tools/stack-clients/emulators.ts';
import { rulesEnvironment, sessionClaims } from '../support/rules-env.ts';

const profile = {
  firstName: 'Rina',
  lastName: 'Registrant',
  mobile: '+27 82 123 4567',
  address: '12 Long Street, Cape Town',
};

describe('registration through the web SDK', () => {
  let app: FirebaseApp;

  beforeAll(async () => {
    const env = await rulesEnvironment(); // loads our rules into the emulator
    await env.cleanup();
    app = initializeApp({ apiKey: 'demo-api-key', projectId }, 'registration-test');
    connectAuthEmulator(getAuth(app), `http://${authEmulatorHost()}`, { disableWarnings: true });
    const [host, port] = firestoreEmulatorHost().split(':');
    connectFirestoreEmulator(getFirestore(app), host ?? '127.0.0.1', Number(port));
  });

  afterAll(async () => {
    await deleteApp(app);
  });

  it('signs a user up against the Auth emulator and writes their profile under the rules', async () => {
    const email = `rina-${Date.now()}@copydesk.test`;
    const { user } = await createUserWithEmailAndPassword(getAuth(app), email, 'Secret-pass-1');
    const ref = doc(getFirestore(app), 'users', user.uid);
    await setDoc(ref, { ...profile, email, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

    const saved = await getDoc(ref);
    expect(saved.data()).toMatchObject({ ...profile, email });
    expect(saved.get('createdAt')).toBeTruthy();
  });

  it('does not let the new user make themselves an admin', async () => {
    const auth = getAuth(app);
    const uid = auth.currentUser?.uid;
    expect(uid).toBeDefined();
    const ref = doc(getFirestore(app), 'users', uid ?? '');
    await expect(updateDoc(ref, { isAdmin: true })).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getDoc(ref)).get('isAdmin')).toBeUndefined();
  });
});

describe('the isAdmin rule, with rules-unit-testing', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await rulesEnvironment();
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'users/alice'), { ...profile, email: 'alice@copydesk.test' });
    });
  });

  afterAll(async () => {
    await env.cleanup();
  });

  it('denies a user writing isAdmin on their own profile', async () => {
    const alice = env.authenticatedContext('alice', sessionClaims('alice@copydesk.test')).firestore();
    await assertFails(updateDoc(doc(alice, 'users/alice'), { isAdmin: true, updatedAt: serverTimestamp() }));
  });

  it('allows the same user to change a profile field', async () => {
    const alice = env.authenticatedContext('alice', sessionClaims('alice@copydesk.test')).firestore();
    await assertSucceeds(
      updateDoc(doc(alice, 'users/alice'), { mobile: '+27 82 999 9999', updatedAt: serverTimestamp() }),
    );
  });
});
