// The browser surface Hosting serves (issue 16), read from the Hosting emulator with firebase.json's
// own headers: a strict Content-Security-Policy and the other security headers on every path (the
// page, a deep link the SPA rewrite answers, an asset), and no source maps.
import { describe, expect, it } from 'vitest';
import { hostingUrl } from '../../tools/stack-clients/emulators.ts';

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

describe('hosting security headers', () => {
  it.each(['/', '/admin/technical', '/favicon.svg'])('%s carries every security header', async (pathname) => {
    const response = await fetch(`${hostingUrl()}${pathname}`);
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(EXPECTED)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('content-security-policy')).not.toBeNull();
  });

  it('the Content-Security-Policy allows no inline script, no framing, and only known origins', async () => {
    const csp = directives((await fetch(`${hostingUrl()}/`)).headers.get('content-security-policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://apis.google.com',
    ]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://*.cloudfunctions.net',
      'https://www.google.com/recaptcha/',
    ]);
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
