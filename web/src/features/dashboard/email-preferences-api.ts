// E-mail preferences in Firestore: users/{uid}/preferences/email holds {<incident kind>: boolean,
// updatedAt}; a kind that is missing (or not false) means its e-mails are on. Only the owner reads and
// writes it (firestore.rules), stamping updatedAt with the server clock.
import { fromPromise } from 'xstate';
import { emailPreferencesSchema } from '@copydesk/functions/contract';
import { INCIDENT_KINDS } from '@copydesk/functions/product-rules';
import { loadFirestore } from '@/lib/firestore';
import { emailPreferencesMachine, type EmailSwitches } from './email-preferences.machine';

/** The stored document as switches; anything unreadable counts as "on" (e-mails are the default). */
export function toSwitches(data: unknown): EmailSwitches {
  const parsed = emailPreferencesSchema.safeParse(data ?? {});
  const stored = parsed.success ? parsed.data : {};
  return Object.fromEntries(INCIDENT_KINDS.map((kind) => [kind, stored[kind] !== false])) as EmailSwitches;
}

async function preferencesDoc(uid: string) {
  const { db, sdk } = await loadFirestore();
  return { ref: sdk.doc(db, 'users', uid, 'preferences', 'email'), sdk };
}

export async function loadEmailSwitches(uid: string): Promise<EmailSwitches> {
  const { ref, sdk } = await preferencesDoc(uid);
  const snapshot = await sdk.getDoc(ref);
  return toSwitches(snapshot.data());
}

export async function saveEmailSwitches(uid: string, switches: EmailSwitches): Promise<void> {
  const { ref, sdk } = await preferencesDoc(uid);
  await sdk.setDoc(ref, { ...switches, updatedAt: sdk.serverTimestamp() });
}

export const liveEmailPreferencesMachine = emailPreferencesMachine.provide({
  actors: {
    loadPreferences: fromPromise<EmailSwitches, { uid: string }>(({ input }) => loadEmailSwitches(input.uid)),
    savePreferences: fromPromise<void, { uid: string; switches: EmailSwitches }>(({ input }) =>
      saveEmailSwitches(input.uid, input.switches),
    ),
  },
});
