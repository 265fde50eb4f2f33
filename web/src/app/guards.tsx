// Route guards (SPEC §2). They run inside AuthProvider, which renders nothing until the first auth
// state is known, so "auth loading" never reaches them; the profile may still be loading.
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasActiveSubscription, useAuth } from '@/lib/auth';
import { Loading } from '@/components/Status';

/** Signed-in routes: no user -> /, profile still loading -> 'Loading...'. */
export function RequireAuth() {
  const { user, profileLoading } = useAuth();
  if (!user) return <Navigate to={paths.home} replace />;
  if (profileLoading) return <Loading />;
  return <Outlet />;
}

/** /add-trading-account: an active subscription is required, otherwise back to the dashboard. */
export function RequireActiveSubscription() {
  const { userData } = useAuth();
  if (!hasActiveSubscription(userData)) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/** /login: a signed-in user goes straight to the dashboard. */
export function RedirectIfSignedIn() {
  const { user } = useAuth();
  if (user) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/** /admin: signed-out visitors go to /login, signed-in non-admins to /dashboard. */
export function RequireAdmin() {
  const { user, userData, profileLoading } = useAuth();
  if (!user) return <Navigate to={paths.login} replace />;
  if (profileLoading) return <Loading />;
  if (!userData?.isAdmin) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/** /admin/technical: needs isAdmin and isTechnicalAdmin, otherwise back to /admin. Nest inside RequireAdmin. */
export function RequireTechnicalAdmin() {
  const { userData } = useAuth();
  if (!userData?.isTechnicalAdmin) return <Navigate to={paths.admin} replace />;
  return <Outlet />;
}
