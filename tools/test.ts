// `npm test`: every layer, cheapest first. typecheck -> lint -> unit -> build -> emulator suites
// (rules, functions, cli, browser e2e) under `firebase emulators:exec` with the bridge simulator and
// the built web app served. Prints the time of each step and one closing "N passed, N failed" line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { execWithEmulators, writeFunctionsLocalConfig } from './emulators.ts';
import { childEnv, localPorts, localUrls, newLocalSecrets } from './local-env.ts';
import { BIN, ROOT, run, spawnChild, stopAll, stopAllOnSignals } from './processes.ts';
import { httpAnswers, waitFor } from './readiness.ts';
import { startSimulator } from './simulator.ts';

const REPORTS = path.join(ROOT, 'test-results', 'reports');
const timings: string[] = [];

async function step(name: string, action: () => Promise<number>): Promise<void> {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await action();
  timings.push(`  ${name.padEnd(22)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  if (code !== 0) throw new Error(`${name} failed (exit code ${code})`);
}

function vitestArgs(config: string, report: string): string[] {
  return [
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(REPORTS, report)}`,
  ];
}

function countResults(): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  for (const report of ['unit.json', 'emulators.json']) {
    const file = path.join(REPORTS, report);
    if (!existsSync(file)) continue;
    const data = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    passed += data.numPassedTests;
    failed += data.numFailedTests;
  }
  return { passed, failed };
}

export interface EmulatorSuiteOptions {
  simulator: boolean;
  web: boolean;
  /** Extra vitest arguments, e.g. a file filter. */
  filters: string[];
}

export async function emulatorSuites(env: NodeJS.ProcessEnv, options: EmulatorSuiteOptions): Promise<number> {
  const ports = localPorts();
  if (options.simulator) await startSimulator(ports, env);
  if (options.web) {
    spawnChild('preview', path.join(BIN, 'vite'), ['preview'], {
      env,
      cwd: path.join(ROOT, 'web'),
      output: 'quiet',
    });
    await waitFor(
      'the built web app',
      httpAnswers(`${localUrls(ports).preview}/`, (s) => s === 200),
      { timeoutMs: 30_000 },
    );
  }
  const args = [...vitestArgs('vitest.emulators.config.ts', 'emulators.json'), ...options.filters];
  return execWithEmulators(ports, env, [path.join(BIN, 'vitest'), ...args].join(' ')).exited;
}

async function main(): Promise<void> {
  stopAllOnSignals();
  const ports = localPorts();
  const secrets = newLocalSecrets();
  const env = childEnv(ports, secrets);
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const started = Date.now();
  try {
    await step('typecheck', () => run('typecheck', 'npm', ['run', 'typecheck'], { env }));
    await step('lint', () => run('lint', 'npm', ['run', 'lint'], { env }));
    await step('unit tests', () =>
      run('unit', path.join(BIN, 'vitest'), vitestArgs('vitest.config.ts', 'unit.json'), { env }),
    );
    await step('build', async () => {
      for (const args of [['functions'], ['cli'], ['web', '--', '--mode', 'emulator']]) {
        const code = await run('build', 'npm', ['run', 'build', '-w', ...args], { env });
        if (code !== 0) return code;
      }
      return 0;
    });
    writeFunctionsLocalConfig(ports, secrets, { testing: true });
    await step('emulator suites', () => emulatorSuites(env, { simulator: true, web: true, filters: [] }));
  } finally {
    await stopAll();
    console.log(
      `\nTimings:\n${timings.join('\n')}\n  ${'total'.padEnd(22)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`,
    );
    const { passed, failed } = countResults();
    console.log(`tests: ${passed} passed, ${failed} failed`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
