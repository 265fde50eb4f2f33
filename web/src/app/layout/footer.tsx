import { useState } from 'react';
import { Link } from 'react-router-dom';
import { env } from '@/config/app-env';
import { mailto, paths } from '@/config/paths';
import { BrandLogo } from '@/components/brand-logo';
import { TermsDialog } from '@/components/terms/terms-dialog';
import { RISK_DISCLAIMER } from '@/components/risk';
import styles from './layout.module.css';

export function Footer() {
  const [termsOpen, setTermsOpen] = useState(false);
  const { name, mainSiteUrl, supportEmail } = env.brand;
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerGrid}`}>
        <div className={styles.footerBrand}>
          <Link to={paths.home} className={styles.brandLink}>
            <BrandLogo />
            <span className="visually-hidden"> home</span>
          </Link>
          <p className={styles.footerTagline}>Automated forex copy trading for MetaTrader 5 accounts.</p>
          {env.social.length > 0 ? (
            <ul className={styles.socialList} aria-label="Social media">
              {env.social.map((link) => (
                <li key={link.network}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                    {link.network}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <h2 className={styles.footerHeading}>Company</h2>
          <ul className={styles.footerLinks}>
            <li>
              <a href={mainSiteUrl} target="_blank" rel="noopener noreferrer">
                Main website<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={mailto(supportEmail)}>{supportEmail}</a>
            </li>
            <li>
              <button type="button" className={styles.footerButton} onClick={() => setTermsOpen(true)}>
                Terms &amp; Conditions
              </button>
            </li>
          </ul>
        </div>
        <div className={styles.footerRisk}>
          <h2 className={styles.footerHeading}>Risk disclaimer</h2>
          <p>{RISK_DISCLAIMER}</p>
        </div>
      </div>
      <div className={`container ${styles.footerBottom}`}>
        <p>
          © {year} {name}. All rights reserved.
        </p>
      </div>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </footer>
  );
}
