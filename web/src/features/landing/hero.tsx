// The landing page's hero: the promise, the calls to action, and a decorative account preview.
import { env } from '@/config/app-env';
import { AuthButtons } from './auth-buttons';
import styles from './landing.module.css';

/** Decorative preview of an account card; conveys no data, hidden from assistive technology. */
function HeroPreview() {
  return (
    <div className={styles.preview} aria-hidden="true">
      <div className={styles.previewHeader}>
        <span className={styles.previewDot} />
        <span className={styles.previewDot} />
        <span className={styles.previewDot} />
      </div>
      <div className={styles.previewBody}>
        <div className="spread-row">
          <div>
            <div className={styles.previewLabel}>Trading account</div>
            <div className={styles.previewValue}>MT5 · 50•••812</div>
          </div>
          <span className="badge badge-success">Connected</span>
        </div>
        <div className={styles.previewChart}>
          <svg viewBox="0 0 300 90" preserveAspectRatio="none" width="100%" height="90">
            <defs>
              <linearGradient id="hero-fill" x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor="#34d399" stopOpacity="0.35" />
                <stop offset="100%" stopColor="#34d399" stopOpacity="0" />
              </linearGradient>
            </defs>
            <path
              d="M0 70 L30 62 L60 66 L90 50 L120 54 L150 40 L180 44 L210 30 L240 34 L270 22 L300 18 L300 90 L0 90 Z"
              fill="url(#hero-fill)"
            />
            <path
              d="M0 70 L30 62 L60 66 L90 50 L120 54 L150 40 L180 44 L210 30 L240 34 L270 22 L300 18"
              fill="none"
              stroke="#34d399"
              strokeWidth="2.5"
            />
          </svg>
        </div>
        <div className={styles.previewStrategies}>
          <div className={styles.previewStrategy}>
            <span>Strategy Subscribed</span>
            <strong>Lot Size 0.10</strong>
          </div>
          <div className={styles.previewStrategy}>
            <span>Stop loss &amp; take profit</span>
            <strong>Copied</strong>
          </div>
        </div>
      </div>
    </div>
  );
}

export function Hero() {
  const { name } = env.brand;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroGrid}`}>
        <div>
          <p className={styles.eyebrow}>Automated copy trading for MetaTrader 5</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            Professional forex strategies, traded in your own account
          </h1>
          <p className={styles.heroLead}>
            {name} connects your MetaTrader 5 broker account to automated trading strategies. You keep your
            funds with your broker and decide the lot size for every strategy you follow.
          </p>
          <AuthButtons tone="dark" />
          <ul className={styles.trustList}>
            <li>Funds stay with your broker</li>
            <li>You choose the lot size</li>
            <li>Unsubscribe at any time</li>
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
