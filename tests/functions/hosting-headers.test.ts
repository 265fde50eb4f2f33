// The browser surface Hosting serves, read from the Hosting emulator with firebase.json's own headers:
// a strict Content-Security-Policy naming exact hosts and the other security headers on every path (the
// page, a deep link the SPA rewrite answers, an asset), and no source maps. The emulator's policy adds
// only this run's loopback emulators (tools/stack/hosting-csp.ts); tests/e2e/csp runs the app under it.
// Caching keeps open tabs working across deploys (docs/operations.md "Deploys and open tabs"): the
// page is revalidated every time, the hashed assets it names are cached for good.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  authEmulatorHost,
  firestoreEmulatorHost,
  functionsUrl,
  hostingUrl,
} from '../../tools/stack-clients/emulators.ts';

const EXPECTED: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The policy production sends: firebase.json's own, as deployed. */
function productionPolicy(): string {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { headers: { headers: { key: string; value: string }[] }[] };
  };
  const csp = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy');
  return csp?.value ?? '';
}

describe('hosting security headers', () => {
  it.each(['/', '/admin/technical', '/favicon.svg'])('%s carries every security header', async (pathname) => {
    const response = await fetch(`${hostingUrl()}${pathname}`);
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(EXPECTED)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('content-security-policy')).not.toBeNull();
  });

  it('the Content-Security-Policy in firebase.json names only the exact hosts the project uses', () => {
    // The configured project (.firebaserc) is demo-copydesk, its functions in us-central1
    // (docs/operations.md "Browser surface"); no wildcard host, no inline script or <style>.
    expect(Object.fromEntries(directives(productionPolicy()))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'style-src': ["'self'"],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': [
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
        'https://us-central1-demo-copydesk.cloudfunctions.net',
        'https://www.google.com/recaptcha/',
      ],
      'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
    expect(readFileSync('.firebaserc', 'utf8')).toContain('"default": "demo-copydesk"');
  });

  it("the emulator serves that policy, with only this run's loopback emulators added to connect-src", async () => {
    const served = directives((await fetch(`${hostingUrl()}/`)).headers.get('content-security-policy') ?? '');
    const production = directives(productionPolicy());
    const added = served.get('connect-src')?.slice(production.get('connect-src')?.length);
    expect(added).toEqual([
      `http://${authEmulatorHost()}`,
      `http://${firestoreEmulatorHost()}`,
      new URL(functionsUrl('')).origin,
    ]);
    expect(new Map([...served, ['connect-src', production.get('connect-src')]])).toEqual(production);
  });

  it('the page has no inline script the policy would have to allow', async () => {
    const html = await (await fetch(`${hostingUrl()}/`)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(body?.trim()).toBe('');
    }
  });

  it('serves no source map, even when the build wrote one', async () => {
    const html = await (await fetch(`${hostingUrl()}/`)).text();
    const entry = /<script[^>]*src="([^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const map = await fetch(`${hostingUrl()}${entry}.map`);
    const body = await map.text();
    expect(body).not.toContain('"mappings"');
  });
});

const REVALIDATE = 'no-cache';
const HASHED_FOREVER = 'public, max-age=31536000, immutable';

/** The hashed scripts and stylesheets the page names (Vite's /assets/<name>-<hash>.<ext>). */
async function hashedAssets(): Promise<string[]> {
  const html = await (await fetch(`${hostingUrl()}/`)).text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
}

describe('hosting cache headers', () => {
  it.each(['/', '/index.html', '/admin/technical', '/favicon.svg'])(
    '%s is revalidated on every load (Cache-Control: no-cache), so a deploy reaches open tabs',
    async (pathname) => {
      const response = await fetch(`${hostingUrl()}${pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(REVALIDATE);
    },
  );

  it('the hashed assets the page names are cached for a year and never revalidated', async () => {
    const assets = await hashedAssets();
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const response = await fetch(`${hostingUrl()}${asset}`);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toBe(HASHED_FOREVER);
    }
  });

  it('keeps every security header on a hashed asset beside its cache header', async () => {
    const [asset] = await hashedAssets();
    const response = await fetch(`${hostingUrl()}${asset}`);
    for (const [name, value] of Object.entries(EXPECTED)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('content-security-policy')).not.toBeNull();
  });
});
