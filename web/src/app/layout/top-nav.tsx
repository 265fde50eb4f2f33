// Public top navigation (docs/product.md §2): Home on the auth screens; Sign In / Register when signed out.
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { BrandLogo } from '@/components/brand-logo';
import styles from './layout.module.css';

const AUTH_SCREENS: readonly string[] = [paths.login, paths.register, paths.resetPassword];
/** The landing's sections, linked from the bar on a wide screen. */
const SECTION_LINKS = [
  { href: '#features', label: 'Features' },
  { href: '#how-it-works', label: 'How it works' },
  { href: '#subscriptions', label: 'Subscriptions' },
  { href: '#faq', label: 'FAQ' },
] as const;

export function TopNav() {
  const { user, known, expectUser } = useAuth();
  const { pathname } = useLocation();
  const onAuthScreen = AUTH_SCREENS.includes(pathname);
  const onLanding = pathname === paths.home;

  return (
    <header className={styles.topBar}>
      <nav className={`container ${styles.nav}`} aria-label="Main">
        <Link to={paths.home} className={styles.brandLink}>
          <BrandLogo />
          <span className="visually-hidden"> home</span>
        </Link>
        {onLanding ? (
          <ul className={styles.sectionLinks}>
            {SECTION_LINKS.map(({ href, label }) => (
              <li key={href}>
                <a href={href} className={styles.navLink}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {/* A browser signed in last time keeps the buttons' place, unseen, until Firebase answers. */}
        <div className={`${styles.navActions} ${!known && expectUser ? 'unseen' : ''}`}>
          {onAuthScreen ? (
            <Link to={paths.home} className="btn btn-ghost-dark">
              Home
            </Link>
          ) : null}
          {!onAuthScreen && user ? (
            <Link to={paths.dashboard} className="btn btn-primary">
              Dashboard
            </Link>
          ) : null}
          {!onAuthScreen && !user ? (
            <>
              <Link to={paths.login} className="btn btn-ghost-dark">
                Sign In
              </Link>
              <Link to={paths.register} className="btn btn-primary">
                Register
              </Link>
            </>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
