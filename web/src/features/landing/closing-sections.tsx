// The landing page's closing sections: FAQ, the risk warning, and the final call to action.
import { env } from '@/config/app-env';
import { mailto } from '@/config/paths';
import { RISK_DISCLAIMER } from '@/components/risk';
import { AuthButtons } from './auth-buttons';
import { FAQ } from './content';
import styles from './landing.module.css';

export function Faq() {
  const { supportEmail } = env.brand;
  return (
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
  );
}

export function RiskWarning() {
  return (
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
  );
}

export function FinalCta() {
  return (
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
  );
}
