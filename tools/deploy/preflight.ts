// The deploy preflight (docs/operations.md "Deploying"): every check runs and every reason is kept, so
// one report says all that stands between this configuration and a deploy. Its inputs are plain data
// (what firebase-tools discovered and would read) and a gcloud runner, so tests pass a sample
// configuration and a fake gcloud.
import type { CheckResult } from './check.ts';
import { checkSecrets, type GcloudRunner } from './cloud-checks.ts';
import { checkIam } from './iam-check.ts';
import type { DiscoveredParam } from './firebase-tools.ts';
import { checkCors, checkCsp } from './origin-checks.ts';
import { checkParams, checkProject } from './param-checks.ts';
import { checkRuntime } from './runtime-check.ts';
import type { DeployTarget } from './targets.ts';

export interface PreflightInput {
  alias: string;
  projectId: string;
  /** Every param the built functions declare (firebase-tools' discovery). */
  params: readonly DiscoveredParam[];
  /** The values the deploy would read (functions/.env, functions/.env.<alias>). */
  values: Readonly<Record<string, string>>;
  /** firebase.json's functions[].runtime. */
  runtime: string | undefined;
  /** The Content-Security-Policy values the deployed Hosting would send. */
  hostingPolicies: readonly string[];
  now?: Date;
}

export interface PreflightReport {
  target: DeployTarget;
  checks: CheckResult[];
  /** True when no check failed (a todo does not stop the deploy: its steps are printed). */
  passed: boolean;
}

export async function runPreflight(input: PreflightInput, gcloud: GcloudRunner): Promise<PreflightReport> {
  const target: DeployTarget = {
    alias: input.alias,
    projectId: input.projectId,
    region: input.values.FUNCTIONS_REGION ?? '',
  };
  const secrets = input.params.filter((param) => param.type === 'secret').map((param) => param.name);
  const checks = [
    checkProject(input.alias, input.projectId),
    checkParams(input.params, input.values, input.alias),
    await checkSecrets(secrets, input.projectId, gcloud),
    checkRuntime(input.runtime, input.now),
    checkCsp(input.hostingPolicies, target),
    checkCors(input.values, target),
    await checkIam(input.projectId, gcloud),
  ];
  return { target, checks, passed: checks.every((check) => check.status !== 'fail') };
}

const MARK = { pass: 'PASS', fail: 'FAIL', todo: 'TODO' } as const;

export function formatReport(report: PreflightReport): string {
  const { alias, projectId, region } = report.target;
  const lines = [`Deploy preflight for ${alias} (${projectId}, ${region || 'no region'}):`];
  for (const check of report.checks) {
    lines.push(`  ${MARK[check.status]}  ${check.check}`);
    for (const reason of check.reasons) lines.push(`        - ${reason}`);
    for (const step of check.steps) lines.push(`        > ${step}`);
  }
  lines.push(report.passed ? 'Every check passed.' : 'Not deploying: fix each FAIL above.');
  return lines.join('\n');
}
