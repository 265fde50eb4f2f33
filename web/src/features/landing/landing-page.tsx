import { Link } from 'react-router-dom';
import { env } from '@/config/app-env';
import { mailto, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RISK_DISCLAIMER } from '@/components/risk';
import { FAQ, FEATURES, STEPS } from './content';
import { FeatureIconSvg } from './icon';
import styles from './landing.module.css';

function AuthButtons({ tone }: { tone: 'dark' | 'light' }) {
  const { user } = useAuth();
  if (user) {
    return (
      <div className={styles.ctaRow}>
        <Link to={paths.dashboard} className="btn btn-primary btn-lg">
          Go to Dashboard
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.ctaRow}>
      <Link to={paths.register} className="btn btn-primary btn-lg">
        Register
      </Link>
      <Link to={paths.login} className={`btn btn-lg ${tone === 'dark' ? 'btn-ghost-dark' : 'btn-secondary'}`}>
        Sign In
      </Link>
    </div>
  );
}

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
        <div className={styles.previewRow}>
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

export function LandingPage() {
  useDocumentTitle();
  const { name, mainSiteUrl, supportEmail } = env.brand;

  return (
    <>
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

      <section id="features" className={styles.section} aria-labelledby="features-title">
        <div className="container">
          <div className={styles.sectionIntro}>
            <p className={styles.kicker}>Why {name}</p>
            <h2 id="features-title" className={styles.sectionTitle}>
              Built for traders who want control
            </h2>
            <p className={styles.sectionLead}>
              Automation does the work; you keep the account, the funds and the final say on trade size.
            </p>
          </div>
          <ul className={styles.featureGrid}>
            {FEATURES.map((feature) => (
              <li key={feature.title} className={styles.featureCard}>
                <span className={styles.featureIcon}>
                  <FeatureIconSvg name={feature.icon} />
                </span>
                <h3 className={styles.featureTitle}>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="how-it-works"
        className={`${styles.section} ${styles.sectionMuted}`}
        aria-labelledby="how-title"
      >
        <div className="container">
          <div className={styles.sectionIntro}>
            <p className={styles.kicker}>How it works</p>
            <h2 id="how-title" className={styles.sectionTitle}>
              Start copying in five steps
            </h2>
          </div>
          <ol className={styles.stepList}>
            {STEPS.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="subscriptions" className={styles.section} aria-labelledby="subscriptions-title">
        <div className={`container ${styles.subscription}`}>
          <div>
            <p className={styles.kicker}>Subscriptions</p>
            <h2 id="subscriptions-title" className={styles.sectionTitle}>
              One subscription, one account, many strategies
            </h2>
            <p className={styles.sectionLead}>
              Subscriptions are sold on our main website. Each one lets you connect a single MetaTrader 5
              trading account, which can follow several automated strategies at once. Activation may take up
              to 8 hours after purchase.
            </p>
          </div>
          <div className={styles.subscriptionCard}>
            <ul className={styles.checkList}>
              <li>One trading account per subscription</li>
              <li>Access to multiple automated strategies</li>
              <li>Your own lot size for every strategy</li>
              <li>E-mail support from our team</li>
            </ul>
            <a
              className="btn btn-primary btn-lg btn-block"
              href={mainSiteUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              View subscription plans
              <span className="visually-hidden"> (opens the main website in a new tab)</span>
            </a>
          </div>
        </div>
      </section>

      <section id="faq" className={`${styles.section} ${styles.sectionMuted}`} aria-labelledby="faq-title">
        <div className={`container ${styles.faqWrap}`}>
          <div className={styles.sectionIntro}>
            <p className={styles.kicker}>FAQ</p>
            <h2 id="faq-title" className={styles.sectionTitle}>
              Frequently asked questions
            </h2>
            <p className={styles.sectionLead}>
              Something else? Write to <a href={mailto(supportEmail)}>{supportEmail}</a>.
            </p>
          </div>
          <div className={styles.faqList}>
            {FAQ.map((item) => (
              <details key={item.question} className={styles.faqItem}>
                <summary className={styles.faqQuestion}>{item.question}</summary>
                <p className={styles.faqAnswer}>{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="risk-title">
        <div className="container">
          <div className={styles.risk}>
            <h2 id="risk-title" className={styles.riskTitle}>
              Risk warning
            </h2>
            <p>{RISK_DISCLAIMER}</p>
          </div>
        </div>
      </section>

      <section className={styles.finalCta} aria-labelledby="cta-title">
        <div className="container">
          <h2 id="cta-title" className={styles.finalTitle}>
            Ready to put automation to work?
          </h2>
          <p className={styles.finalLead}>
            Create your account now and connect your trading account in minutes.
          </p>
          <AuthButtons tone="dark" />
        </div>
      </section>
    </>
  );
}
