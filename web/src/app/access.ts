// Route access rules (docs/product.md §2) as pure decisions, so they are unit-tested without a browser.
// The guards in guards.tsx only translate a decision into <Navigate>, 'Loading...' or <Outlet>.
import { paths } from '@/config/paths';
import type { UserProfile } from '@/lib/auth';

export type Access = { kind: 'allow' } | { kind: 'loading' } | { kind: 'redirect'; to: string };

export interface AccessInput {
  signedIn: boolean;
  profileLoading: boolean;
  userData: UserProfile | null;
  /** The session just ended because the user's roles changed: they are sent to sign in again. */
  accessChanged?: boolean;
}

const allow: Access = { kind: 'allow' };
const loading: Access = { kind: 'loading' };
const redirect = (to: string): Access => ({ kind: 'redirect', to });

/** Signed-in routes: no user -> / (/login after a role change), profile still loading -> 'Loading...'. */
export function signedInAccess({ signedIn, profileLoading, accessChanged }: AccessInput): Access {
  if (!signedIn) return redirect(accessChanged ? paths.login : paths.home);
  return profileLoading ? loading : allow;
}

/** /login: a signed-in user goes to /dashboard. */
export function signedOutAccess({ signedIn }: AccessInput): Access {
  return signedIn ? redirect(paths.dashboard) : allow;
}

/** /admin: signed-out visitors -> /login, non-admins -> /dashboard. */
export function adminAccess({ signedIn, profileLoading, userData }: AccessInput): Access {
  if (!signedIn) return redirect(paths.login);
  if (profileLoading) return loading;
  return userData?.isAdmin ? allow : redirect(paths.dashboard);
}

/** /admin/technical (inside an admin route): isAdmin and isTechnicalAdmin, otherwise /admin. */
export function technicalAdminAccess({ userData }: AccessInput): Access {
  return userData?.isAdmin && userData.isTechnicalAdmin ? allow : redirect(paths.admin);
}
