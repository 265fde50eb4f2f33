// The admin table: sortable headers and rows rendered through @tanstack/react-virtual (only the rows in
// view exist in the DOM), so thousands of users stay fast. Rows are memoised on their entry.
import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { AdminUser, SortKey, SortState } from '../admin-users';
import { UserRow, type RowHandlers, type Viewer } from '../user-row/user-row';
import styles from '../admin.module.css';

const COLUMNS: Array<{ label: string; key: SortKey | null }> = [
  { label: 'User', key: 'name' },
  { label: 'Subscription', key: 'subscription' },
  { label: 'Trading Account', key: null },
  { label: 'Health', key: null },
  { label: 'Strategy', key: 'strategy' },
  { label: 'Actions', key: null },
];

function SortableHeader({ sort, onSort }: { sort: SortState; onSort: (key: SortKey) => void }) {
  return (
    <thead>
      <tr>
        {COLUMNS.map((column) => {
          const active = column.key !== null && sort.key === column.key;
          return (
            <th
              key={column.label}
              scope="col"
              aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
            >
              {column.key ? (
                <button type="button" className={styles.sortButton} onClick={() => onSort(column.key!)}>
                  {column.label}
                  <span aria-hidden="true">{active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
                </button>
              ) : (
                column.label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

export function UsersTable({
  users,
  query,
  sort,
  onSort,
  viewer,
  handlers,
}: {
  users: AdminUser[];
  query: string;
  sort: SortState;
  onSort: (key: SortKey) => void;
  viewer: Viewer;
  handlers: RowHandlers;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is used as documented
  const virtualizer = useVirtualizer({
    count: users.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 150,
    overscan: 6,
    getItemKey: (index) => users[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div ref={scrollRef} className={styles.scroller} role="region" aria-label="Users" tabIndex={0}>
      <table className={styles.table} data-query={query} data-count={users.length}>
        <SortableHeader sort={sort} onSort={onSort} />
        <tbody>
          {top > 0 ? (
            <tr aria-hidden="true" className={styles.spacer}>
              <td colSpan={COLUMNS.length} style={{ height: top }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const user = users[item.index];
            return user ? (
              <UserRow
                key={item.key}
                index={item.index}
                measure={virtualizer.measureElement}
                user={user}
                query={query}
                viewer={viewer}
                handlers={handlers}
              />
            ) : null;
          })}
          {bottom > 0 ? (
            <tr aria-hidden="true" className={styles.spacer}>
              <td colSpan={COLUMNS.length} style={{ height: bottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
      {users.length === 0 ? <p className={styles.empty}>No users found.</p> : null}
    </div>
  );
}
