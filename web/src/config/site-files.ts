// robots.txt and sitemap.xml, generated at build time from the route table's paths (web/vite.config.ts
// emits them), so a new public page is listed without anyone remembering to.
import { paths } from './paths';

/** The pages anyone may visit and search engines may index (docs/product.md §2, public routes). */
export const PUBLIC_PAGES: readonly string[] = [
  paths.home,
  paths.login,
  paths.register,
  paths.resetPassword,
  paths.terms,
];

/** Signed-in areas: nothing there for a crawler. */
const PRIVATE_PREFIXES: readonly string[] = [
  paths.dashboard,
  paths.addTradingAccount,
  paths.accountDetailsPattern.replace(/:.*$/, ''),
  paths.admin,
];

const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`)];
  return `${lines.join('\n')}\n\nSitemap: ${trimOrigin(origin)}/sitemap.xml\n`;
}

export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${trimOrigin(origin)}${page}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
