// The smoke check's web-app check (docs/operations.md "After every deploy: the smoke check"): the app
// URL answers HTML under a Content-Security-Policy whose connect-src lets the page call the functions
// the CLI is talking to, and every script and stylesheet the page names loads with its content type.
// A page that loads but may not reach the functions, or whose bundle 404s into the SPA rewrite, is a
// blank screen for every user.

export interface WebCheckResult {
  ok: boolean;
  detail: string;
  action: string | null;
}

/** The sources of one CSP directive (empty when the policy lacks it). */
export function cspSources(policy: string, directive: string): string[] {
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name?.toLowerCase() === directive) return sources;
  }
  return [];
}

/** Whether a source list lets a page from `pageOrigin` connect to `origin`. */
export function cspAllowsOrigin(sources: string[], origin: string, pageOrigin: string): boolean {
  const target = new URL(origin);
  return sources.some((source) => {
    if (source === "'self'") return pageOrigin === target.origin;
    if (source === '*') return true;
    const wildcard = /^(https?:)\/\/\*\.(.+)$/.exec(source);
    if (wildcard) return target.protocol === wildcard[1] && target.hostname.endsWith(`.${wildcard[2]}`);
    return source.replace(/\/+$/, '') === target.origin;
  });
}

/** The scripts (<script src>) and stylesheets (<link rel="stylesheet" href>) a page names. */
export function pageAssets(html: string): { url: string; kind: 'script' | 'stylesheet' }[] {
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find(Boolean);
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].flatMap(([tag]) => {
    const src = attribute(tag, 'src');
    return src ? [{ url: src, kind: 'script' as const }] : [];
  });
  const styles = [...html.matchAll(/<link\b[^>]*>/gi)].flatMap(([tag]) => {
    const href = attribute(tag, 'href');
    return href && /^stylesheet$/i.test(attribute(tag, 'rel') ?? '')
      ? [{ url: href, kind: 'stylesheet' as const }]
      : [];
  });
  return [...scripts, ...styles];
}

const EXPECTED_TYPE = { script: /javascript/i, stylesheet: /^text\/css/i } as const;
const REDEPLOY = 'Deploy the web app again (npm run build -w web, then firebase deploy --only hosting).';

async function failingAssets(html: string, appUrl: string, fetcher: typeof fetch): Promise<string[]> {
  const assets = pageAssets(html);
  const results = await Promise.all(
    assets.map(async ({ url, kind }) => {
      const absolute = new URL(url, appUrl).toString();
      try {
        const response = await fetcher(absolute);
        await response.body?.cancel();
        const type = response.headers.get('content-type') ?? 'no content type';
        return response.ok && EXPECTED_TYPE[kind].test(type) ? null : `${url} (${response.status}, ${type})`;
      } catch {
        return `${url} (did not answer)`;
      }
    }),
  );
  return results.filter((failure): failure is string => failure !== null);
}

/** GETs the app and its assets; `functionsOrigin` is the origin of the functions URL the CLI calls. */
export async function checkWebApp(
  appUrl: string,
  functionsOrigin: string,
  fetcher: typeof fetch = fetch,
): Promise<WebCheckResult> {
  const fail = (detail: string, action: string): WebCheckResult => ({ ok: false, detail, action });
  let response: Response;
  try {
    response = await fetcher(appUrl);
  } catch {
    return fail(`${appUrl} did not answer.`, 'Check the app URL (--app-url) and that Hosting is deployed.');
  }
  const type = response.headers.get('content-type') ?? '';
  const html = await response.text();
  if (!response.ok || !/^text\/html/i.test(type))
    return fail(
      `${appUrl} answered ${response.status} ${type || 'without a content type'}, not an HTML page.`,
      REDEPLOY,
    );
  const policy = response.headers.get('content-security-policy');
  if (!policy)
    return fail(
      `${appUrl} has no Content-Security-Policy header.`,
      'Deploy Hosting with the headers of firebase.json.',
    );
  const pageOrigin = new URL(response.url || appUrl).origin;
  if (!cspAllowsOrigin(cspSources(policy, 'connect-src'), functionsOrigin, pageOrigin))
    return fail(
      `The page's connect-src does not allow ${functionsOrigin}, so it cannot call the functions.`,
      'Add the functions\' origin to connect-src in firebase.json (docs/operations.md, "Browser surface") and deploy Hosting.',
    );
  const broken = await failingAssets(html, response.url || appUrl, fetcher);
  if (broken.length > 0)
    return fail(`Assets that did not load as JavaScript or CSS: ${broken.join(', ')}.`, REDEPLOY);
  const count = pageAssets(html).length;
  return {
    ok: true,
    detail: `${appUrl} answered HTML whose CSP allows ${functionsOrigin}; its ${count} scripts and stylesheets loaded.`,
    action: null,
  };
}
