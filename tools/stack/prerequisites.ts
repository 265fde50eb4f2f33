// Programs the stack needs from the machine, checked before the first build so a missing one is said
// plainly at once, not minutes later as a stack trace from deep inside firebase-tools.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

interface Requirement {
  program: string;
  why: string;
  /** Checked only when this says the run needs it. */
  needed?: () => boolean;
}

/** Which of these programs no directory of `searchPath` (a PATH value) holds as an executable. */
export function missingPrograms(programs: readonly string[], searchPath = process.env.PATH ?? ''): string[] {
  const dirs = searchPath.split(path.delimiter).filter(Boolean);
  const found = (program: string) =>
    dirs.some((dir) => {
      try {
        accessSync(path.join(dir, program), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
  return programs.filter((program) => !found(program));
}

/** One message for everything missing, with what each program is for and how to get it. */
export function prerequisitesProblem(
  requirements: readonly Requirement[],
  searchPath?: string,
): string | undefined {
  const wanted = requirements.filter((requirement) => requirement.needed?.() ?? true);
  const missing = new Set(
    missingPrograms(
      wanted.map((requirement) => requirement.program),
      searchPath,
    ),
  );
  if (missing.size === 0) return undefined;
  const lines = wanted
    .filter((requirement) => missing.has(requirement.program))
    .map((requirement) => `  ${requirement.program}: ${requirement.why}`);
  return [
    'The local stack needs programs this machine does not have on its PATH:',
    ...lines,
    'Install a Java Development Kit, version 11 or later (Debian: apt-get install default-jdk-headless),',
    'and run the command again.',
  ].join('\n');
}

export function checkPrerequisites(requirements: readonly Requirement[]): void {
  const problem = prerequisitesProblem(requirements);
  if (problem) throw new Error(problem);
}
