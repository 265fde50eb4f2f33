// The bell in the signed-in navigation (README "Copy health"): the unread count, and a panel listing the
// newest notifications with mark-as-read, kept live by the notifications machine. The machine comes in
// as a prop: the navigation passes the live one, component tests a double.
import { useId, useRef, type KeyboardEvent } from 'react';
import { useMachine } from '@xstate/react';
import { ErrorWithRetry, Loading } from '@/components/status';
import { NotificationList } from './notification-list';
import { unreadCount, type notificationsMachine } from './notifications.machine';
import styles from './notifications.module.css';

export interface NotificationBellProps {
  uid: string;
  machine: typeof notificationsMachine;
}

export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications, none unread';
  return `Notifications, ${unread} unread`;
}

export function NotificationBell({ uid, machine }: NotificationBellProps) {
  const [snapshot, send] = useMachine(machine, { input: { uid } });
  const panelId = useId();
  const bellRef = useRef<HTMLButtonElement>(null);
  const { items, open, error } = snapshot.context;
  const unread = unreadCount(items);
  const close = () => {
    send({ type: 'CLOSE' });
    bellRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) close();
  };

  let body;
  if (snapshot.matches('failed')) {
    body = <ErrorWithRetry message={error} onRetry={() => send({ type: 'RETRY' })} />;
  } else if (snapshot.matches({ live: 'loading' })) {
    body = <Loading label="Loading notifications..." />;
  } else {
    body = (
      <NotificationList
        items={items}
        error={error}
        onMarkRead={(ids) => send({ type: 'MARK_READ', ids })}
        onFollow={close}
      />
    );
  }

  return (
    <div className={styles.bell} onKeyDown={onKeyDown}>
      <button
        ref={bellRef}
        type="button"
        className={styles.bellButton}
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => send({ type: 'TOGGLE' })}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor">
          <path strokeWidth="2" d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {unread > 0 ? (
          <span className={styles.count} data-testid="unread-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} role="region" aria-label="Notifications">
        {open ? body : null}
      </div>
    </div>
  );
}
