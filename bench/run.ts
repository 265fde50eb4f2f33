// `npm run bench [-- --only bundles,api,... --shuffle[=seed]]` (the sections: section-order.ts): builds,
// starts the local stack (bridge simulator, emulators, built web app), and prints measured figures.
// Nothing here asserts a timing; the numbers are for people to read. Sections run in any order: each
// starts on an emptied stack (no Firestore documents, no Auth users, the simulator as it started), so
// none sees another's fleet, users or counters, and each still removes what it made. A section that
// fails is reported and the others still run; the bench then exits with 1.
import { localStack } from '../tools/stack/index.ts';
import { resetEmulators } from '../tools/stack-clients/emulators.ts';
import { simulatorControl } from '../tools/stack-clients/simulator-control.ts';
import { sectionPlan } from './section-order.ts';

const stack = localStack();

/** An error with its causes: undici's "fetch failed" says what failed (refused, reset, timed out) only there. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause === undefined ? '' : `\n  caused by: ${describeError(error.cause)}`;
  return `${error.stack ?? error.message}${cause}`;
}

/** The sections' code, imported once this process is bound to the emulators (bench/sections.ts). */
async function loadSections() {
  stack.adoptEnv();
  return import('./sections.ts');
}

async function main(): Promise<void> {
  const plan = sectionPlan(process.argv.slice(2));
  const seed = plan.seed === undefined ? '' : ` (--shuffle=${plan.seed})`;
  console.log(`Bench sections in this order${seed}: ${plan.order.join(', ')}`);
  const { benchSections, BENCH_FUNCTIONS_PARAMS } = await loadSections();
  await stack.build(['functions', 'web-emulator'], 'quiet');
  await stack.start({ web: 'preview', functionsParams: BENCH_FUNCTIONS_PARAMS });
  console.log(`\nFirebase emulators ready in ${(stack.emulatorsReadyMs ?? Number.NaN).toFixed(1)} ms`);
  const sections = benchSections(stack.ports.hub);
  const failed: string[] = [];
  for (const name of plan.order) {
    try {
      await Promise.all([resetEmulators(), simulatorControl.reset()]);
      await sections[name]();
    } catch (error) {
      failed.push(name);
      console.error(`\nSection ${name} failed: ${describeError(error)}`);
    }
  }
  if (failed.length > 0) throw new Error(`bench sections failed: ${failed.join(', ')}`);
  console.log(`\nAll ${plan.order.length} sections finished${seed}.`);
}

main()
  .catch((error: unknown) => {
    console.error(describeError(error));
    process.exitCode = 1;
  })
  .finally(() => stack.stop());
