// Which bench sections run, and in what order (`npm run bench -- --only a,b --shuffle[=seed]`). Every
// section starts on an emptied stack (bench/run.ts), so any order gives the same figures; --shuffle
// proves it by running them in a random order, printed with its seed so a run can be repeated.
export const SECTIONS = [
  'bundles',
  'lighthouse',
  'api',
  'runs',
  'health',
  'risk',
  'copy',
  'modal',
  'statistics',
  'admin',
  'search',
] as const;

export type SectionName = (typeof SECTIONS)[number];

export interface SectionPlan {
  order: SectionName[];
  /** The shuffle's seed; absent when the sections run in their listed order. */
  seed?: number;
}

const isSection = (name: string): name is SectionName => (SECTIONS as readonly string[]).includes(name);

function chosenSections(argv: readonly string[]): SectionName[] {
  const only = argv.indexOf('--only');
  if (only === -1) return [...SECTIONS];
  const chosen = (argv[only + 1] ?? '').split(',');
  const unknown = chosen.filter((name) => !isSection(name));
  if (unknown.length > 0) throw new Error(`--only takes ${SECTIONS.join(', ')}; got ${unknown.join(', ')}`);
  return SECTIONS.filter((name) => chosen.includes(name));
}

/** The seed of `--shuffle=<seed>`, a random one for a bare `--shuffle`, undefined without the flag. */
function shuffleSeed(argv: readonly string[], randomSeed: () => number): number | undefined {
  const flag = argv.find((arg) => arg === '--shuffle' || arg.startsWith('--shuffle='));
  if (flag === undefined) return undefined;
  if (flag === '--shuffle') return randomSeed();
  const seed = Number(flag.slice('--shuffle='.length));
  if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32)
    throw new Error(`--shuffle=<seed> takes a whole number from 0 to 4294967295, got "${flag}"`);
  return seed;
}

/** A linear congruential generator (Numerical Recipes' constants): the same seed, the same order. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296) / 4_294_967_296;
}

/** Fisher-Yates over a copy of `items`, driven by `seed`. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seeded(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function sectionPlan(
  argv: readonly string[],
  randomSeed: () => number = () => Math.floor(Math.random() * 2 ** 32),
): SectionPlan {
  const chosen = chosenSections(argv);
  const seed = shuffleSeed(argv, randomSeed);
  return seed === undefined ? { order: chosen } : { order: shuffled(chosen, seed), seed };
}
