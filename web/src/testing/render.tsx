// Renders a screen or a part the way the app mounts it: inside a router (at a chosen URL) and an
// AuthContext with the signed-in user the test describes. Only the component tests import this.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import type { UserProfile } from '@/lib/auth';

export interface RenderOptions {
  /** The URL the router starts at (path and hash). */
  url?: string;
  /** The signed-in user's uid; null renders signed out. */
  uid?: string | null;
  profile?: UserProfile | null;
}

/** The Firebase user as the screens read it: only the uid matters to them. */
function signedInUser(uid: string): User {
  return { uid } as User;
}

export function authValue(options: RenderOptions): AuthContextValue {
  const uid = options.uid === undefined ? 'user-1' : options.uid;
  return {
    user: uid === null ? null : signedInUser(uid),
    userData: options.profile ?? null,
    profileLoading: false,
    accessChanged: false,
    known: true,
    expectUser: uid !== null,
    connect: () => undefined,
    signOut: () => Promise.resolve(),
  };
}

export function renderInApp(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={authValue(options)}>
      <MemoryRouter initialEntries={[options.url ?? '/']}>{children}</MemoryRouter>
    </AuthContext.Provider>
  );
  return render(ui, { wrapper });
}
