// The bell panel's list: newest first, unread ones marked, each with its account link and Mark as read.
// The titles and sentences are the ones the server wrote from the contract's catalogue.
import { Link } from 'react-router-dom';
import type { Notification } from '@copydesk/functions/contract';
import { formatDateTime } from '@/lib/format';
import styles from './notifications.module.css';

export interface NotificationListProps {
  items: readonly Notification[];
  error: string | null;
  onMarkRead: (ids: string[]) => void;
  /** Following a link closes the panel. */
  onFollow: () => void;
}

function Item({
  item,
  onMarkRead,
  onFollow,
}: { item: Notification } & Omit<NotificationListProps, 'items' | 'error'>) {
  return (
    <li className={item.read ? styles.item : `${styles.item} ${styles.unread}`} data-read={item.read}>
      <p className={styles.title}>
        {item.read ? null : <span className="visually-hidden">Unread: </span>}
        {item.title}
      </p>
      <p>{item.body}</p>
      {item.event !== 'resolved' ? <p className={styles.muted}>{item.action}</p> : null}
      <div className={styles.itemFooter}>
        <span className={styles.muted}>{formatDateTime(item.createdAt)}</span>
        {item.link.startsWith('/') ? (
          <Link to={item.link} onClick={onFollow}>
            {item.accountNumber === null ? 'Open the admin panel' : `View account ${item.accountNumber}`}
          </Link>
        ) : null}
        {item.read ? null : (
          <button type="button" className="btn-link" onClick={() => onMarkRead([item.id])}>
            Mark as read
          </button>
        )}
      </div>
    </li>
  );
}

export function NotificationList({ items, error, onMarkRead, onFollow }: NotificationListProps) {
  const unread = items.filter((item) => !item.read).map((item) => item.id);
  return (
    <>
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>Notifications</h2>
        {unread.length > 0 ? (
          <button type="button" className="btn-link" onClick={() => onMarkRead(unread)}>
            Mark all as read
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className={styles.muted}>No notifications yet.</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <Item key={item.id} item={item} onMarkRead={onMarkRead} onFollow={onFollow} />
          ))}
        </ul>
      )}
    </>
  );
}
