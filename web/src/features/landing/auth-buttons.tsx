// The landing page's calls to action: Register and Sign In, or Go to Dashboard once signed in.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import styles from './landing.module.css';

export function AuthButtons({ tone }: { tone: 'dark' | 'light' }) {
  const { user, known, expectUser } = useAuth();
  if (user) {
    return (
      <div className={styles.ctaRow}>
        <Link to={paths.dashboard} className="btn btn-primary btn-lg">
          Go to Dashboard
        </Link>
      </div>
    );
  }
  // A browser signed in last time keeps the row's place, unseen, until Firebase answers (no shift).
  return (
    <div className={`${styles.ctaRow} ${!known && expectUser ? 'unseen' : ''}`}>
      <Link to={paths.register} className="btn btn-primary btn-lg">
        Register
      </Link>
      <Link to={paths.login} className={`btn btn-lg ${tone === 'dark' ? 'btn-ghost-dark' : 'btn-secondary'}`}>
        Sign In
      </Link>
    </div>
  );
}
