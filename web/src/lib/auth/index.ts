export { useAuth, type AuthContextValue } from './auth-context';
export { hasActiveSubscription, type Subscription, type SubscriptionStatus, type UserProfile } from './user-profile';
export { ACCESS_CHANGED_MESSAGE } from './access-changed';
