// The admin list's states around the table: loading, failed with Retry, and the Load More footer.
import type { ReactNode } from 'react';
import { Loading } from '@/components/status';
import type { UsersListState } from './use-users-list';
import styles from '../admin.module.css';

export interface UsersListSectionProps {
  state: UsersListState;
  onRetry: () => void;
  onLoadMore: () => void;
  /** The table, shown once the first page is in. */
  children: ReactNode;
}

export function UsersListSection({ state, onRetry, onLoadMore, children }: UsersListSectionProps) {
  if (state.loading) return <Loading label="Loading users..." />;
  if (state.failed) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{state.error}</p>
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <>
      {children}
      {state.loadMoreError ? (
        <p className="alert alert-error" role="alert">
          {state.loadMoreError}
        </p>
      ) : null}
      {state.hasMore ? (
        <div className={styles.more}>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={state.loadingMore}
            onClick={onLoadMore}
          >
            {state.loadingMore ? 'Loading...' : 'Load More Users'}
          </button>
        </div>
      ) : null}
    </>
  );
}
