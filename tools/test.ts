// `npm test`: every layer, cheapest first. typecheck (which builds functions/lib) -> lint beside the unit
// tests and the web and CLI builds (lint is one process; the machine has two cores) -> emulator suites
// (rules, functions, cli, browser e2e) under `firebase emulators:exec`, with the local services and the
// built web app served (tools/stack), in two lanes side by side on two stacks of their own (ports
// COPYDESK_PORT_OFFSET and 100 above): the suites mostly wait on the emulators, so two lanes keep both
// cores busy. The browser lane, the shorter, then runs `npm start` (200 above) and stops it with Ctrl-C
// (tests/stack); its functions build finds nothing changed and writes nothing the other lane serves.
// Prints the time of each step and one closing "N passed, N failed".
import { mkdirSync, rmSync } from 'node:fs';
import { localStack } from './stack/index.ts';
import { portOffset } from './stack/ports.ts';
import { run } from './stack/processes.ts';
import { countResults, emulatorSuites, REPORTS, vitestArgv } from './test-suites.ts';

const timings: string[] = [];

/** The emulator suites' two lanes: each on a stack of its own, this far apart in ports. */
const LANE_SPACING = 100;
/**
 * Functions suites the browser lane takes: provisioning, the restore drill and the authorization matrix
 * so that the two lanes end about together (measured on 2 cores on a fresh clone: 'rules, functions'
 * 1,005 s against 'cli, e2e' 713 s plus the 133 s `npm start` lifecycle with the drill already moved;
 * the matrix takes about 85 s; the drill also compares the whole database, which is smaller in this
 * lane, whose functions suites run first), and the Hosting headers, which read the web/dist that the
 * browser lane's deploy test swaps under an open tab (tests/e2e/deploys): in one lane the two never run
 * at once.
 */
const BROWSER_LANE_FUNCTIONS = [
  'tests/functions/provisioning.test.ts',
  'tests/functions/recovery-drill.test.ts',
  'tests/functions/authorization.test.ts',
  'tests/functions/hosting-headers.test.ts',
];
/** The suites of each lane (vitest filters and exclusions); together they are every emulator suite. */
const RULES_AND_FUNCTIONS = [
  'tests/rules/',
  'tests/functions/',
  ...BROWSER_LANE_FUNCTIONS.flatMap((suite) => ['--exclude', suite]),
];
const CLI_E2E_AND_MORE = ['tests/cli/', 'tests/e2e/', ...BROWSER_LANE_FUNCTIONS];

type Action = () => Promise<number | void>;

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1).padStart(6);

async function step(name: string, action: Action): Promise<void> {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = (await action()) ?? 0;
  timings.push(`  ${name.padEnd(22)} ${seconds(started)} s`);
  if (code !== 0) throw new Error(`${name} failed (exit code ${code})`);
}

/** Lanes of steps that run side by side (each lane in order); fails after all lanes end if any step failed. */
async function sideBySide(lanes: [string, Action][][]): Promise<void> {
  console.log(`\n=== ${lanes.map((lane) => lane.map(([name]) => name).join(' -> ')).join('  |  ')} ===`);
  const failures: string[] = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, action] of lane) {
        const started = Date.now();
        const outcome = await action().then(
          (code) => (code ? `exit code ${code}` : null),
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        );
        timings.push(`  ${name.padEnd(22)} ${seconds(started)} s  (side by side)`);
        if (outcome) return void failures.push(`${name} failed (${outcome})`);
      }
    }),
  );
  if (failures.length > 0) throw new Error(failures.join('; '));
}

async function main(): Promise<void> {
  const stack = localStack();
  // The browser lane's stack: the web app is built for its ports (the rules and functions lane serves none).
  const browserStack = localStack(portOffset() + LANE_SPACING);
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const started = Date.now();
  const [vitest, ...unitArgs] = vitestArgv('vitest.config.ts', 'unit.json');
  try {
    // The typecheck emits functions/lib (the functions build), which the CLI's types and so the lint
    // read: it goes first, and nothing writes functions/lib while the lint runs.
    await step('typecheck', () => run('typecheck', 'npm', ['run', 'typecheck'], { env: stack.env }));
    await sideBySide([
      [['lint', () => run('lint', 'npm', ['run', 'lint'], { env: stack.env })]],
      [
        ['unit tests', () => run('unit', vitest, unitArgs, { env: stack.env })],
        ['build', () => browserStack.build(['cli', 'web-emulator'])],
      ],
    ]);
    const [stackVitest, ...stackArgs] = vitestArgv('vitest.stack.config.ts', 'stack.json');
    const startOffset = String(portOffset() + 2 * LANE_SPACING);
    await sideBySide([
      [['rules, functions', () => emulatorSuites(stack, RULES_AND_FUNCTIONS, {}, 'rules-functions.json')]],
      [
        [
          'cli, e2e',
          () => emulatorSuites(browserStack, CLI_E2E_AND_MORE, { web: 'preview' }, 'cli-e2e.json'),
        ],
        [
          'npm start lifecycle',
          () =>
            run('stack', stackVitest, stackArgs, {
              env: { ...process.env, COPYDESK_PORT_OFFSET: startOffset },
            }),
        ],
      ],
    ]);
  } finally {
    await stack.stop();
    console.log(
      `\nTimings:\n${timings.join('\n')}\n  ${'total'.padEnd(22)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`,
    );
    const { passed, failed } = countResults();
    console.log(`tests: ${passed} passed, ${failed} failed`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
