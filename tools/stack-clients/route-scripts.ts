// The JavaScript a page of the built app really loads, as Chromium fetches it (a fresh profile, so
// nothing comes from a cache), with its gzip size: what a visitor downloads from a CDN that compresses.
// The bench prints it per public route; the e2e suite holds the landing page to its budget with it.
import { gzipSync } from 'node:zlib';
import { openBrowser } from './browser.ts';

export interface RouteScripts {
  route: string;
  /** Script URLs, in the order they arrived. */
  urls: string[];
  rawBytes: number;
  gzipBytes: number;
  /** Whether any of them is the Firebase Auth or Firestore SDK (by the service hosts they call). */
  loadsFirebaseAuth: boolean;
  loadsFirestore: boolean;
}

export async function measureRouteScripts(route: string): Promise<RouteScripts> {
  const browser = await openBrowser();
  try {
    const urls: string[] = [];
    browser.page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.push(request.url());
    });
    await browser.page.goto(route, { waitUntil: 'networkidle' });
    // The page has rendered (and run its effects, which is where a lazy chunk would be asked for).
    await browser.page.getByRole('heading', { level: 1 }).first().waitFor();
    // The bytes come from a second request for each URL: a response's own body can be gone by the
    // time it is read (a module preload, a finished navigation), which would undercount.
    const bodies = await Promise.all(
      [...new Set(urls)].map(async (url) => (await browser.context.request.get(url)).body()),
    );
    const texts = bodies.map((body) => body.toString('utf8'));
    return {
      route,
      urls: [...new Set(urls)],
      rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      loadsFirebaseAuth: texts.some((text) => text.includes('identitytoolkit.googleapis.com')),
      loadsFirestore: texts.some((text) => text.includes('firestore.googleapis.com')),
    };
  } finally {
    await browser.close();
  }
}
