// The erasures still pending or failed (docs/operations.md "Erasure"): who (uid), how it was asked for,
// the last step done, attempts and the last error, with Retry for a failed one (eraseUser reopens it).
import { useCallback, useEffect, useState } from 'react';
import type { ErasureItem } from '@copydesk/functions/contract';
import { Loading } from '@/components/status';
import { fetchOpenErasures, retryErasure } from './erasures-api';
import styles from './technical-admin.module.css';

const ORIGIN_LABEL: Record<ErasureItem['origin'], string> = {
  self: 'Deleted by the person',
  admin: 'Erased by an admin',
  authDeletion: 'Deleted in Firebase Auth',
};

export function ErasuresPanel({ load = fetchOpenErasures, retry = retryErasure }) {
  const [items, setItems] = useState<ErasureItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(() => {
    load().then(
      (list) => {
        setItems(list);
        setError(null);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [load]);
  useEffect(refresh, [refresh]);

  const retryOne = (uid: string) => {
    setBusy(true);
    retry(uid)
      .then(refresh, (e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  };

  let body;
  if (items === null && !error) body = <Loading label="Loading erasures..." />;
  else if (items?.length === 0) body = <p className={styles.muted}>No erasure is pending or failed.</p>;
  else if (items)
    body = (
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">User id</th>
            <th scope="col">Status</th>
            <th scope="col">Asked for</th>
            <th scope="col">Last step done</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last error</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.uid} data-erasure={item.uid}>
              <th scope="row">{item.uid}</th>
              <td>{item.status}</td>
              <td>{ORIGIN_LABEL[item.origin]}</td>
              <td>{item.step ?? 'none yet'}</td>
              <td>{item.attempts}</td>
              <td>{item.lastError ?? ''}</td>
              <td>
                {item.status === 'failed' ? (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={busy}
                    onClick={() => retryOne(item.uid)}
                  >
                    Retry
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <section className={`card ${styles.section}`} aria-labelledby="erasures-heading">
      <h2 id="erasures-heading">Erasures</h2>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {body}
      <button type="button" className="btn btn-secondary" onClick={refresh}>
        Refresh erasures
      </button>
    </section>
  );
}
