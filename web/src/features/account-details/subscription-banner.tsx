// The account screen's subscription banner: plan, status and expiry, or why copying is unavailable.
import { isSubscriptionActive, SUBSCRIPTION_NOT_ACTIVE } from '@copydesk/functions/product-rules';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format';

export const INACTIVE_SUBSCRIPTION = SUBSCRIPTION_NOT_ACTIVE;

export function SubscriptionBanner() {
  const { userData } = useAuth();
  const subscription = userData?.subscription ?? null;
  if (!subscription) {
    return (
      <p className="alert alert-error" role="status">
        {INACTIVE_SUBSCRIPTION}
      </p>
    );
  }
  const active = isSubscriptionActive(subscription);
  return (
    <div className={`alert ${active ? 'alert-success' : 'alert-error'}`} role="status">
      <strong>
        {subscription.planName} - {subscription.status}
      </strong>{' '}
      <span>(expires {formatDate(subscription.expiresAt)})</span>
      {active ? null : <p>{INACTIVE_SUBSCRIPTION}</p>}
    </div>
  );
}
