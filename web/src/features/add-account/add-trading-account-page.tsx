// Add trading account (docs/product.md §2): the route's entry; the screen itself lives in ./connect-screen.
// Without an active subscription the page says why (docs/product.md §5) instead of redirecting silently.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { env } from '@/config/app-env';
import { paths } from '@/config/paths';
import { NoSubscriptionNotice } from '@/components/no-subscription-notice';
import { hasActiveSubscription, useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { liveConnectMachine } from './api';
import { ConnectScreen } from './connect-screen';
import { VerifyEmailNotice } from './verify-email-notice';

export default function AddTradingAccountPage() {
  useDocumentTitle('Add Trading Account');
  const { user, userData } = useAuth();
  const [verified, setVerified] = useState(user?.emailVerified ?? false);
  if (!user) return null; // the route guard guarantees a user
  if (!hasActiveSubscription(userData)) {
    return (
      <div className="container">
        <h1>Add Trading Account</h1>
        <NoSubscriptionNotice />
        <Link to={paths.dashboard} className="btn btn-secondary">
          Back to Dashboard
        </Link>
      </div>
    );
  }
  if (!verified) return <VerifyEmailNotice user={user} onVerified={() => setVerified(true)} />;
  return <ConnectScreen uid={user.uid} brandName={env.brand.name} machine={liveConnectMachine} />;
}
