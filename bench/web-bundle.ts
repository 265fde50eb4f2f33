// The JavaScript each public route really loads, as Chromium fetches it from the built app, with its
// gzip size (what a visitor downloads from a CDN that compresses).
import { gzipSync } from 'node:zlib';
import { openBrowser } from '../tools/stack-clients/browser.ts';

export const PUBLIC_ROUTES = ['/', '/login', '/register', '/reset-password', '/terms'];

export interface RouteBundle {
  route: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  loadsFirestore: boolean;
}

export async function measureRouteBundles(routes = PUBLIC_ROUTES): Promise<RouteBundle[]> {
  const results: RouteBundle[] = [];
  for (const route of routes) {
    const browser = await openBrowser();
    const scripts = new Map<string, Buffer>();
    browser.page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript')) {
        void response.body().then(
          (body) => scripts.set(response.url(), body),
          () => undefined,
        );
      }
    });
    await browser.page.goto(route, { waitUntil: 'networkidle' });
    await browser.close();
    const bodies = [...scripts.values()];
    results.push({
      route,
      files: bodies.length,
      rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      loadsFirestore: bodies.some((body) => body.includes('firestore.googleapis.com')),
    });
  }
  return results;
}
