// The JavaScript a page of the built app really loads, as Chromium fetches it (a fresh profile, so
// nothing comes from a cache), with its gzip size: what a visitor downloads from a CDN that compresses.
// The bench prints it per public route; the e2e suite holds the landing page to its budget with it,
// and checks that the auth pages load Firebase only once their form is used.
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
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

/** Records the URL of every script the page requests from now on (each once, in order). */
export function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !urls.includes(request.url())) urls.push(request.url());
  });
  return urls;
}

/**
 * The bodies of the scripts, from a second request for each URL: a response's own body can be gone by
 * the time it is read (a module preload, a finished navigation), which would undercount.
 */
function fetchScripts(context: BrowserContext, urls: readonly string[]): Promise<Buffer[]> {
  return Promise.all(urls.map(async (url) => (await context.request.get(url)).body()));
}

function firebaseIn(bodies: readonly Buffer[]): { auth: boolean; firestore: boolean } {
  const texts = bodies.map((body) => body.toString('utf8'));
  return {
    auth: texts.some((text) => text.includes('identitytoolkit.googleapis.com')),
    firestore: texts.some((text) => text.includes('firestore.googleapis.com')),
  };
}

/** Which Firebase SDKs are among the scripts loaded so far. */
export async function loadedFirebase(
  context: BrowserContext,
  urls: readonly string[],
): Promise<{ auth: boolean; firestore: boolean }> {
  return firebaseIn(await fetchScripts(context, urls));
}

export async function measureRouteScripts(route: string): Promise<RouteScripts> {
  const browser = await openBrowser();
  try {
    const urls = recordScripts(browser.page);
    await browser.page.goto(route, { waitUntil: 'networkidle' });
    // The page has rendered (and run its effects, which is where a lazy chunk would be asked for).
    await browser.page.getByRole('heading', { level: 1 }).first().waitFor();
    const bodies = await fetchScripts(browser.context, urls);
    const firebase = firebaseIn(bodies);
    return {
      route,
      urls: [...urls],
      rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      loadsFirebaseAuth: firebase.auth,
      loadsFirestore: firebase.firestore,
    };
  } finally {
    await browser.close();
  }
}
