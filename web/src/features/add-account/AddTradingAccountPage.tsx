// Phase 2 builds the connect flow here (affiliation check, server search, connect) on the functions
// API contract. The route, its guards and the static help below are final.
import { env } from '@/config/app-env';
import { mailto, paths } from '@/config/paths';
import { PendingScreen } from '@/components/PendingScreen';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AddTradingAccountPage() {
  useDocumentTitle('Add Trading Account');
  const { partnerCode, supportEmail } = env.brand;
  return (
    <PendingScreen title="Add Trading Account" backTo={paths.dashboard} backLabel="Back to Dashboard">
      <section className="card" aria-labelledby="affiliated-title">
        <h2 id="affiliated-title">How do I create an affiliated account?</h2>
        <ol>
          <li>
            Open a new MetaTrader 5 account through our affiliate link using the partner code{' '}
            <strong className="partner-code">{partnerCode}</strong>, or
          </li>
          <li>
            add a new account inside your existing broker profile using the partner code{' '}
            <strong className="partner-code">{partnerCode}</strong>.
          </li>
        </ol>
        <h2>Where do I find my account number and server?</h2>
        <p>
          Both are in the e-mail your broker sent when the account was opened, and in MetaTrader 5 under File,
          Login to Trade Account. Server names are case-sensitive: enter them exactly as shown.
        </p>
        <p>
          Still stuck? Contact <a href={mailto(supportEmail)}>{supportEmail}</a>.
        </p>
      </section>
    </PendingScreen>
  );
}
