// The smoke check's web-app check against a real HTTP server on loopback: the page, its CSP's
// connect-src and each script and stylesheet it names.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebApp, cspAllowsOrigin, pageAssets } from './smoke-check-web.js';

const FUNCTIONS = 'https://us-central1-demo-copydesk.cloudfunctions.net';
const CSP = `default-src 'self'; connect-src 'self' https://identitytoolkit.googleapis.com ${FUNCTIONS}`;
const PAGE =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="icon" href="/favicon.svg"></head></html>';

/** path -> [status, content type, body, extra headers] */
type Route = [number, string, string, Record<string, string>?];
let routes: Record<string, Route> = {};
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, type, body, headers] = routes[req.url ?? '/'] ?? [404, 'text/plain', 'not found'];
    res.writeHead(status, { 'content-type': type, ...headers });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const healthyApp = (): Record<string, Route> => ({
  '/': [200, 'text/html; charset=utf-8', PAGE, { 'content-security-policy': CSP }],
  '/assets/index-1.js': [200, 'text/javascript', 'export {};'],
  '/assets/index-1.css': [200, 'text/css', 'body{}'],
});

describe('the web-app check of the smoke check', () => {
  it('passes a page whose CSP allows the functions and whose script and stylesheet load', async () => {
    routes = healthyApp();
    expect(await checkWebApp(`${base}/`, FUNCTIONS)).toEqual({
      ok: true,
      detail: `${base}/ answered HTML whose CSP allows ${FUNCTIONS}; its 2 scripts and stylesheets loaded.`,
      action: null,
    });
  });

  it.each<[string, (app: Record<string, Route>) => void, RegExp]>([
    [
      'a page without a CSP header',
      (app) => (app['/'] = [200, 'text/html', PAGE]),
      /has no Content-Security-Policy header/,
    ],
    [
      "a CSP whose connect-src lacks the functions' origin",
      (app) => (app['/'] = [200, 'text/html', PAGE, { 'content-security-policy': "connect-src 'self'" }]),
      /connect-src does not allow https:\/\/us-central1-demo-copydesk\.cloudfunctions\.net/,
    ],
    [
      'a script the SPA rewrite answers with HTML',
      (app) => (app['/assets/index-1.js'] = [200, 'text/html', PAGE]),
      /did not load as JavaScript or CSS: \/assets\/index-1\.js \(200, text\/html\)/,
    ],
    [
      'a missing stylesheet',
      (app) => delete app['/assets/index-1.css'],
      /\/assets\/index-1\.css \(404, text\/plain\)/,
    ],
    [
      'a page that is not HTML',
      (app) => (app['/'] = [503, 'text/plain', 'down']),
      /answered 503 text\/plain, not an HTML page/,
    ],
  ])('fails %s, saying what to do', async (_case, breakIt, detail) => {
    routes = healthyApp();
    breakIt(routes);
    const result = await checkWebApp(`${base}/`, FUNCTIONS);
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(detail);
    expect(result.action).toMatch(/^[A-Z].*\.$/);
  });

  it('fails an app URL that does not answer', async () => {
    const result = await checkWebApp('http://127.0.0.1:1/', FUNCTIONS);
    expect(result).toMatchObject({ ok: false, detail: 'http://127.0.0.1:1/ did not answer.' });
  });
});

describe('reading the page and its policy', () => {
  it('finds the scripts with a src and the stylesheets, not the icon or an inline script', () => {
    expect(pageAssets(`${PAGE}<script>1</script><link href='/b.css' rel='stylesheet'>`)).toEqual([
      { url: '/assets/index-1.js', kind: 'script' },
      { url: '/assets/index-1.css', kind: 'stylesheet' },
      { url: '/b.css', kind: 'stylesheet' },
    ]);
  });

  it.each([
    ['the exact origin', [FUNCTIONS], FUNCTIONS, true],
    ['the origin with a trailing slash', [`${FUNCTIONS}/`], FUNCTIONS, true],
    ['another host', ['https://europe-west1-demo-copydesk.cloudfunctions.net'], FUNCTIONS, false],
    ['a wildcard host of the same scheme', ['https://*.cloudfunctions.net'], FUNCTIONS, true],
    ['a wildcard host of another scheme', ['http://*.cloudfunctions.net'], FUNCTIONS, false],
    ["'self' for functions on the page's origin", ["'self'"], 'https://app.example.com', true],
    ["'self' for functions elsewhere", ["'self'"], FUNCTIONS, false],
  ])('connect-src with %s: %s', (_case, sources, origin, allowed) => {
    expect(cspAllowsOrigin(sources, origin, 'https://app.example.com')).toBe(allowed);
  });
});
