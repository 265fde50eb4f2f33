// The demo seed: creates the demo cast through the real Auth and Firestore emulators (firebase-admin
// reaches them through FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST). Safe to run twice.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../stack/ports.ts';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo-users.ts';
import { userSearchKeys } from '../../functions/src/product-rules/user-search.ts';

const DAY_MS = 86_400_000;

function subscriptionFor(user: DemoUser, now: number) {
  if (user.subscription === 'none') return undefined;
  const plan =
    user.planId === 'alpha'
      ? { planId: 'alpha', planName: 'Alpha' }
      : { planId: 'mobile', planName: 'Mobile' };
  const startedDaysAgo = user.subscription === 'expired' ? 40 : 5;
  const createdAt = Timestamp.fromMillis(now - startedDaysAgo * DAY_MS);
  return {
    ...plan,
    status: user.subscription,
    isTrial: false,
    trialEndsAt: null,
    createdAt,
    updatedAt: Timestamp.fromMillis(now - (user.subscription === 'canceled' ? 1 : startedDaysAgo) * DAY_MS),
    expiresAt: Timestamp.fromMillis(createdAt.toMillis() + 30 * DAY_MS),
  };
}

async function ensureAuthUser(user: DemoUser): Promise<string> {
  const auth = getAuth();
  const existing = await auth.getUserByEmail(user.email).catch(() => undefined);
  if (existing) return existing.uid;
  const created = await auth.createUser({
    email: user.email,
    password: DEMO_PASSWORD,
    displayName: `${user.firstName} ${user.lastName}`,
    emailVerified: true,
  });
  return created.uid;
}

/**
 * The demo admins' SMS second factor (the emulator needs the enrolment id named on an update), trusted
 * as if its mailbox proof were done (the trustedFactors claim, docs/product.md §9).
 */
async function ensureSecondFactor(uid: string, user: DemoUser): Promise<void> {
  if (!user.phoneNumber) return;
  const auth = getAuth();
  const factorUid = `demo-${user.key}`;
  const { multiFactor, customClaims } = await auth.getUser(uid);
  if ((multiFactor?.enrolledFactors ?? []).length === 0)
    await auth.updateUser(uid, {
      multiFactor: {
        enrolledFactors: [{ uid: factorUid, factorId: 'phone', phoneNumber: user.phoneNumber }],
      },
    });
  await auth.setCustomUserClaims(uid, { ...customClaims, trustedFactors: [factorUid] });
}

export async function seedDemoUsers(now = Date.now()): Promise<Map<string, string>> {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The seed only runs against the emulators (FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST).',
    );
  }
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore();
  const uids = new Map<string, string>();
  for (const user of DEMO_USERS) {
    const uid = await ensureAuthUser(user);
    await ensureSecondFactor(uid, user);
    uids.set(user.key, uid);
    const subscription = subscriptionFor(user, now);
    await db
      .collection('users')
      .doc(uid)
      .set({
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        mobile: user.mobile,
        address: user.address,
        // The admin search's keys (rules/user-search.ts), written with the profile as the trigger would.
        searchKeys: userSearchKeys(user),
        isAdmin: user.isAdmin,
        isTechnicalAdmin: user.isTechnicalAdmin,
        createdAt: Timestamp.fromMillis(now - 60 * DAY_MS),
        updatedAt: FieldValue.serverTimestamp(),
        // Server writers stamp themselves so the audit trigger names them when a re-seed changes roles.
        lastChangedBy: 'system:seed',
        ...(subscription ? { subscription } : {}),
      });
    // An admin's address of record: the only address a mailbox proof goes to (docs/architecture.md §5).
    if (user.isAdmin) {
      await db
        .collection('adminRecords')
        .doc(uid)
        .set({ emailOfRecord: user.email.toLowerCase(), confirmedBy: 'system:seed' }, { merge: true });
    }
  }
  return uids;
}

export function demoLoginsTable(): string {
  const rows = DEMO_USERS.map((user) => {
    const role = user.isTechnicalAdmin ? 'technical admin' : user.isAdmin ? 'admin' : 'client';
    const sms = user.phoneNumber ? `  SMS factor: ${user.phoneNumber}` : '';
    return `  ${user.email.padEnd(32)} ${role.padEnd(16)} subscription: ${user.subscription}${sms}`;
  });
  return [
    `Demo logins (password for all: ${DEMO_PASSWORD})`,
    ...rows,
    'Admins then enter the SMS code: run "npm run codes" (the Auth emulator log shows it too).',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { seedDemoAccounts } = await import('./demo-accounts.ts');
  const { seedDemoIncident } = await import('./demo-health.ts');
  const uids = await seedDemoUsers();
  await seedDemoAccounts(DEMO_USERS, uids);
  await seedDemoIncident(DEMO_USERS, uids);
  console.log(demoLoginsTable());
}
