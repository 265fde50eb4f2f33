// Route guards (docs/product.md §2). The auth state may not be known yet (Firebase loads on demand,
// lib/auth/auth-provider.tsx): a guard that needs the answer asks for it and waits with 'Loading...'.
// The sign-in page alone shows at once to a browser that was not signed in last time, and does not
// ask: Firebase would race the page's own chunk, so the page connects when the visitor uses its form.
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { Loading } from '@/components/status';
import {
  adminAccess,
  signedInAccess,
  signedOutAccess,
  technicalAdminAccess,
  type Access,
  type AccessInput,
} from './access';

function Guard({ rule, waitForAuth }: { rule: (input: AccessInput) => Access; waitForAuth: boolean }) {
  const { user, userData, profileLoading, accessChanged, known, connect } = useAuth();
  useEffect(() => {
    if (waitForAuth) connect();
  }, [connect, waitForAuth]);
  if (!known && waitForAuth) return <Loading />;
  const access = rule({ signedIn: user !== null, profileLoading, userData, accessChanged });
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (access.kind === 'loading') return <Loading />;
  return <Outlet />;
}

export const RequireAuth = () => <Guard rule={signedInAccess} waitForAuth />;
export function RedirectIfSignedIn() {
  return <Guard rule={signedOutAccess} waitForAuth={useAuth().expectUser} />;
}
export const RequireAdmin = () => <Guard rule={adminAccess} waitForAuth />;
export const RequireTechnicalAdmin = () => <Guard rule={technicalAdminAccess} waitForAuth />;
