// The first admin of a new project (docs/operations.md "First production deploy"), granted by the real
// command against the Auth and Firestore emulators. Each case runs in a Firestore database of its own, as
// a new project's: the shared (default) database of the suites already has admins.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, signUp, writeProfile, type TestUser } from '../../tools/stack-clients/users.ts';
import { projectId } from '../../tools/stack-clients/emulators.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

let databases = 0;
/** A new, empty Firestore database, as a new project has. */
function newProjectDatabase(): { id: string; db: Firestore } {
  adminDb();
  databases += 1;
  const id = `first-admin-${Date.now()}-${databases}`;
  return { id, db: getFirestore(id) };
}

async function grantFirstAdmin(email: string, database: string): Promise<{ code: number; output: string }> {
  const args = ['--import', 'tsx', 'tools/grant-first-admin.ts', '--project', projectId, '--email', email];
  try {
    const { stdout, stderr } = await run(process.execPath, [...args, '--database', database], { cwd: ROOT });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** A person who registered (Auth account and profile) in the new project's database. */
async function registered(db: Firestore, options: { verified?: boolean } = {}): Promise<TestUser> {
  const person = await signUp('first-admin', options);
  await writeProfile(person);
  const profile = (await adminDb().collection('users').doc(person.uid).get()).data();
  await db
    .collection('users')
    .doc(person.uid)
    .set(profile ?? {});
  return person;
}

const rolesOf = async (db: Firestore, uid: string) => {
  const data = ((await db.collection('users').doc(uid).get()).data() ?? {}) as Record<string, unknown>;
  return {
    isAdmin: data.isAdmin,
    isTechnicalAdmin: data.isTechnicalAdmin,
    lastChangedBy: data.lastChangedBy,
  };
};

describe('granting the first admin of a new project', () => {
  it('makes a registered, verified person admin and technical admin, stamped as the bootstrap', async () => {
    const { id, db } = newProjectDatabase();
    const person = await registered(db);
    const { code, output } = await grantFirstAdmin(person.email, id);
    expect(code).toBe(0);
    expect(output).toContain(`${person.email} (${person.uid}) is now an admin and a technical admin`);
    expect(output).toContain('enrol an SMS second factor');
    expect(await rolesOf(db, person.uid)).toEqual({
      isAdmin: true,
      isTechnicalAdmin: true,
      lastChangedBy: 'system:grant-first-admin',
    });
    const record = (await db.collection('adminRecords').doc(person.uid).get()).data();
    expect(record?.emailOfRecord).toBe(person.email.toLowerCase());
  });

  it('refuses once the project has an admin, and leaves the second person as they were', async () => {
    const { id, db } = newProjectDatabase();
    const [first, second] = [await registered(db), await registered(db)];
    expect((await grantFirstAdmin(first.email, id)).code).toBe(0);
    const refused = await grantFirstAdmin(second.email, id);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'This project already has an admin: grant admin from the admin panel instead.',
    );
    expect(await rolesOf(db, second.uid)).toEqual({
      isAdmin: false,
      isTechnicalAdmin: false,
      lastChangedBy: undefined,
    });
  });

  it.each([
    ['an unverified e-mail', 'is not verified yet'],
    ['no profile in the app', 'has no CopyDesk profile'],
    ['no registration at all', 'No one has registered with'],
  ])('refuses a person with %s, granting nothing', async (situation, message) => {
    const { id, db } = newProjectDatabase();
    let email = `nobody-${Date.now()}@copydesk.test`;
    if (situation === 'an unverified e-mail') email = (await registered(db, { verified: false })).email;
    if (situation === 'no profile in the app') email = (await signUp('first-admin')).email;
    const refused = await grantFirstAdmin(email, id);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(message);
    expect((await db.collection('users').where('isAdmin', '==', true).get()).size).toBe(0);
  });
});
