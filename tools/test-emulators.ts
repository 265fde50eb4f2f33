// `npm run test:emulators -- [--no-web] [--no-<service>] [vitest filters...]`: only the emulator
// suites, for iterating on rules, functions or e2e. Builds the functions first, and the web app (emulator
// mode, pointed at this checkout's ports) when the run includes e2e; --no-web skips the web app,
// --no-simulator (or any local service's --no-<name>, tools/stack/services) leaves that service out.
import { localStack, parseStackFlags, type Build } from './stack/index.ts';
import { emulatorSuites } from './test-suites.ts';

async function main(): Promise<number> {
  const { without, web, rest: filters } = parseStackFlags(process.argv.slice(2));
  const stack = localStack();
  const runsE2e = filters.length === 0 || filters.some((filter) => filter.includes('e2e'));
  const builds: Build[] = ['functions', ...(web && runsE2e ? (['web-emulator'] as const) : [])];
  try {
    await stack.build(builds);
    return await emulatorSuites(stack, filters, { without, ...(web ? { web: 'preview' as const } : {}) });
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
