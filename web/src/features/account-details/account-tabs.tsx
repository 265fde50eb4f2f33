// The account screen's tabs (overview, positions, history, strategies, copy report), keyboard-navigable as a tablist.
// The strategies tab runs on the copy-trading machine, started here so its count shows on the tab.
import { useId, useState, type KeyboardEvent } from 'react';
import { useMachine } from '@xstate/react';
import type { copyReportMachine } from './copy-report.machine';
import { CopyReportTab } from './copy-report-tab';
import type { copyTradingMachine } from './copy-trading.machine';
import { HistoryTab, Overview, PositionsTable } from './data-tabs';
import type { AccountDetails } from './details.machine';
import { StrategiesTab } from './strategies-tab';
import styles from './account-details.module.css';

export type TabKey = 'overview' | 'positions' | 'history' | 'strategies' | 'copyReport';

export interface AccountTabsProps {
  details: AccountDetails;
  initial: TabKey;
  copyTradingMachine: typeof copyTradingMachine;
  copyReportMachine: typeof copyReportMachine;
}

export function AccountTabs({
  details,
  initial,
  copyTradingMachine: machine,
  copyReportMachine: reportMachine,
}: AccountTabsProps) {
  const [tab, setTab] = useState<TabKey>(initial);
  const baseId = useId();
  const [copy, sendCopy] = useMachine(machine, {
    input: { subscriberId: details.account.metaApiAccountId, subscriberName: details.account.accountName },
  });
  // Started here, not in the tab, so switching tabs keeps the loaded report and its filters.
  const [report, sendReport] = useMachine(reportMachine, {
    input: { accountId: details.account.metaApiAccountId },
  });
  const currency = details.info?.currency || 'USD';
  const tabs: Array<{ key: TabKey; label: string }> = [
    { key: 'overview', label: 'Overview' },
    { key: 'positions', label: `Open Positions (${details.positions.length})` },
    { key: 'history', label: 'Trading History' },
    { key: 'strategies', label: `Automated Strategies (${copy.context.subscriptions.length})` },
    { key: 'copyReport', label: 'Copy Report' },
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === tab);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else return;
    event.preventDefault();
    const key = tabs[next]?.key ?? 'overview';
    setTab(key);
    document.getElementById(`${baseId}-tab-${key}`)?.focus();
  };
  return (
    <section className={styles.tabs}>
      <div role="tablist" aria-label="Account sections" className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.key}
            id={`${baseId}-tab-${t.key}`}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === t.key ? 0 : -1}
            className={tab === t.key ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${tab}`}
        className={styles.panel}
      >
        {tab === 'overview' ? <Overview info={details.info} /> : null}
        {tab === 'positions' ? <PositionsTable positions={details.positions} currency={currency} /> : null}
        {tab === 'history' ? <HistoryTab history={details.history} currency={currency} /> : null}
        {tab === 'strategies' ? (
          <StrategiesTab
            strategies={details.strategies}
            info={details.info}
            snapshot={copy}
            send={sendCopy}
          />
        ) : null}
        {tab === 'copyReport' ? <CopyReportTab snapshot={report} send={sendReport} /> : null}
      </div>
    </section>
  );
}
