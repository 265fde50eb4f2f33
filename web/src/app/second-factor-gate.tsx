// The admin pages need a session signed in with a second factor (docs/product.md §9): the server and
// the rules refuse admin work without one, so the pages say so up front and show the way: set up a
// factor on the Security page, or sign in again with the one already enrolled.
import { useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Loading } from '@/components/status';
import { useAuth } from '@/lib/auth';
import { adminSessionState, type AdminSessionState } from '@/lib/auth/second-factor-enrolment';

export function RequireSecondFactor() {
  const { user, signOut } = useAuth();
  const [state, setState] = useState<AdminSessionState | null>(null);

  useEffect(() => {
    let current = true;
    if (user)
      adminSessionState(user).then(
        (value) => current && setState(value),
        () => current && setState('set-up'),
      );
    return () => {
      current = false;
    };
  }, [user]);

  if (!user || state === null) return <Loading />;
  if (state === 'trusted') return <Outlet />;
  // A factor counts once trusted through the e-mail link on the Security page (docs/product.md §9).
  const hasFactor = state === 'sign-in-again';
  return (
    <div className="container">
      <section className="card" aria-labelledby="second-factor-title">
        <h1 id="second-factor-title">Second factor required</h1>
        <p>Administrators sign in with a code sent to their phone as well as their password.</p>
        {hasFactor ? (
          <>
            <p>Sign out, then sign in again and enter the code we send to your phone.</p>
            <button type="button" className="btn btn-primary" onClick={() => void signOut()}>
              Sign out and sign in again
            </button>
          </>
        ) : (
          <Link to={paths.security} className="btn btn-primary">
            Set up a second factor
          </Link>
        )}
      </section>
    </div>
  );
}
