// Figures side by side (docs/product.md §2 technical admin dashboard): as many cards in a row as fit at
// 200 px or more each, wrapping on a narrow screen.
import type { ReactNode } from 'react';
import styles from './layout.module.css';

export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className={styles.statGrid}>
      {children}
    </section>
  );
}
