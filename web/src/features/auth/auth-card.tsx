// The card the sign-in and reset-password pages are built on (docs/product.md §2 /login,
// /reset-password): the heading that names the card, the line under it, the page's messages and form,
// and the link to the other page below.
import type { ReactNode } from 'react';
import styles from './auth.module.css';

export function AuthCard({
  id,
  title,
  subtitle,
  footer,
  children,
}: {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  subtitle: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={id}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
        <p className={styles.footer}>{footer}</p>
      </section>
    </div>
  );
}
