// Where the backend logs each failure event: every `logger.<level>(..., { event: LOG_EVENTS.<key>, ... })`
// in functions/src (tests excluded), read from the source so the monitoring tests cover every emitting
// site, including those only the emulators can run (the cycle planner, the watchdog, the endpoints).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack/processes.ts';

export interface EmittingSite {
  /** The key of LOG_EVENTS the call names (healthMonitorCycle). */
  key: string;
  /** The severity Cloud Logging stores for the logger method the call uses. */
  severity: 'DEBUG' | 'INFO' | 'WARNING' | 'ERROR';
  /** functions/src/... */
  file: string;
}

const SEVERITY = { debug: 'DEBUG', info: 'INFO', warn: 'WARNING', error: 'ERROR' } as const;
const FUNCTIONS_SRC = path.join(ROOT, 'functions', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Each logger call up to its closing `);`, and the event it names, if any. */
function sitesIn(file: string, source: string): EmittingSite[] {
  const sites: EmittingSite[] = [];
  for (const call of source.matchAll(/logger\.(debug|info|warn|error)\(/g)) {
    const end = source.indexOf(');', call.index);
    const text = source.slice(call.index, end === -1 ? undefined : end);
    const key = /event: LOG_EVENTS\.(\w+)/.exec(text)?.[1];
    const level = call[1] as keyof typeof SEVERITY;
    if (key) sites.push({ key, severity: SEVERITY[level], file: path.relative(ROOT, file) });
  }
  return sites;
}

export function emittingSites(): EmittingSite[] {
  return sourceFiles(FUNCTIONS_SRC).flatMap((file) => sitesIn(file, readFileSync(file, 'utf8')));
}

/** How many times `event: LOG_EVENTS.` appears at all: each must be inside a logger call. */
export function eventMentions(): number {
  return sourceFiles(FUNCTIONS_SRC).reduce(
    (count, file) => count + (readFileSync(file, 'utf8').match(/event: LOG_EVENTS\./g)?.length ?? 0),
    0,
  );
}
