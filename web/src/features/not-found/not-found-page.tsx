import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './not-found.module.css';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className="btn btn-primary">
        Go to home page
      </Link>
    </div>
  );
}
