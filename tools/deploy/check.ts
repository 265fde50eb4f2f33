// One preflight check's outcome: pass, fail (the deploy stops) or todo (could not be verified from
// here: the steps say exactly what to run). Every reason is kept, none stops the others.
export type CheckStatus = 'pass' | 'fail' | 'todo';

export interface CheckResult {
  check: string;
  status: CheckStatus;
  /** Why it failed or could not be verified, one a problem. */
  reasons: string[];
  /** What to do about it: exact commands where there are some. */
  steps: string[];
}

export function checkResult(check: string, reasons: string[], steps: string[] = []): CheckResult {
  return { check, status: reasons.length === 0 ? 'pass' : 'fail', reasons, steps };
}
