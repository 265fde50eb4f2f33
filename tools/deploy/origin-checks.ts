// The browser surface must follow the target: the Hosting CSP lets the page call exactly the target's
// functions origin (region and project), and WEB_ORIGINS (CORS, functions/src/platform/http/cors.ts)
// lists only https origins of this deployment, including the web app's own (APP_URL).
import { connectedFunctionsOrigins } from './deploy-config.ts';
import { checkResult, type CheckResult } from './check.ts';
import { functionsOrigin, hostingOrigins, isLoopback, type DeployTarget } from './targets.ts';

export function checkCsp(policies: readonly string[], target: DeployTarget): CheckResult {
  const expected = functionsOrigin(target);
  const reasons: string[] = [];
  if (policies.length === 0) reasons.push('Hosting sends no Content-Security-Policy');
  for (const policy of policies) {
    const origins = connectedFunctionsOrigins(policy);
    if (!origins.includes(expected)) reasons.push(`the CSP connect-src does not allow ${expected}`);
    for (const other of origins.filter((origin) => origin !== expected))
      reasons.push(`the CSP connect-src allows ${other}, not the target's functions`);
  }
  return checkResult('csp', reasons);
}

const originOf = (value: string): string | null => {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/** Hosting domains (web.app, firebaseapp.com) name their project: another project's is a copy error. */
function otherProjectsHosting(origin: string, projectId: string): boolean {
  const host = new URL(origin).hostname;
  if (!/\.(web\.app|firebaseapp\.com)$/.test(host)) return false;
  const site = host.replace(/\.(web\.app|firebaseapp\.com)$/, '');
  return site !== projectId && !site.startsWith(`${projectId}-`);
}

export function checkCors(values: Readonly<Record<string, string>>, target: DeployTarget): CheckResult {
  const listed = (values.WEB_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const reasons: string[] = [];
  if (listed.length === 0) reasons.push('WEB_ORIGINS lists no origin');
  for (const entry of listed) {
    const origin = originOf(entry);
    if (origin === null || origin !== entry) reasons.push(`WEB_ORIGINS entry ${entry} is not an origin`);
    else if (!entry.startsWith('https://') || isLoopback(entry))
      reasons.push(`WEB_ORIGINS entry ${entry} is not an https origin on the internet`);
    else if (otherProjectsHosting(entry, target.projectId))
      reasons.push(`WEB_ORIGINS entry ${entry} is another project's Hosting, not ${target.projectId}'s`);
  }
  const app = originOf(values.APP_URL ?? '');
  if (app && listed.length > 0 && !listed.includes(app))
    reasons.push(`WEB_ORIGINS does not list the web app's origin ${app} (APP_URL)`);
  const steps =
    reasons.length > 0
      ? [
          `List the web app's origins in WEB_ORIGINS of functions/.env.${target.alias}, e.g. ${hostingOrigins(target.projectId).join(',')}`,
        ]
      : [];
  return checkResult('cors', reasons, steps);
}
