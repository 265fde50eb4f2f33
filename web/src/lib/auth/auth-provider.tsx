// Owns the authentication state. Renders nothing until Firebase reports the first auth state, then
// follows the profile document users/{uid} live (so a profile written just after sign-up, or a
// subscription changed by an admin, shows up without a reload). Firestore is loaded lazily here.
// A role change ends the session (./access-changed): sign out, and the login page says why.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { onAuthStateChanged, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { effectiveRoles, type Roles } from '@copydesk/functions/rules';
import { auth } from '@/lib/firebase';
import { loadFirestore } from '@/lib/firestore';
import { endSession } from '@/lib/session-store';
import { onAccessChanged, reportAccessChanged, rolesDiffer } from './access-changed';
import { AuthContext, type AuthContextValue } from './auth-context';
import { IDLE_NOTICE, leaveSignOutNotice, watchIdle } from './idle-sign-out';
import { toUserProfile, type UserProfile } from './user-profile';

interface AuthState {
  initializing: boolean;
  user: User | null;
  userData: UserProfile | null;
  profileLoading: boolean;
  accessChanged: boolean;
}

const INITIAL: AuthState = {
  initializing: true,
  user: null,
  userData: null,
  profileLoading: false,
  accessChanged: false,
};

function logProfileError(error: unknown): void {
  console.error('Error fetching user data:', error);
}

/**
 * Signing out leaves nothing of the session behind (issue 16): sessionStorage (an admin's cached user
 * list) is emptied, and a full page load drops every profile, list and cache held in memory.
 */
async function signOutAndForget(stopProfile: () => void, notice?: string): Promise<void> {
  stopProfile();
  await firebaseSignOut(auth);
  endSession();
  if (notice) leaveSignOutNotice(notice);
  window.location.assign('/');
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(INITIAL);
  /** Stops the live profile listener; signOut calls it first so the listener never sees a permission error. */
  const stopProfileRef = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    let generation = 0;
    const stopProfile = () => {
      stopProfileRef.current?.();
      stopProfileRef.current = undefined;
    };

    const stopAuth = onAuthStateChanged(auth, (user) => {
      generation += 1;
      const current = generation;
      stopProfile();

      if (!user) {
        setState((prev) => ({ ...prev, initializing: false, user: null, userData: null, profileLoading: false }));
        return;
      }
      setState({ initializing: false, user, userData: null, profileLoading: true, accessChanged: false });

      let startedWith: Roles | null = null;
      const settle = (userData: UserProfile | null) => {
        if (current === generation) setState((prev) => ({ ...prev, userData, profileLoading: false }));
      };
      const onProfile = (data: unknown) => {
        if (startedWith && rolesDiffer(startedWith, data)) return reportAccessChanged();
        startedWith ??= effectiveRoles(data as Record<string, unknown>);
        settle(toUserProfile(data));
      };
      loadFirestore()
        .then(({ db, sdk }) => {
          if (current !== generation) return;
          stopProfileRef.current = sdk.onSnapshot(
            sdk.doc(db, 'users', user.uid),
            (snapshot) => {
              if (!snapshot.exists()) return settle(null);
              const email = (snapshot.data() as { email?: unknown }).email;
              // After a verified e-mail change the profile follows the sign-in e-mail (the rules
              // accept no other address).
              if (user.email && email !== user.email)
                sdk
                  .updateDoc(snapshot.ref, { email: user.email, updatedAt: sdk.serverTimestamp() })
                  .catch(logProfileError);
              return onProfile(snapshot.data());
            },
            (error) => {
              if (current !== generation) return;
              logProfileError(error);
              settle(null);
            },
          );
        })
        .catch((error: unknown) => {
          if (current !== generation) return;
          logProfileError(error);
          settle(null);
        });
    });

    const stopAccessWatch = onAccessChanged(() => {
      if (!auth.currentUser) return;
      stopProfile();
      setState((prev) => ({ ...prev, accessChanged: true }));
      firebaseSignOut(auth).catch((error: unknown) => console.error('Error signing out:', error));
    });

    return () => {
      generation += 1;
      stopAuth();
      stopProfile();
      stopAccessWatch();
    };
  }, []);

  const isAdmin = state.userData?.isAdmin === true;
  const stopProfileNow = () => {
    stopProfileRef.current?.();
    stopProfileRef.current = undefined;
  };
  // Admin sessions end after 30 minutes idle (idle-sign-out.ts).
  useEffect(() => {
    if (!isAdmin) return undefined;
    return watchIdle(() => void signOutAndForget(stopProfileNow, IDLE_NOTICE));
  }, [isAdmin]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      userData: state.userData,
      profileLoading: state.profileLoading,
      accessChanged: state.accessChanged,
      signOut: () => signOutAndForget(stopProfileNow),
    }),
    [state.user, state.userData, state.profileLoading, state.accessChanged],
  );

  if (state.initializing) return null;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
