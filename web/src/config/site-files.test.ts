import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './site-files';

describe('robots.txt and the sitemap', () => {
  it('lets crawlers in, keeps them out of the signed-in areas and points at the sitemap', () => {
    expect(robotsTxt('https://app.copydesk.example/')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /add-trading-account',
        'Disallow: /account-details/',
        'Disallow: /admin',
        '',
        'Sitemap: https://app.copydesk.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('lists exactly the public pages', () => {
    const xml = sitemapXml('https://app.copydesk.example');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://app.copydesk.example/',
      'https://app.copydesk.example/login',
      'https://app.copydesk.example/register',
      'https://app.copydesk.example/reset-password',
      'https://app.copydesk.example/terms',
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });
});
