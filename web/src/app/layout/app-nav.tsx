// Navigation of the signed-in area (docs/product.md §2 /dashboard): Dashboard, Add Trading Account (only with an
// active subscription), Admin Panel (admins only), Sign out (then /).
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasActiveSubscription, useAuth } from '@/lib/auth';
import { BrandLogo } from '@/components/brand-logo';
import styles from './layout.module.css';

function navClass({ isActive }: { isActive: boolean }): string {
  return isActive ? `${styles.navLink} ${styles.navLinkActive}` : (styles.navLink ?? '');
}

export function AppNav() {
  const { userData, signOut } = useAuth();
  const navigate = useNavigate();

  const handleSignOut = async () => {
    try {
      await signOut();
      await navigate(paths.home);
    } catch (error) {
      console.error('Error signing out:', error);
    }
  };

  return (
    <header className={styles.topBar}>
      <nav className={`container ${styles.nav}`} aria-label="Main">
        <Link to={paths.dashboard} className={styles.brandLink}>
          <BrandLogo />
          <span className="visually-hidden"> dashboard</span>
        </Link>
        <ul className={styles.navList}>
          <li>
            <NavLink to={paths.dashboard} className={navClass} end>
              Dashboard
            </NavLink>
          </li>
          {hasActiveSubscription(userData) ? (
            <li>
              <NavLink to={paths.addTradingAccount} className={navClass}>
                Add Trading Account
              </NavLink>
            </li>
          ) : null}
          {userData?.isAdmin ? (
            <li>
              <NavLink to={paths.admin} className={navClass}>
                Admin Panel
              </NavLink>
            </li>
          ) : null}
          <li>
            <NavLink to={paths.security} className={navClass}>
              Security
            </NavLink>
          </li>
          <li>
            <button type="button" className="btn btn-ghost-dark" onClick={handleSignOut}>
              Sign out
            </button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
