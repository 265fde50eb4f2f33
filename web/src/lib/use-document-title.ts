import { useEffect } from 'react';
import { env } from '@/config/app-env';

/** Sets the tab title to "<page> · <brand>" (or the brand alone). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${env.brand.name}` : `${env.brand.name} — Automated forex copy trading`;
  }, [page]);
}
