// The dashboard's collapsible Getting Started guide.
import { useId, useState } from 'react';
import { env } from '@/config/app-env';
import { mailto } from '@/config/paths';
import styles from './dashboard.module.css';

export function HelpGuide() {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const { supportEmail } = env.brand;
  return (
    <section className={styles.help} aria-label="Help">
      <button
        type="button"
        className="btn btn-secondary"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? 'Hide Getting Started guide' : 'Show Getting Started guide'}
      </button>
      <div id={regionId} hidden={!open} className={`card ${styles.helpBody}`}>
        <h2 className={styles.cardTitle}>Getting Started</h2>
        <ol className={styles.steps}>
          <li>
            <strong>Connect an account.</strong> With an active subscription, choose Add Trading Account and
            connect your affiliated MetaTrader 5 account.
          </li>
          <li>
            <strong>View its details.</strong> Once the account is connected, press Manage Account to see
            balance, open positions and trading history.
          </li>
          <li>
            <strong>Subscribe to strategies.</strong> In the Automated Strategies tab, press Subscribe and
            choose your lot size.
          </li>
          <li>
            <strong>Change your mind any time.</strong> Press Unsubscribe to stop copying a strategy, or Edit
            Settings to change the trade volume.
          </li>
        </ol>
        <p className={styles.muted}>
          Need a hand? Contact support at <a href={mailto(supportEmail)}>{supportEmail}</a>.
        </p>
      </div>
    </section>
  );
}
