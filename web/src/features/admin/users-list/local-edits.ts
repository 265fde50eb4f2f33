// Row actions and dialogs patch a user's entry at once (USER_UPDATED). The server's copy of that user can
// still arrive afterwards, in a page or a search result that was asked for before the change was written
// (a cold search function answers seconds later). Such an answer must not put the old entry back: each
// local edit is remembered with the time it was made, and a server batch keeps the local entry of every
// user edited after the batch was requested. A batch requested later is the server's word and wins.
import type { AdminUser } from '../admin-users';

export interface LocalEdit {
  user: AdminUser;
  /** When the edit was made (ms since epoch, the same clock as the requests' times). */
  at: number;
}

export type LocalEdits = Readonly<Record<string, LocalEdit>>;

export function recordEdit(edits: LocalEdits, user: AdminUser, at: number): LocalEdits {
  return { ...edits, [user.id]: { user, at } };
}

/** The server's users, with the local entry in place of each one edited after `requestedAt`. */
export function preferLocalEdits(
  incoming: readonly AdminUser[],
  edits: LocalEdits,
  requestedAt: number,
): AdminUser[] {
  return incoming.map((user) => {
    const edit = edits[user.id];
    return edit && edit.at >= requestedAt ? edit.user : user;
  });
}
