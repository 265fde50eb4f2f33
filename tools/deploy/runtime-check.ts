// The functions runtime of firebase.json, judged by firebase-tools' own guard: the check `firebase
// deploy` makes before uploading (deploy/functions/prepare.js), so the preflight never disagrees.
import { runtimeSupport } from './firebase-tools.ts';
import { checkResult, type CheckResult } from './check.ts';

export function runtimeProblem(runtime: string | undefined, now: Date): string | null {
  if (!runtime) return 'firebase.json names no functions runtime';
  if (!runtimeSupport.isRuntime(runtime))
    return `firebase.json's runtime ${runtime} is not one firebase-tools knows`;
  try {
    runtimeSupport.guardVersionSupport(runtime, now);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function checkRuntime(runtime: string | undefined, now = new Date()): CheckResult {
  const problem = runtimeProblem(runtime, now);
  return checkResult(
    'runtime',
    problem ? [problem] : [],
    problem ? ['Set functions[].runtime in firebase.json and functions/package.json engines together.'] : [],
  );
}
