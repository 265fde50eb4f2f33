// Admin "Strategies" dialog (docs/product.md §3): every strategy with CopyDesk's own state, and the
// admin's switch between active and inactive. An inactive strategy takes no new subscriptions (the
// server refuses them); accounts already subscribed keep copying it unless an admin removes them.
import { useCallback, useEffect, useState } from 'react';
import type { Strategy } from '@copydesk/functions/contract';
import { Dialog } from '@/components/dialog';
import { Loading } from '@/components/status';
import { errorMessage } from '@/lib/error-message';

export interface StrategyStatesApi {
  list: () => Promise<Strategy[]>;
  setActive: (strategyId: string, active: boolean) => Promise<void>;
}

export function StrategyStatesDialog({ api, onClose }: { api: StrategyStatesApi; onClose: () => void }) {
  const [strategies, setStrategies] = useState<Strategy[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    api
      .list()
      .then(setStrategies, (e: unknown) =>
        setError(errorMessage(e, 'The strategies could not be read or changed.')),
      );
  }, [api]);
  useEffect(load, [load]);

  const toggle = async (strategy: Strategy) => {
    setBusy(strategy._id);
    setError(null);
    try {
      await api.setActive(strategy._id, !strategy.active);
      setStrategies((list) =>
        (list ?? []).map((s) => (s._id === strategy._id ? { ...s, active: !strategy.active } : s)),
      );
    } catch (e) {
      setError(errorMessage(e, 'The strategies could not be read or changed.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open
      title="Strategies"
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <p className="hint">
        An inactive strategy takes no new subscriptions. Accounts already subscribed keep copying it unless
        you also remove their subscriptions.
      </p>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {strategies === null ? (
        error ? null : (
          <Loading label="Loading strategies..." />
        )
      ) : (
        <ul aria-label="Strategy states">
          {strategies.map((s) => (
            <li key={s._id} data-strategy-id={s._id}>
              <strong>{s.name}</strong> ({s._id}): {s.active ? 'Active' : 'Inactive'} · {s.subscribers}{' '}
              subscribed{' '}
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy !== null}
                onClick={() => void toggle(s)}
              >
                {s.active ? `Make ${s.name} inactive` : `Make ${s.name} active`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
