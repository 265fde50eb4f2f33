import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthContext, useAuth, type AuthContextValue } from './auth-context';

function WhoAmI() {
  const { user, userData } = useAuth();
  return (
    <p>
      {user ? 'signed in' : 'signed out'} / {userData?.firstName ?? 'no profile'}
    </p>
  );
}

describe('useAuth', () => {
  it('throws outside an AuthProvider', () => {
    expect(() => renderToString(<WhoAmI />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('reads the provided value', () => {
    const value: AuthContextValue = {
      user: null,
      userData: null,
      profileLoading: false,
      accessChanged: false,
      known: true,
      expectUser: false,
      connect: () => undefined,
      signOut: () => Promise.resolve(),
    };
    expect(
      renderToString(
        <AuthContext.Provider value={value}>
          <WhoAmI />
        </AuthContext.Provider>,
      ),
    ).toBe('<p>signed out<!-- --> / <!-- -->no profile</p>');
  });
});
