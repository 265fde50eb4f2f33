import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './footer';
import { TopNav } from './top-nav';

export function PublicLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <TopNav />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
