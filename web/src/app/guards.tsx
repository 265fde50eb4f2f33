// Route guards (docs/product.md §2). They run inside AuthProvider, which renders nothing until the first auth
// state is known, so "auth loading" never reaches them; the profile may still be loading.
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { Loading } from '@/components/status';
import {
  adminAccess,
  signedInAccess,
  signedOutAccess,
  technicalAdminAccess,
  type Access,
  type AccessInput,
} from './access';

function Guard({ rule }: { rule: (input: AccessInput) => Access }) {
  const { user, userData, profileLoading, accessChanged } = useAuth();
  const access = rule({ signedIn: user !== null, profileLoading, userData, accessChanged });
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (access.kind === 'loading') return <Loading />;
  return <Outlet />;
}

export const RequireAuth = () => <Guard rule={signedInAccess} />;
export const RedirectIfSignedIn = () => <Guard rule={signedOutAccess} />;
export const RequireAdmin = () => <Guard rule={adminAccess} />;
export const RequireTechnicalAdmin = () => <Guard rule={technicalAdminAccess} />;
