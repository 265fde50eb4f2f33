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
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
