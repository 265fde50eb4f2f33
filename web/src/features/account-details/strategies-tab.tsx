// Automated Strategies tab: strategy cards and the trade-size modal (copyTradingMachine).
import { useId } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  hasEnoughEquity,
  minimumEquity,
  TRADE_VOLUME,
  type AccountInfo,
  type Strategy,
} from '@copydesk/functions/contract';
import { Dialog } from '@/components/dialog';
import { ErrorMessage, Loading, SuccessMessage } from '@/components/status';
import { formatCurrency, formatLots, formatPercent } from '@/lib/format';
import { lotSize, type copyTradingMachine } from './copy-trading.machine';
import styles from './account-details.module.css';

type CopySnapshot = SnapshotFrom<typeof copyTradingMachine>;
type CopyRef = ActorRefFrom<typeof copyTradingMachine>;

function equityWarning(currency: string): string {
  return `Insufficient equity to subscribe. A minimum equity of ${formatCurrency(minimumEquity(currency), currency)} is required.`;
}

function StrategyCard({
  strategy,
  snapshot,
  send,
  info,
}: {
  strategy: Strategy;
  snapshot: CopySnapshot;
  send: CopyRef['send'];
  info: AccountInfo | null;
}) {
  const titleId = useId();
  const subscription = snapshot.context.subscriptions.find((s) => s.strategyId === strategy._id);
  const enoughEquity = info ? hasEnoughEquity(info.equity, info.currency) : false;
  const open = (type: 'OPEN.SUBSCRIBE' | 'OPEN.EDIT' | 'OPEN.UNSUBSCRIBE') =>
    send({ type, strategyId: strategy._id, strategyName: strategy.name });
  const busy = !snapshot.matches({ ready: 'closed' });
  return (
    <li className={`card ${styles.strategyCard}`} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h3 id={titleId}>{strategy.name}</h3>
        {subscription ? <span className="badge badge-success">Subscribed</span> : null}
        {!strategy.active ? <span className="badge badge-neutral">Inactive</span> : null}
      </div>
      <p className={styles.muted}>{strategy.description || 'No description'}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Monthly gain</dt>
          <dd>{formatPercent(strategy.monthlyGain)}</dd>
        </div>
        <div>
          <dt>Yearly gain</dt>
          <dd>{formatPercent(strategy.yearlyGain)}</dd>
        </div>
        <div>
          <dt>Trades</dt>
          <dd>{strategy.trades ?? 'N/A'}</dd>
        </div>
        <div>
          <dt>Subscribers</dt>
          <dd>{strategy.subscribers ?? 'N/A'}</dd>
        </div>
        {subscription ? (
          <div>
            <dt>Lot size</dt>
            <dd>{formatLots(lotSize(subscription))}</dd>
          </div>
        ) : null}
      </dl>
      {subscription ? (
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => open('OPEN.EDIT')}
          >
            Edit Settings
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            onClick={() => open('OPEN.UNSUBSCRIBE')}
          >
            Unsubscribe
          </button>
        </div>
      ) : (
        <>
          {info && !enoughEquity ? (
            <p className="alert alert-warning" role="note">
              {equityWarning(info.currency)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || !strategy.active || !enoughEquity}
              onClick={() => open('OPEN.SUBSCRIBE')}
            >
              Subscribe
            </button>
          </div>
        </>
      )}
    </li>
  );
}

function TradeSizeDialog({ snapshot, send }: { snapshot: CopySnapshot; send: CopyRef['send'] }) {
  const volumeId = useId();
  const hintId = useId();
  const { mode, strategyName, volume, error } = snapshot.context;
  const submitting =
    snapshot.matches({ ready: 'subscribing' }) ||
    snapshot.matches({ ready: 'updating' }) ||
    snapshot.matches({ ready: 'unsubscribing' });
  const open = mode !== null && !snapshot.matches({ ready: 'closed' });
  const title =
    mode === 'unsubscribe'
      ? `Unsubscribe from ${strategyName}`
      : mode === 'edit'
        ? `Edit settings: ${strategyName}`
        : `Subscribe to ${strategyName}`;
  const confirmLabel =
    mode === 'unsubscribe' ? 'Unsubscribe' : mode === 'edit' ? 'Save Settings' : 'Subscribe';
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => send({ type: 'CLOSE' })}
      actions={
        <>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={submitting}
            onClick={() => send({ type: 'CLOSE' })}
          >
            Cancel
          </button>
          <button
            type="button"
            className={mode === 'unsubscribe' ? 'btn btn-danger' : 'btn btn-primary'}
            disabled={submitting}
            onClick={() => send({ type: 'CONFIRM' })}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {mode === 'unsubscribe' ? (
        <p>
          This account will stop copying {strategyName}. Positions already open follow the strategy&apos;s
          exits.
        </p>
      ) : (
        <div className={styles.modalBody}>
          <div className="field">
            <label htmlFor={volumeId}>Trade volume (lots)</label>
            <input
              id={volumeId}
              className="input"
              type="number"
              inputMode="decimal"
              min={TRADE_VOLUME.min}
              max={TRADE_VOLUME.max}
              step={TRADE_VOLUME.step}
              value={volume}
              aria-describedby={hintId}
              aria-invalid={error !== null}
              onChange={(event) => send({ type: 'VOLUME.CHANGE', value: event.target.value })}
            />
            <p id={hintId} className="hint">
              Between {TRADE_VOLUME.min} and {TRADE_VOLUME.max} lots, in steps of {TRADE_VOLUME.step}.
            </p>
          </div>
          <ul className={styles.muted}>
            <li>Multiplier: always 1. Every copied trade opens with exactly this lot size.</li>
            <li>Stop loss and take profit are always copied and follow the strategy.</li>
          </ul>
        </div>
      )}
      {submitting ? <Loading label="Saving..." /> : null}
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </Dialog>
  );
}

export function StrategiesTab({
  strategies,
  info,
  snapshot,
  send,
}: {
  strategies: readonly Strategy[];
  info: AccountInfo | null;
  snapshot: CopySnapshot;
  send: CopyRef['send'];
}) {
  const { subscriptions, notice } = snapshot.context;
  return (
    <div className={styles.tabBody}>
      {notice ? <SuccessMessage>{notice}</SuccessMessage> : null}
      {snapshot.matches('loading') ? <Loading label="Loading subscriptions..." /> : null}
      <h3 className={styles.subTitle}>Your subscriptions</h3>
      {subscriptions.length === 0 ? (
        <p className={styles.empty}>No active subscriptions</p>
      ) : (
        <ul className={styles.plainList}>
          {subscriptions.map((s) => (
            <li key={s._id}>
              <strong>{s.name}</strong> - Lot Size: {formatLots(lotSize(s))}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subTitle}>Available strategies</h3>
      {strategies.length === 0 ? (
        <p className={styles.empty}>No strategies available</p>
      ) : (
        <ul className={styles.cardGrid}>
          {strategies.map((strategy) => (
            <StrategyCard
              key={strategy._id}
              strategy={strategy}
              snapshot={snapshot}
              send={send}
              info={info}
            />
          ))}
        </ul>
      )}
      <TradeSizeDialog snapshot={snapshot} send={send} />
    </div>
  );
}
