// Test fixture: a fake project whose service accounts are created and granted by running the commands
// docs/operations.md "IAM" gives, for each account the groups its table row names, so the preflight's
// expectations are checked against the docs rather than against themselves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyCommand, type FakeProject } from './preflight-fixtures.ts';

const OPERATIONS = path.resolve(import.meta.dirname, '../../docs/operations.md');

function iamSection(): string {
  const text = readFileSync(OPERATIONS, 'utf8');
  const start = text.indexOf('### IAM');
  return text.slice(start, text.indexOf('\n### ', start + 1));
}

/** Each account of the table and the groups of its "Other roles" cell ("auth", "tasks", "events"). */
function documentedGroups(section: string): Map<string, string[]> {
  const rows = [...section.matchAll(/^\| `([a-z-]+)` +\|.*\| ([a-z, ]+?) +\|$/gm)];
  return new Map(rows.map((row) => [row[1]!, row[2]!.split(', ')]));
}

/** `project` with every command of the docs run: accounts created, secrets and roles granted. */
export function grantedAsDocumented(project: FakeProject): FakeProject {
  const section = iamSection();
  const commands = [...section.matchAll(/^gcloud .+$/gm)].map((m) => m[0]);
  const withProject = (command: string) => command.replaceAll('$PROJECT', project.projectId);
  for (const command of commands.filter((c) => !c.includes('$SA')))
    applyCommand(project, withProject(command));
  for (const [account, groups] of documentedGroups(section)) {
    const email = `${account}@${project.projectId}.iam.gserviceaccount.com`;
    for (const command of commands.filter((c) => c.includes('$SA'))) {
      const forGroups = command.split('#')[1]?.trim().split(', ');
      if (forGroups && !forGroups.some((group) => groups.includes(group))) continue;
      applyCommand(project, withProject(command).replaceAll('$SA', email));
    }
  }
  return project;
}
