// The Firebase side of the auth state, a lazy chunk (auth-provider.tsx loads it when a screen needs
// it): follows the auth state and the profile document users/{uid} live (so a profile written just
// after sign-up, or a subscription changed by an admin, shows up without a reload). A role change
// ends the session (./access-changed): sign out, and the login page says why.
import { onAuthStateChanged, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { effectiveRoles, type Roles } from '@copydesk/functions/product-rules';
import { env } from '@/config/app-env';
import { auth } from '@/lib/firebase';
import { loadFirestore } from '@/lib/firestore';
import { endSession } from '@/lib/session-store';
import { onAccessChanged, reportAccessChanged, rolesDiffer } from './access-changed';
import type { AuthState } from './auth-context';
import { forgetActivity, leaveSignOutNotice } from './idle-sign-out';
import { rememberSession } from './session-hint';
import { toUserProfile, type UserProfile } from './user-profile';

type SetState = (update: (prev: AuthState) => AuthState) => void;

export interface AuthSession {
  stop(): void;
  /** Signs out leaving nothing behind, with an optional reason for the login page. */
  signOut(notice?: string): Promise<void>;
}

function logProfileError(error: unknown): void {
  console.error('Error fetching user data:', error);
}

/** Follows users/{uid}; calls settle with each profile (null when missing or unreadable). */
function followProfile(user: User, settle: (profile: UserProfile | null) => void, isCurrent: () => boolean) {
  let stop: (() => void) | undefined;
  let stopped = false;
  let startedWith: Roles | null = null;
  const onProfile = (data: unknown) => {
    if (startedWith && rolesDiffer(startedWith, data)) return reportAccessChanged();
    startedWith ??= effectiveRoles(data as Record<string, unknown>);
    settle(toUserProfile(data));
  };
  loadFirestore()
    .then(({ db, sdk }) => {
      if (stopped || !isCurrent()) return;
      stop = sdk.onSnapshot(
        sdk.doc(db, 'users', user.uid),
        (snapshot) => {
          if (!snapshot.exists()) return settle(null);
          const email = (snapshot.data() as { email?: unknown }).email;
          // After a verified e-mail change the profile follows the sign-in e-mail (the rules accept no
          // other address).
          if (user.email && email !== user.email)
            sdk
              .updateDoc(snapshot.ref, { email: user.email, updatedAt: sdk.serverTimestamp() })
              .catch(logProfileError);
          return onProfile(snapshot.data());
        },
        (error) => {
          logProfileError(error);
          settle(null);
        },
      );
    })
    .catch((error: unknown) => {
      logProfileError(error);
      settle(null);
    });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Ends the session on the server before the browser forgets it (docs/architecture.md §5): the refresh
 * tokens are revoked (revokeMySessions), so a copied refresh token no longer gives a session. A plain
 * fetch, not the typed client, keeps the contract out of this chunk. A failure still signs out here.
 */
async function revokeRefreshTokens(user: User | null): Promise<void> {
  if (!user) return;
  try {
    const token = await user.getIdToken();
    await fetch(`${env.functionsBaseUrl.replace(/\/+$/, '')}/revokeMySessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
  } catch (error) {
    console.error('Ending the session on the server failed:', error);
  }
}

export function startSession(setState: SetState): AuthSession {
  let generation = 0;
  let stopProfile: (() => void) | undefined;
  const dropProfile = () => {
    stopProfile?.();
    stopProfile = undefined;
  };

  const stopAuth = onAuthStateChanged(auth, (user) => {
    generation += 1;
    const current = generation;
    dropProfile();
    rememberSession(user !== null);
    if (!user) {
      setState((prev) => ({ ...prev, known: true, user: null, userData: null, profileLoading: false }));
      return;
    }
    setState(() => ({ known: true, user, userData: null, profileLoading: true, accessChanged: false }));
    const settle = (userData: UserProfile | null) => {
      if (current === generation) setState((prev) => ({ ...prev, userData, profileLoading: false }));
    };
    stopProfile = followProfile(user, settle, () => current === generation);
  });

  const stopAccessWatch = onAccessChanged((notice) => {
    if (!auth.currentUser) return;
    if (notice) {
      void session.signOut(notice);
      return;
    }
    dropProfile();
    setState((prev) => ({ ...prev, accessChanged: true }));
    firebaseSignOut(auth).catch((error: unknown) => console.error('Error signing out:', error));
  });

  const session: AuthSession = {
    stop() {
      generation += 1;
      stopAuth();
      dropProfile();
      stopAccessWatch();
    },
    /**
     * Signing out leaves nothing of the session behind (docs/architecture.md §5): sessionStorage (an admin's cached
     * user list) is emptied, and a full page load drops every profile, list and cache held in memory.
     * The profile listener stops first, so it never sees a permission error.
     */
    async signOut(notice) {
      dropProfile();
      await revokeRefreshTokens(auth.currentUser);
      await firebaseSignOut(auth);
      rememberSession(false);
      forgetActivity();
      endSession();
      if (notice) leaveSignOutNotice(notice);
      window.location.assign('/');
    },
  };
  return session;
}
