// `npm run grant-first-admin -- --project <id> --email <address> [--database <id>]`: makes the first
// admin of a new project (docs/operations.md "First production deploy"). Every later admin is granted in
// the admin panel by an admin; the panel needs one to exist, so the first is granted here, by an operator
// with Firestore and Auth rights on the project (Application Default Credentials:
// `gcloud auth application-default login`). Refused once any admin exists, so it cannot become a second
// way to hand out power. The person must have registered in the app and verified their e-mail.
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The audit trigger records this stamp as who made the change (docs/decisions/0003). */
export const FIRST_ADMIN_STAMP = 'system:grant-first-admin';

export interface FirstAdminRequest {
  email: string;
  db: Firestore;
}

/** Grants admin and technical admin to the registered, verified person with `email`; returns their uid. */
export async function grantFirstAdmin({ email, db }: FirstAdminRequest): Promise<string> {
  const person = await getAuth()
    .getUserByEmail(email)
    .catch(() => undefined);
  if (!person) throw new Error(`No one has registered with ${email}: register in the app first.`);
  if (!person.emailVerified) {
    throw new Error(`${email} is not verified yet: open the verification e-mail, then run this again.`);
  }
  const users = db.collection('users');
  await db.runTransaction(async (tx) => {
    const admins = await tx.get(users.where('isAdmin', '==', true).limit(1));
    if (!admins.empty) {
      throw new Error('This project already has an admin: grant admin from the admin panel instead.');
    }
    const profile = await tx.get(users.doc(person.uid));
    if (!profile.exists) throw new Error(`${email} has no CopyDesk profile: finish registering in the app.`);
    tx.update(users.doc(person.uid), {
      isAdmin: true,
      isTechnicalAdmin: true,
      lastChangedBy: FIRST_ADMIN_STAMP,
      updatedAt: FieldValue.serverTimestamp(),
    });
    // The verified sign-in e-mail the operator named is the address of record: the only address a
    // mailbox proof goes to (docs/architecture.md §5).
    tx.set(
      db.collection('adminRecords').doc(person.uid),
      {
        emailOfRecord: (person.email ?? email).toLowerCase(),
        confirmedBy: FIRST_ADMIN_STAMP,
        confirmedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  });
  return person.uid;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, email: { type: 'string' }, database: { type: 'string' } },
  });
  if (!values.project || !values.email) {
    throw new Error('usage: npm run grant-first-admin -- --project <project-id> --email <address>');
  }
  if (getApps().length === 0) initializeApp({ projectId: values.project });
  const db = values.database ? getFirestore(values.database) : getFirestore();
  const uid = await grantFirstAdmin({ email: values.email, db });
  console.log(
    [
      `${values.email} (${uid}) is now an admin and a technical admin of ${values.project}.`,
      'Next, as that person: sign in again, enrol an SMS second factor on the Security page, and use',
      '"E-mail me a link" there to prove the mailbox; admin endpoints answer once the factor is trusted.',
    ].join('\n'),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
