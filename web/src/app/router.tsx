// Route table (docs/product.md §2). The landing page is in the entry chunk; every other screen is a lazy chunk,
// and the signed-in ones are the only code that loads Firestore.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Loading } from '@/components/status';
import { LandingPage } from '@/features/landing/landing-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth, RequireTechnicalAdmin } from './guards';
import { PublicLayout } from './layout/public-layout';
import { RouteError } from './route-error';
import { clearingMarker } from './chunk-reload';

/** A lazy screen whose successful load clears the chunk-reload marker (chunk-reload.ts). */
function screen(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  return lazy(clearingMarker(load));
}

// The signed-in frame (app navigation) is not needed by the landing page: a lazy chunk too.
const SignedInLayout = screen(() =>
  import('./layout/signed-in-layout').then((m) => ({ default: m.SignedInLayout })),
);
const RequireSecondFactor = screen(() =>
  import('./second-factor-gate').then((m) => ({ default: m.RequireSecondFactor })),
);
const LoginPage = screen(() => import('@/features/auth/login-page'));
const RegisterPage = screen(() => import('@/features/auth/register-page'));
const ResetPasswordPage = screen(() => import('@/features/auth/reset-password-page'));
const TermsPage = screen(() => import('@/features/terms/terms-page'));
const DashboardPage = screen(() => import('@/features/dashboard/dashboard-page'));
const AccountDetailsPage = screen(() => import('@/features/account-details/account-details-page'));
const AddTradingAccountPage = screen(() => import('@/features/add-account/add-trading-account-page'));
const AdminPage = screen(() => import('@/features/admin/admin-page'));
const TechnicalAdminPage = screen(() => import('@/features/technical-admin/technical-admin-page'));
const SecurityPage = screen(() => import('@/features/security/security-page'));

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
          { path: paths.security, element: page(SecurityPage) },
          // Without an active subscription the page itself explains why (docs/product.md §5).
          { path: paths.addTradingAccount, element: page(AddTradingAccountPage) },
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
          {
            element: page(RequireSecondFactor),
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
    ],
  },
]);
