// What only the Google Cloud project can tell: whether each declared secret has an enabled version in
// Secret Manager, and whether the functions' service account holds the roles Cloud Tasks enqueues and
// secret mounts need. Asked through `gcloud` (an injected runner, so tests give a fake one); without
// gcloud both checks are todos listing the exact commands (docs/operations.md "Deploying").
import { checkResult, type CheckResult } from './check.ts';

export interface GcloudAnswer {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** Runs `gcloud <args>`; null when gcloud is not installed. */
export type GcloudRunner = ((args: readonly string[]) => Promise<GcloudAnswer>) | null;

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

export async function checkSecrets(
  secrets: readonly string[],
  projectId: string,
  gcloud: GcloudRunner,
): Promise<CheckResult> {
  const listCommand = (name: string) =>
    `gcloud secrets versions list ${name} --project=${projectId} --filter=state:ENABLED`;
  const setCommand = (name: string) => `firebase functions:secrets:set ${name} --project=${projectId}`;
  if (!gcloud) {
    return {
      check: 'secrets',
      status: 'todo',
      reasons: ['gcloud is not installed, so the secrets were not checked'],
      steps: secrets.flatMap((name) => [listCommand(name), `  (none listed: ${setCommand(name)})`]),
    };
  }
  const reasons: string[] = [];
  const steps: string[] = [];
  for (const name of secrets) {
    const answer = await gcloud([
      'secrets',
      'versions',
      'list',
      name,
      `--project=${projectId}`,
      '--filter=state:ENABLED',
      '--format=value(name)',
    ]);
    if (answer.ok && answer.stdout.trim() !== '') continue;
    if (answer.ok || /NOT_FOUND|not found/i.test(answer.stderr)) {
      reasons.push(`secret ${name} has no enabled version in ${projectId}`);
      steps.push(setCommand(name));
    } else {
      reasons.push(`secret ${name} could not be checked: ${firstLine(answer.stderr)}`);
      steps.push(listCommand(name));
    }
  }
  return checkResult('secrets', reasons, steps);
}

/** Project roles the functions' identity needs (Cloud Tasks enqueue, task/HTTP invocation). */
export const PROJECT_ROLES = ['roles/cloudtasks.enqueuer', 'roles/run.invoker'] as const;

/**
 * Never held project-wide: it would let every function read every secret of the project. `firebase
 * deploy` grants it on each secret a function mounts, and only there (docs/operations.md "IAM").
 */
export const SECRET_ROLE = 'roles/secretmanager.secretAccessor';

/** Cloud Tasks creates tasks that run as the same account, so it must be able to act as itself. */
export const SELF_ROLE = 'roles/iam.serviceAccountUser';

/** 2nd-gen functions run as the default compute service account unless they name another. */
export const computeAccount = (projectNumber: string) =>
  `${projectNumber}-compute@developer.gserviceaccount.com`;

export function iamCommands(projectId: string, account: string): string[] {
  const member = `--member=serviceAccount:${account}`;
  return [
    ...PROJECT_ROLES.map(
      (role) => `gcloud projects add-iam-policy-binding ${projectId} ${member} --role=${role}`,
    ),
    `gcloud iam service-accounts add-iam-policy-binding ${account} --project=${projectId} ${member} --role=${SELF_ROLE}`,
  ];
}

/** The grants to make when the account's number is not known here. */
function unverifiedIamSteps(projectId: string): string[] {
  return [
    `PROJECT_NUMBER=$(gcloud projects describe ${projectId} --format='value(projectNumber)')`,
    ...iamCommands(projectId, computeAccount('${PROJECT_NUMBER}')),
  ];
}

interface Policy {
  bindings?: { role: string; members?: string[] }[];
}

const rolesOf = (policy: Policy, member: string) =>
  new Set((policy.bindings ?? []).filter((b) => b.members?.includes(member)).map((b) => b.role));

async function json<T>(gcloud: NonNullable<GcloudRunner>, args: string[]): Promise<T | string> {
  const answer = await gcloud([...args, '--format=json']);
  if (!answer.ok) return firstLine(answer.stderr) || 'gcloud failed';
  return JSON.parse(answer.stdout) as T;
}

export async function checkIam(projectId: string, gcloud: GcloudRunner): Promise<CheckResult> {
  if (!gcloud) {
    return {
      check: 'iam',
      status: 'todo',
      reasons: ["gcloud is not installed, so the service account's roles were not checked"],
      steps: unverifiedIamSteps(projectId),
    };
  }
  const project = await json<{ projectNumber: string }>(gcloud, ['projects', 'describe', projectId]);
  if (typeof project === 'string')
    return checkResult(
      'iam',
      [`project ${projectId} could not be read: ${project}`],
      unverifiedIamSteps(projectId),
    );
  const account = computeAccount(project.projectNumber);
  const member = `serviceAccount:${account}`;
  const projectPolicy = await json<Policy>(gcloud, ['projects', 'get-iam-policy', projectId]);
  const selfPolicy = await json<Policy>(gcloud, [
    'iam',
    'service-accounts',
    'get-iam-policy',
    account,
    `--project=${projectId}`,
  ]);
  const reasons: string[] = [];
  if (typeof projectPolicy === 'string')
    reasons.push(`the project's IAM policy could not be read: ${projectPolicy}`);
  else {
    const held = rolesOf(projectPolicy, member);
    for (const role of PROJECT_ROLES.filter((r) => !held.has(r))) reasons.push(`${account} lacks ${role}`);
    if (held.has(SECRET_ROLE)) reasons.push(`${account} holds ${SECRET_ROLE} on the whole project`);
  }
  if (typeof selfPolicy === 'string')
    reasons.push(`${account}'s own IAM policy could not be read: ${selfPolicy}`);
  else if (!rolesOf(selfPolicy, member).has(SELF_ROLE))
    reasons.push(`${account} lacks ${SELF_ROLE} on itself`);
  const steps = reasons.length > 0 ? iamCommands(projectId, account) : [];
  if (reasons.some((reason) => reason.includes(SECRET_ROLE))) {
    steps.push(
      `gcloud projects remove-iam-policy-binding ${projectId} --member=serviceAccount:${account} --role=${SECRET_ROLE}`,
    );
  }
  return checkResult('iam', reasons, steps);
}
