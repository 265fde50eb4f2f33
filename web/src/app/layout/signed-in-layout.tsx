import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppNav } from './app-nav';
import { Footer } from './footer';

export function SignedInLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <AppNav />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
