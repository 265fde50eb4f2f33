// The frame of every page, public or signed in: the skip link, the navigation the layout passes in, the
// routed screen in <main> and the footer (docs/product.md §2).
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './footer';

export function PageFrame({ nav }: { nav: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      {nav}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
