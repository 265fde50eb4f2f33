// Owns the authentication state. The Firebase SDK is not in the entry chunk (docs/architecture.md,
// front-end performance budget): ./auth-session.ts, which follows the auth state and the profile,
// is loaded at once when this browser was signed in last time or the first page is not a public one,
// and otherwise when a screen asks for it (the guards of signed-in pages, the sign-in screen once its
// form is used). A visitor who never signed in reads the public pages without it; until Firebase
// answers, `known` is false and `user` null.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PUBLIC_PAGES } from '@/config/site-files';
import type { AuthSession } from './auth-session';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { IDLE_NOTICE, idleSessionKey, watchIdle } from './idle-sign-out';
import { hadSession } from './session-hint';

const INITIAL: AuthState = {
  known: false,
  user: null,
  userData: null,
  profileLoading: false,
  accessChanged: false,
};

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(INITIAL);
  const [expectUser] = useState(hadSession);
  const session = useRef<Promise<AuthSession> | undefined>(undefined);

  const connect = useCallback((): Promise<AuthSession> => {
    if (session.current) return session.current;
    const loading = import('./auth-session').then((module) => module.startSession(setState));
    session.current = loading;
    loading.catch((error: unknown) => {
      // The chunk did not load (a network blip, or a deploy replaced it): a later screen may retry.
      console.error('Loading the sign-in service failed:', error);
      if (session.current === loading) session.current = undefined;
    });
    return loading;
  }, []);

  useEffect(() => {
    if (expectUser || !PUBLIC_PAGES.includes(window.location.pathname)) void connect();
    return () => {
      void session.current?.then((started) => started.stop());
      session.current = undefined;
    };
  }, [connect, expectUser]);

  const connectNow = useCallback(() => void connect(), [connect]);
  const signOut = useCallback(
    (notice?: string) => connect().then((started) => started.signOut(notice)),
    [connect],
  );

  // Admin sessions end after 30 minutes idle, counted across reloads (idle-sign-out.ts).
  const idleSession = state.userData?.isAdmin === true && state.user ? idleSessionKey(state.user) : null;
  useEffect(() => {
    if (!idleSession) return undefined;
    return watchIdle(() => void signOut(IDLE_NOTICE), idleSession);
  }, [idleSession, signOut]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      expectUser,
      connect: connectNow,
      // The notice is what the login page says next (idle sign-out, Delete my account): it must reach it.
      signOut: (notice?: string) => signOut(notice),
    }),
    [state, expectUser, connectNow, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
