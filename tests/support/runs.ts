// Deployment-run helpers for tests and the bench: a fleet of production accounts on the simulator
// (indexed in bridgeAccounts like ours, cleaned up afterwards), waiting for a run to finish, a
// duplicate task straight onto the tasks emulator, and an ID token with an old sign-in.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFunctions } from 'firebase-admin/functions';
import { FINISHED_RUN_STATES, type ApiClient, type OutputOf } from '@copydesk/functions/contract';
import { localPorts } from '../../tools/stack/ports.ts';
import { adminDb, type TestUser } from '../../tools/stack-clients/users.ts';
import { projectId } from '../../tools/stack-clients/emulators.ts';
import { eventually } from './poll.ts';
import { createForeignAccount } from './simulator.ts';

export interface FleetAccount {
  id: string;
  login: string;
}

/** `count` accounts straight on the simulator, indexed as production accounts of ours. */
export async function createFleet(prefix: string, count: number): Promise<FleetAccount[]> {
  const fleet: FleetAccount[] = [];
  for (let i = 0; i < count; i += 20) {
    const batch = Array.from({ length: Math.min(20, count - i) }, (_, j) => {
      const login = `7${prefix.length}${String(i + j).padStart(6, '0')}${Math.floor(Math.random() * 1e4)}`;
      return createForeignAccount(`${prefix}-${i + j}`, login).then((id) => ({ id, login }));
    });
    fleet.push(...(await Promise.all(batch)));
  }
  const db = adminDb();
  for (let i = 0; i < fleet.length; i += 400) {
    const writes = db.batch();
    for (const account of fleet.slice(i, i + 400)) {
      writes.set(db.collection('bridgeAccounts').doc(account.id), {
        uid: `${prefix}-owner`,
        accountNumber: account.login,
      });
    }
    await writes.commit();
  }
  return fleet;
}

/** Removes the fleet's index entries and every run document the test created. */
export async function cleanUpRuns(fleet: FleetAccount[], runIds: string[]): Promise<void> {
  const db = adminDb();
  for (const account of fleet) await db.collection('bridgeAccounts').doc(account.id).delete();
  for (const runId of runIds) await db.recursiveDelete(db.collection('deploymentRuns').doc(runId));
  for (const action of ['deploy', 'undeploy']) await db.collection('deploymentLocks').doc(action).delete();
}

export async function finishedRun(
  client: ApiClient,
  runId: string,
  timeoutMs = 240_000,
): Promise<OutputOf<'getDeploymentRun'>> {
  return eventually(
    `run ${runId} to finish`,
    async () => {
      const answer = await client.getDeploymentRun({ runId });
      return FINISHED_RUN_STATES.includes(answer.run.state) ? answer : undefined;
    },
    { timeoutMs, intervalMs: 250 },
  );
}

/** The admin app that enqueues tasks: a service account id spares a metadata-server lookup per enqueue. */
function adminApp() {
  const name = 'run-tasks';
  return (
    getApps().find((app) => app.name === name) ??
    initializeApp({ projectId, serviceAccountId: 'emulated-service-acct@email.com' }, name)
  );
}

/** Enqueues a task on the runDeploymentTask queue, as a duplicated delivery would. */
export async function enqueueDuplicateTask(payload: { runId: string; accountId: string; attempt: number }) {
  process.env.CLOUD_TASKS_EMULATOR_HOST ??= `127.0.0.1:${localPorts().tasks}`;
  await getFunctions(adminApp()).taskQueue('runDeploymentTask').enqueue(payload);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A technical admin whose ID token says they signed in `signedInSecondsAgo` ago (ten minutes unless
 * told). The user has no password (so no tokens-valid-after time) and the emulator accepts unsigned
 * tokens, so only auth_time is stale; the token carries the second-factor claim an SMS sign-in gets.
 */
export async function staleTechnicalAdmin(prefix: string, signedInSecondsAgo = 600): Promise<TestUser> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@copydesk.test`;
  const user = await getAuth(adminApp()).createUser({ email });
  await adminDb().collection('users').doc(user.uid).set({
    firstName: 'Stale',
    lastName: 'Signin',
    email,
    mobile: '',
    address: '',
    isAdmin: true,
    isTechnicalAdmin: true,
  });
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - signedInSecondsAgo,
    user_id: user.uid,
    sub: user.uid,
    iat: now,
    exp: now + 3600,
    email,
    // Signed in with a trusted SMS factor (docs/product.md §9), so only the sign-in's age stands
    // between it and a run.
    trustedFactors: ['stale-factor'],
    firebase: {
      identities: { email: [email] },
      sign_in_provider: 'password',
      sign_in_second_factor: 'phone',
      second_factor_identifier: 'stale-factor',
    },
  };
  const idToken = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
  return { uid: user.uid, email, idToken };
}
