// Route table (SPEC §2). The landing page is in the entry chunk; every other screen is a lazy chunk,
// and the signed-in ones are the only code that loads Firestore.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Loading } from '@/components/Status';
import { LandingPage } from '@/features/landing/LandingPage';
import { NotFoundPage } from '@/features/not-found/NotFoundPage';
import {
  RedirectIfSignedIn,
  RequireActiveSubscription,
  RequireAdmin,
  RequireAuth,
  RequireTechnicalAdmin,
} from './guards';
import { PublicLayout } from './layout/PublicLayout';
import { RouteError } from './RouteError';

// The signed-in frame (app navigation) is not needed by the landing page: a lazy chunk too.
const SignedInLayout = lazy(() =>
  import('./layout/SignedInLayout').then((m) => ({ default: m.SignedInLayout })),
);
const LoginPage = lazy(() => import('@/features/auth/LoginPage'));
const RegisterPage = lazy(() => import('@/features/auth/RegisterPage'));
const ResetPasswordPage = lazy(() => import('@/features/auth/ResetPasswordPage'));
const TermsPage = lazy(() => import('@/features/terms/TermsPage'));
const DashboardPage = lazy(() => import('@/features/dashboard/DashboardPage'));
const AccountDetailsPage = lazy(() => import('@/features/account-details/AccountDetailsPage'));
const AddTradingAccountPage = lazy(() => import('@/features/add-account/AddTradingAccountPage'));
const AdminPage = lazy(() => import('@/features/admin/AdminPage'));
const TechnicalAdminPage = lazy(() => import('@/features/technical-admin/TechnicalAdminPage'));

function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <LandingPage /> },
      { element: <RedirectIfSignedIn />, children: [{ path: paths.login, element: page(LoginPage) }] },
      { path: paths.register, element: page(RegisterPage) },
      { path: paths.resetPassword, element: page(ResetPasswordPage) },
      { path: paths.terms, element: page(TermsPage) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      {
        element: page(SignedInLayout),
        children: [
          { path: paths.dashboard, element: page(DashboardPage) },
          { path: paths.accountDetailsPattern, element: page(AccountDetailsPage) },
          {
            element: <RequireActiveSubscription />,
            children: [{ path: paths.addTradingAccount, element: page(AddTradingAccountPage) }],
          },
        ],
      },
    ],
  },
  {
    element: <RequireAdmin />,
    errorElement: <RouteError />,
    children: [
      {
        element: page(SignedInLayout),
        children: [
          { path: paths.admin, element: page(AdminPage) },
          {
            element: <RequireTechnicalAdmin />,
            children: [{ path: paths.adminTechnical, element: page(TechnicalAdminPage) }],
          },
        ],
      },
    ],
  },
]);
