// The heading block a signed-in screen opens with (docs/product.md §2): the title, a muted line under it
// and the screen's actions on the right, wrapping under the title on a narrow screen. One layout for
// every screen instead of a copy of the same CSS in each feature.
import type { ReactNode } from 'react';
import styles from './layout.module.css';

export function PageHeader({
  back,
  title,
  children,
  actions,
}: {
  /** A way back, above the title (e.g. a link to the dashboard). */
  back?: ReactNode;
  title: ReactNode;
  /** The muted line under the title. */
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.pageHeader}>
      <div>
        {back}
        <h1 className={styles.pageTitle}>{title}</h1>
        {children ? <p className={styles.pageSubtitle}>{children}</p> : null}
      </div>
      {actions ? <div className={styles.pageActions}>{actions}</div> : null}
    </header>
  );
}
