// The bell's live channel: an onSnapshot listener on the newest notifications of the signed-in user
// (firestore.rules allow the owner bounded lists and one change, read false -> true). Marking read is
// an updateDoc; Firestore applies it locally at once, so the listener reports it without waiting.
import { fromCallback } from 'xstate';
import { notificationSchema, type Notification } from '@copydesk/functions/contract';
import { loadFirestore } from '@/lib/firestore';
import { notificationsMachine, type ChannelCommand, type ChannelReport } from './notifications.machine';

/** The bell shows the newest ones; the rules allow at most 200 a query. */
export const NOTIFICATIONS_SHOWN = 50;

/** A stored document as the contract's notification, or null when it is not in that shape. */
export function toNotification(id: string, data: unknown): Notification | null {
  const parsed = notificationSchema.safeParse({ ...(data as object), id });
  return parsed.success ? parsed.data : null;
}

export const notificationsChannel = fromCallback<ChannelCommand, { uid: string }, ChannelReport>(
  ({ input, sendBack, receive }) => {
    let stop: (() => void) | null = null;
    let stopped = false;
    const firestore = loadFirestore();
    void firestore.then(
      ({ db, sdk }) => {
        if (stopped) return;
        const newest = sdk.query(
          sdk.collection(db, 'users', input.uid, 'notifications'),
          sdk.orderBy('createdAt', 'desc'),
          sdk.limit(NOTIFICATIONS_SHOWN),
        );
        stop = sdk.onSnapshot(
          newest,
          (snapshot) => {
            const items = snapshot.docs.flatMap((doc) => toNotification(doc.id, doc.data()) ?? []);
            sendBack({ type: 'UPDATED', items });
          },
          (error) => sendBack({ type: 'FAILED', error }),
        );
      },
      (error: unknown) => sendBack({ type: 'FAILED', error }),
    );
    receive((command) => {
      void firestore
        .then(({ db, sdk }) =>
          Promise.all(
            command.ids.map((id) =>
              sdk.updateDoc(sdk.doc(db, 'users', input.uid, 'notifications', id), { read: true }),
            ),
          ),
        )
        .catch((error: unknown) => sendBack({ type: 'MARK_FAILED', error }));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  },
);

export const liveNotificationsMachine = notificationsMachine.provide({
  actors: { channel: notificationsChannel },
});
