// The landing page's middle sections: features, the five steps, and what a subscription includes.
import { env } from '@/config/app-env';
import { FEATURES, STEPS } from './content';
import { FeatureIconSvg } from './icon';
import styles from './landing.module.css';

export function Features() {
  const { name } = env.brand;
  return (
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
        <ul className={`grid-list ${styles.featureGrid}`}>
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
  );
}

export function HowItWorks() {
  return (
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
        <ol className={`grid-list ${styles.stepList}`}>
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
  );
}

export function Subscriptions() {
  const { mainSiteUrl } = env.brand;
  return (
    <section id="subscriptions" className={styles.section} aria-labelledby="subscriptions-title">
      <div className={`container ${styles.subscription}`}>
        <div>
          <p className={styles.kicker}>Subscriptions</p>
          <h2 id="subscriptions-title" className={styles.sectionTitle}>
            One subscription, one account, many strategies
          </h2>
          <p className={styles.sectionLead}>
            Subscriptions are sold on our main website. Each one lets you connect a single MetaTrader 5
            trading account, which can follow several automated strategies at once. Activation may take up to
            8 hours after purchase.
          </p>
        </div>
        <div className={styles.subscriptionCard}>
          <ul className={`check-list ${styles.checkList}`}>
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
  );
}
