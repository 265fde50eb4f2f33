import { TermsContent } from '@/components/terms/terms-content';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './terms.module.css';

export default function TermsPage() {
  useDocumentTitle('Terms and Conditions');
  return (
    <div className={`container ${styles.page}`}>
      <article className={styles.article} aria-labelledby="terms-title">
        <h1 id="terms-title">Terms and Conditions</h1>
        <TermsContent headingLevel={2} />
      </article>
    </div>
  );
}
