// Navigation of the signed-in area (docs/product.md §2 /dashboard): Dashboard, Add Trading Account (only with an
// active subscription), Admin Panel (admins only), the notifications bell (README "Copy health"), Sign out
// (then /). Below 900 px the links fold behind a Menu button, so the bar stays one row on a phone.
import { useId, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasActiveSubscription, useAuth } from '@/lib/auth';
import { BrandLogo } from '@/components/brand-logo';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { liveNotificationsMachine } from '@/features/notifications/notifications-channel';
import styles from './layout.module.css';

function navClass({ isActive }: { isActive: boolean }): string {
  return isActive ? `${styles.navLink} ${styles.navLinkActive}` : (styles.navLink ?? '');
}

export function AppNav() {
  const { user, userData, signOut } = useAuth();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const listId = useId();
  const closeMenu = () => setMenuOpen(false);

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
        {/* The bell stays outside the folding list: an unread count must show on a phone too. */}
        {user ? <NotificationBell key={user.uid} uid={user.uid} machine={liveNotificationsMachine} /> : null}
        <button
          type="button"
          className={`btn btn-ghost-dark ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls={listId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <ul
          id={listId}
          className={`${styles.navList} ${styles.appNavList}`}
          data-open={menuOpen}
          onClick={closeMenu}
        >
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
