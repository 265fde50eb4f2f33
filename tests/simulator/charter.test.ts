// The simulator's charter (tools/bridge-simulator/README.md, "Charter"): every route it serves, MetaApi's
// and its control routes, has a row saying what relies on it, and every file a row names exists, so the
// tables cannot quietly fall behind the code.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Faults } from '../../tools/bridge-simulator/faults.js';
import { affiliateRoute } from '../../tools/bridge-simulator/routes-affiliate.js';
import { metaApiRoutes } from '../../tools/bridge-simulator/routes-metaapi.js';
import { allControlRoutes } from '../../tools/bridge-simulator/server.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README = readFileSync(path.join(ROOT, 'tools/bridge-simulator/README.md'), 'utf8');
/** Where a bare adapter file name in the "product read" column lives. */
const ADAPTER_DIRS = ['functions/src/bridge', 'functions/src/affiliation'];

/** The rows of the table under `### heading`: each row's cells, header and rule left out. */
function tableUnder(heading: string): string[][] {
  const section = README.split(`### ${heading}\n`)[1]?.split(/\n#{2,3} /)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const routeOf = (cell: string) => /^`([A-Z]+ \/[^`]*)`$/.exec(cell)?.[1];
const rowsOf = (heading: string) =>
  tableUnder(heading).map((cells) => ({ route: routeOf(cells[0] ?? ''), cells }));
const served = (routes: { method: string; path: string }[]) =>
  routes.map((r) => `${r.method} ${r.path}`).sort();

describe("the simulator's charter", () => {
  it.each([
    ['MetaApi routes', served([...metaApiRoutes, affiliateRoute('any')])],
    ['Control routes', served(allControlRoutes({ faults: new Faults(), reset: () => undefined }))],
  ])('lists exactly the %s the simulator serves, each with what relies on it', (heading, routes) => {
    const rows = rowsOf(heading);
    expect(rows.map((r) => r.route ?? `unreadable: ${r.cells[0]}`).sort()).toEqual(routes);
    for (const { cells } of rows) expect(cells.at(-1), cells[0]).toMatch(/`[^`]+\.ts`/);
  });

  it('names what each world behaviour serves and what relies on it', () => {
    const rows = tableUnder('World behaviours');
    expect(rows.length).toBeGreaterThan(0);
    for (const cells of rows) {
      expect(cells, cells[0]).toHaveLength(3);
      // A behaviour no test relies on must say so and be listed as a candidate for removal.
      expect(cells[2], cells[0]).toMatch(/`[^`]+\.ts`|\*\*candidate\*\*/);
    }
  });

  it('names only files that exist', () => {
    const named = [...README.split('## Running it')[0]!.matchAll(/`([\w./-]+\.ts)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    const missing = named.filter((file) =>
      file.includes('/')
        ? !existsSync(path.join(ROOT, file))
        : !ADAPTER_DIRS.some((dir) => existsSync(path.join(ROOT, dir, file))) &&
          !existsSync(path.join(ROOT, 'tools/bridge-simulator', file)),
    );
    expect(missing).toEqual([]);
  });
});
