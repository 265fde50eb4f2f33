// What only the Google Cloud project can tell: whether each declared secret has an enabled version in
// Secret Manager (the service accounts' grants are iam-check.ts). Asked through `gcloud` (an injected
// runner, so tests give a fake one); without gcloud the check is a todo listing the exact commands
// (docs/operations.md "Deploying").
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

/** Runs `gcloud <args> --format=json`: the parsed answer, or the first line of gcloud's refusal. */
export async function gcloudJson<T>(gcloud: NonNullable<GcloudRunner>, args: string[]): Promise<T | string> {
  const answer = await gcloud([...args, '--format=json']);
  if (!answer.ok) return firstLine(answer.stderr) || 'gcloud failed';
  return JSON.parse(answer.stdout) as T;
}
