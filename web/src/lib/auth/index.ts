export { useAuth, type AuthContextValue } from './auth-context';
export { hasActiveSubscription, type Subscription, type SubscriptionStatus, type UserProfile } from './user-profile';
