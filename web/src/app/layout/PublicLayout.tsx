import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './Footer';
import { TopNav } from './TopNav';

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
