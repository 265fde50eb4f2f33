// The security model (docs/architecture.md §5) under the real rules: the profile e-mail is the sign-in e-mail (on registration and on
// every owner update), and admin writes need a session signed in with a second factor.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { doc, serverTimestamp, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { rulesEnvironment, sessionClaims } from '../support/rules-env.ts';

const past = Timestamp.fromDate(new Date('2025-01-01T00:00:00Z'));
const profile = (email: string) => ({
  firstName: 'Ida',
  lastName: 'Identity',
  email,
  mobile: '+27 82 000 0000',
  address: '1 Test Road',
});

let env: RulesTestEnvironment;

function session(uid: string, email: string, secondFactor = false): Firestore {
  return env
    .authenticatedContext(uid, sessionClaims(email, secondFactor))
    .firestore() as unknown as Firestore;
}

beforeAll(async () => {
  env = await rulesEnvironment();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'users/ida'), { ...profile('ida@copydesk.test'), createdAt: past, updatedAt: past });
    await setDoc(doc(db, 'users/boss'), {
      ...profile('boss@copydesk.test'),
      isAdmin: true,
      createdAt: past,
      updatedAt: past,
    });
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('the profile e-mail is the sign-in e-mail', () => {
  const registration = (email: string) => ({
    ...profile(email),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

  it('allows a registration with the sign-in e-mail', async () => {
    await assertSucceeds(
      setDoc(doc(session('neo', 'neo@copydesk.test'), 'users/neo'), registration('neo@copydesk.test')),
    );
  });

  it('refuses a registration with another e-mail', async () => {
    await assertFails(
      setDoc(doc(session('neo', 'neo@copydesk.test'), 'users/neo'), registration('ceo@bank.test')),
    );
  });

  it('refuses a registration from a session without an e-mail', async () => {
    const anonymous = env.authenticatedContext('neo').firestore() as unknown as Firestore;
    await assertFails(setDoc(doc(anonymous, 'users/neo'), registration('neo@copydesk.test')));
  });

  it('refuses an owner changing the profile e-mail to another address', async () => {
    const db = session('ida', 'ida@copydesk.test');
    await assertFails(
      updateDoc(doc(db, 'users/ida'), { email: 'ceo@bank.test', updatedAt: serverTimestamp() }),
    );
  });

  it('allows the owner to follow a verified e-mail change (the token carries the new address)', async () => {
    const db = session('ida', 'ida.new@copydesk.test');
    await assertSucceeds(
      updateDoc(doc(db, 'users/ida'), { email: 'ida.new@copydesk.test', updatedAt: serverTimestamp() }),
    );
  });
});

describe('admin writes need a second factor', () => {
  const grant = { isAdmin: true, lastChangedBy: 'boss', updatedAt: serverTimestamp() };

  it('refuses an admin signed in with the password only', async () => {
    await assertFails(updateDoc(doc(session('boss', 'boss@copydesk.test'), 'users/ida'), grant));
  });

  it('allows the same admin signed in with the SMS factor', async () => {
    await assertSucceeds(updateDoc(doc(session('boss', 'boss@copydesk.test', true), 'users/ida'), grant));
  });
});
