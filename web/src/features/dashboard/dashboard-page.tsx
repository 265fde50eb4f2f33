// The dashboard (docs/product.md §2 /dashboard): subscription state, benefits, management hours, the guide, and
// the user's trading accounts, and the e-mail preferences of copy-health notifications.
import { PageHeader } from '@/components/layout/page-header';
import { fromPromise } from 'xstate';
import { MANAGEMENT_HOURS_NOTICE } from '@copydesk/functions/product-rules';
import { hasActiveSubscription, useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsSection } from './accounts-section';
import { accountsMachine } from './accounts.machine';
import { fetchTradingAccounts } from './api';
import { EmailPreferences } from './email-preferences';
import { liveEmailPreferencesMachine } from './email-preferences-api';
import { HelpGuide } from './help-guide';
import { BenefitsBox, SubscriptionCard } from './subscription-panel';
import type { TradingAccount } from './trading-account';
import styles from './dashboard.module.css';

const machine = accountsMachine.provide({
  actors: {
    loadAccounts: fromPromise<TradingAccount[], { uid: string }>(({ input }) =>
      fetchTradingAccounts(input.uid),
    ),
  },
});

export const MANAGEMENT_HOURS = MANAGEMENT_HOURS_NOTICE;

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user, userData } = useAuth();
  const subscription = userData?.subscription ?? null;
  const active = hasActiveSubscription(userData);

  if (!user) return null; // the route guard guarantees a user

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader title={userData?.firstName ? `Welcome, ${userData.firstName}` : 'Welcome'}>
        Your subscription and trading accounts at a glance.
      </PageHeader>

      {!subscription ? (
        <div className="alert alert-warning" role="status">
          <strong>You don&apos;t have an active subscription.</strong> Get a subscription on our main website
          to connect a trading account. Activation may take up to 8 hours after purchase.
        </div>
      ) : null}
      {subscription?.status === 'expired' ? (
        <div className="alert alert-error" role="status">
          <strong>Your subscription has expired.</strong> Your trading account stays listed but is inactive
          until you renew your subscription.
        </div>
      ) : null}

      <div className={styles.topGrid}>
        <SubscriptionCard subscription={subscription} />
        <BenefitsBox active={active} />
      </div>

      <p className="alert alert-info">{MANAGEMENT_HOURS}</p>

      <HelpGuide />

      <AccountsSection uid={user.uid} canAdd={active} closeOnly={!active} machine={machine} />

      <EmailPreferences uid={user.uid} machine={liveEmailPreferencesMachine} />
    </div>
  );
}
