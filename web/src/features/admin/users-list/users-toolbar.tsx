// Above the admin table: the search box, the joined-date sort, and the four user-category tabs.
import { TABS, TAB_LABELS, type AdminTab, type SortKey, type SortState } from '../admin-users';
import styles from '../admin.module.css';

export interface UsersToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  sort: SortState;
  onSort: (key: SortKey) => void;
  /** The server search over every user is on its way. */
  searching?: boolean;
}

export function UsersToolbar({ query, onQueryChange, sort, onSort, searching = false }: UsersToolbarProps) {
  const byJoined = sort.key === 'createdAt';
  return (
    <div className={styles.toolbar}>
      <label htmlFor="admin-search" className="visually-hidden">
        Search users
      </label>
      <input
        id="admin-search"
        type="search"
        className={`input ${styles.search}`}
        placeholder="Search users by name, email, or mobile..."
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      <span role="status" className={styles.muted}>
        {searching ? 'Searching all users...' : ''}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        aria-pressed={byJoined}
        onClick={() => onSort('createdAt')}
      >
        Sort by joined date{byJoined ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
      </button>
    </div>
  );
}

export interface CategoryTabsProps {
  tab: AdminTab;
  counts: Record<AdminTab, number>;
  onSelect: (tab: AdminTab) => void;
}

export function CategoryTabs({ tab, counts, onSelect }: CategoryTabsProps) {
  return (
    <div className={styles.tabs} role="group" aria-label="User categories">
      {TABS.map((key) => (
        <button
          key={key}
          type="button"
          className={`${styles.tab} ${tab === key ? styles.tabActive : ''}`}
          aria-pressed={tab === key}
          onClick={() => onSelect(key)}
        >
          {TAB_LABELS[key]} ({counts[key]})
        </button>
      ))}
    </div>
  );
}
