import { createContext, useContext } from 'react';
import type { User } from 'firebase/auth';
import type { UserProfile } from './user-profile';

export interface AuthContextValue {
  /** The Firebase user, or null when signed out. */
  user: User | null;
  /** users/{uid}, or null while loading, when missing, or when the read failed (failures are logged). */
  userData: UserProfile | null;
  /** True until the first profile snapshot (or its failure) after a sign-in. */
  profileLoading: boolean;
  /** True after the session was ended because the user's roles changed (until the next sign-in). */
  accessChanged: boolean;
  /**
   * False until Firebase reported the first auth state. Firebase loads only when needed
   * (auth-provider.tsx); until then `user` is null, and a guard that needs the truth waits.
   */
  known: boolean;
  /** This browser was signed in last time (session-hint.ts): the auth state will likely be a user. */
  expectUser: boolean;
  /** Loads Firebase and follows the auth state from now on (once; later calls do nothing). */
  connect: () => void;
  /** `notice`: what the sign-in page says next (e.g. after an account deletion). */
  signOut: (notice?: string) => Promise<void>;
}

/** The auth state itself, as the provider keeps it. */
export type AuthState = Pick<AuthContextValue, 'known' | 'user' | 'userData' | 'profileLoading' | 'accessChanged'>;

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
