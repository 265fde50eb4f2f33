// Whether each service account of the functions (docs/operations.md "IAM") exists, holds
// roles/secretmanager.secretAccessor on exactly its secrets, and holds the other roles its functions need.
// Every gap comes with the gcloud command that closes it; without gcloud the check is a todo listing
// every command that creates and grants the accounts.
import { checkResult, type CheckResult } from './check.ts';
import { gcloudJson, type GcloudRunner } from './cloud-checks.ts';
import {
  expectedGrants,
  grantCommands,
  grantedSecrets,
  projectGrantCommand,
  secretGrantCommand,
  selfGrantCommand,
  SECRET_ROLE,
  type AccountGrants,
} from './account-grants.ts';

interface Policy {
  bindings?: { role: string; members?: string[] }[];
}

const rolesOf = (policy: Policy, email: string) =>
  new Set(
    (policy.bindings ?? [])
      .filter((binding) => binding.members?.includes(`serviceAccount:${email}`))
      .map((binding) => binding.role),
  );

interface Gaps {
  reasons: string[];
  steps: string[];
}

type Answer<T> = T | string;

function checkProjectRoles(account: AccountGrants, policy: Answer<Policy>, projectId: string, gaps: Gaps) {
  if (typeof policy === 'string') return;
  const held = rolesOf(policy, account.email);
  for (const role of account.projectRoles.filter((r) => !held.has(r))) {
    gaps.reasons.push(`${account.email} lacks ${role}`);
    gaps.steps.push(projectGrantCommand('add', role, account.email, projectId));
  }
  if (held.has(SECRET_ROLE)) {
    gaps.reasons.push(`${account.email} holds ${SECRET_ROLE} on the whole project`);
    gaps.steps.push(projectGrantCommand('remove', SECRET_ROLE, account.email, projectId));
  }
}

function checkSecretGrants(
  account: AccountGrants,
  secretPolicies: ReadonlyMap<string, Answer<Policy>>,
  projectId: string,
  gaps: Gaps,
) {
  for (const [secret, policy] of secretPolicies) {
    if (typeof policy === 'string') continue;
    const holds = rolesOf(policy, account.email).has(SECRET_ROLE);
    const reads = account.secrets.includes(secret);
    if (holds === reads) continue;
    gaps.reasons.push(
      reads
        ? `${account.email} cannot read secret ${secret}`
        : `${account.email} can read secret ${secret}, which it has no use for`,
    );
    gaps.steps.push(secretGrantCommand(reads ? 'add' : 'remove', secret, account.email, projectId));
  }
}

async function checkSelfRoles(
  account: AccountGrants,
  projectId: string,
  gcloud: NonNullable<GcloudRunner>,
  gaps: Gaps,
) {
  if (account.selfRoles.length === 0) return;
  const args = ['iam', 'service-accounts', 'get-iam-policy', account.email, `--project=${projectId}`];
  const policy = await gcloudJson<Policy>(gcloud, args);
  if (typeof policy === 'string') {
    gaps.reasons.push(`${account.email}'s own IAM policy could not be read: ${policy}`);
    return;
  }
  const held = rolesOf(policy, account.email);
  for (const role of account.selfRoles.filter((r) => !held.has(r))) {
    gaps.reasons.push(`${account.email} lacks ${role} on itself`);
    gaps.steps.push(selfGrantCommand(role, account.email, projectId));
  }
}

async function readSecretPolicies(projectId: string, gcloud: NonNullable<GcloudRunner>, gaps: Gaps) {
  const policies = new Map<string, Answer<Policy>>();
  for (const secret of grantedSecrets()) {
    const policy = await gcloudJson<Policy>(gcloud, [
      'secrets',
      'get-iam-policy',
      secret,
      `--project=${projectId}`,
    ]);
    if (typeof policy === 'string')
      gaps.reasons.push(`secret ${secret}'s IAM policy could not be read: ${policy}`);
    policies.set(secret, policy);
  }
  return policies;
}

export async function checkIam(projectId: string, gcloud: GcloudRunner): Promise<CheckResult> {
  const accounts = expectedGrants(projectId);
  if (!gcloud) {
    return {
      check: 'iam',
      status: 'todo',
      reasons: ["gcloud is not installed, so the service accounts' roles were not checked"],
      steps: accounts.flatMap((account) => grantCommands(account, projectId)),
    };
  }
  const gaps: Gaps = { reasons: [], steps: [] };
  const listed = await gcloudJson<{ email: string }[]>(gcloud, [
    'iam',
    'service-accounts',
    'list',
    `--project=${projectId}`,
  ]);
  if (typeof listed === 'string')
    return checkResult('iam', [`the project's service accounts could not be listed: ${listed}`]);
  const projectPolicy = await gcloudJson<Policy>(gcloud, ['projects', 'get-iam-policy', projectId]);
  if (typeof projectPolicy === 'string')
    gaps.reasons.push(`the project's IAM policy could not be read: ${projectPolicy}`);
  const secretPolicies = await readSecretPolicies(projectId, gcloud, gaps);
  const existing = new Set(listed.map((account) => account.email));
  for (const account of accounts) {
    if (!existing.has(account.email)) {
      gaps.reasons.push(`service account ${account.email} does not exist`);
      gaps.steps.push(...grantCommands(account, projectId));
      continue;
    }
    checkProjectRoles(account, projectPolicy, projectId, gaps);
    checkSecretGrants(account, secretPolicies, projectId, gaps);
    await checkSelfRoles(account, projectId, gcloud, gaps);
  }
  return checkResult('iam', gaps.reasons, gaps.steps);
}
