// The params a deploy would set (functions/.env + functions/.env.<alias>, as firebase-tools reads them)
// against every param the built functions declare (firebase-tools' discovery, so a new param is never
// missed): each needs a value, and no value may still be a loopback, demo or placeholder one.
import type { DiscoveredParam } from './firebase-tools.ts';
import { checkResult, type CheckResult } from './check.ts';
import { isLoopback, isPlaceholder, isRegion } from './targets.ts';

/** Params whose empty value is a real production choice (functions/src/platform/params/*-params.ts). */
const MAY_BE_EMPTY = new Set([
  // Empty turns automation's service login off (ops-params.ts).
  'OPS_SERVICE_UIDS',
  // Test-only: smaller rate limits for a documentation IP range; production must leave it empty.
  'RATE_LIMIT_TEST_IP_PREFIX',
]);

/** Params that must be empty outside the local stack. */
const MUST_BE_EMPTY = new Set(['RATE_LIMIT_TEST_IP_PREFIX']);

/**
 * The local SMTP sink's settings, the defaults of platform/params/mail-params.ts: a deploy that keeps one sends its
 * mail nowhere (APP_URL's default is loopback, caught as such).
 */
const LOCAL_VALUES: Record<string, readonly string[]> = {
  SMTP_PORT: ['2587', '2525'],
  SMTP_USER: ['copydesk'],
};

function problemOf(param: DiscoveredParam, value: string | undefined, envFile: string): string | null {
  const { name } = param;
  if (value === undefined) return `${name} has no value in functions/.env or ${envFile}`;
  if (MUST_BE_EMPTY.has(name)) return value === '' ? null : `${name} is test-only and must be empty`;
  if (value.trim() === '') return MAY_BE_EMPTY.has(name) ? null : `${name} is empty`;
  if (isLoopback(value)) return `${name} is a loopback value (${value})`;
  if (isPlaceholder(value) || LOCAL_VALUES[name]?.includes(value))
    return `${name} is a demo or placeholder value (${value})`;
  if (name === 'FUNCTIONS_REGION' && !isRegion(value)) return `${name} is not a region (${value})`;
  return null;
}

export function checkParams(
  params: readonly DiscoveredParam[],
  values: Readonly<Record<string, string>>,
  alias: string,
): CheckResult {
  const envFile = `functions/.env.${alias}`;
  const reasons = params
    .filter((param) => param.type !== 'secret')
    .map((param) => problemOf(param, values[param.name], envFile))
    .filter((reason): reason is string => reason !== null);
  return checkResult('params', reasons, reasons.length > 0 ? [`Set real values in ${envFile}.`] : []);
}

/** The project id must be a real one: never the emulators' demo project or a placeholder. */
export function checkProject(alias: string, projectId: string): CheckResult {
  const reasons = isPlaceholder(projectId)
    ? [`the project id of alias "${alias}" (${projectId}) is a demo or placeholder id`]
    : [];
  const steps = reasons.length > 0 ? [`Put the real project id under "${alias}" in .firebaserc.`] : [];
  return checkResult('project', reasons, steps);
}
