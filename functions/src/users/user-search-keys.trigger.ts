// Keeps users/{uid}.searchKeys (the admin search's normal forms of name, e-mail and mobile; rules
// user-search.ts) in step with the profile, whoever wrote it: registration and profile edits from the
// browser (the Firestore rules keep searchKeys out of clients' reach), the server, the seed.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { refreshStoredSearchKeys } from './search-keys.service.js';
import { firebaseDeps, type FirebaseDeps } from '../platform/trigger-deps.js';
import { optionsFor } from '../platform/function-sizing.js';

export interface UserWrittenEvent {
  uid: string;
  after: DocumentData | undefined;
  /** When the written version was stored: the update applies only to that version. */
  updateTime: Timestamp | undefined;
}

export async function refreshSearchKeys(event: UserWrittenEvent, deps: FirebaseDeps) {
  // 1. A deleted document: nothing to do.
  if (!event.after || !event.updateTime) return { status: 'ignored' as const };
  // 2. Write the keys if they changed, only over the version this event saw (a newer write has its own
  //    event, whose keys win).
  return refreshStoredSearchKeys(event.uid, event.after, event.updateTime, deps.db);
}

export const onUserSearchFieldsWritten = onDocumentWritten(
  { ...optionsFor('trigger'), document: 'users/{uid}', retry: true },
  async (event) => {
    await refreshSearchKeys(
      { uid: event.params.uid, after: event.data?.after.data(), updateTime: event.data?.after.updateTime },
      firebaseDeps(),
    );
  },
);
