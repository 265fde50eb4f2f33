// The test layers as `npm test` and `npm run test:emulators` run them: vitest with a JSON report beside
// the console one (so the closing line can count both layers), the emulator layer under the local stack.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocalStack, StartOptions } from './stack/index.ts';
import { BIN, ROOT } from './stack/processes.ts';

export const REPORTS = path.join(ROOT, 'test-results', 'reports');

export function vitestArgv(config: string, report: string): [string, ...string[]] {
  return [
    path.join(BIN, 'vitest'),
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(REPORTS, report)}`,
  ];
}

/**
 * The emulator layer: rules, functions, cli and e2e suites (or only those the vitest filters pick),
 * reported to `report` (one a stack when two run side by side).
 */
export function emulatorSuites(
  stack: LocalStack,
  filters: string[],
  options: StartOptions,
  report = 'emulators.json',
): Promise<number> {
  return stack.exec([...vitestArgv('vitest.emulators.config.ts', report), ...filters], options);
}

/** Passed and failed tests over every JSON report of this run. */
export function countResults(): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  const reports = existsSync(REPORTS) ? readdirSync(REPORTS).filter((name) => name.endsWith('.json')) : [];
  for (const report of reports) {
    const file = path.join(REPORTS, report);
    const data = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    passed += data.numPassedTests;
    failed += data.numFailedTests;
  }
  return { passed, failed };
}
