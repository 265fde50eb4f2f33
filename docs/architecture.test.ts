// docs/architecture.md §10 leads a newcomer from a URL or an endpoint name to the code in two hops; these
// checks keep it true as routes, endpoints and triggers are added: each one the code has is listed, and
// each file the tables name exists.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointNames } from '../functions/src/contract/endpoints.ts';
import { paths } from '../web/src/config/paths.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const doc = read('docs/architecture.md');
const section = doc.slice(doc.indexOf('## 10. From a URL or an endpoint to the code'));

/** The cells of every table row in §10 whose first cell is code (`...`). */
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
const rowFor = (first: string) => rows.find((cells) => cells[0] === `\`${first}\``);
/** The backticked file names in a cell, without any parenthesised note. */
const filesIn = (cell = '') =>
  [...cell.replace(/\(.*\)/g, '').matchAll(/`([^`]+\.tsx?)`/g)].map((m) => m[1] ?? '');

/**
 * The files of a "Called from" cell, from the repository root: `features/...` is under web/src, and a bare
 * file name sits beside the file named before it.
 */
function callerFiles(cell = ''): string[] {
  let dir = '';
  return filesIn(cell).map((name) => {
    const file = name.startsWith('features/')
      ? `web/src/${name}`
      : name.includes('/')
        ? name
        : `${dir}/${name}`;
    dir = path.posix.dirname(file);
    return file;
  });
}

const routes = Object.values(paths).map((route) => route.replace(/:(\w+)/g, '{$1}'));
const triggers = [
  ...read('functions/src/index.ts').matchAll(
    /export \{([\w\s,]+)\} from '\.\/(?:triggers\/[^']+|[^']+\.(?:trigger|task)\.js)'/g,
  ),
].flatMap((m) => (m[1] ?? '').split(',').map((name) => name.trim()));

describe('docs/architecture.md §10', () => {
  it.each(routes)('lists the route %s with a screen file that exists', (route) => {
    const row = rowFor(route);
    expect(row, `no row for ${route}`).toBeDefined();
    const [screen] = filesIn(row?.[1]);
    expect(screen && existsSync(path.join(ROOT, screen)), `${screen} does not exist`).toBe(true);
  });

  it.each(endpointNames)('lists the endpoint %s with its server file in functions/src', (name) => {
    const row = rowFor(name);
    expect(row, `no row for ${name}`).toBeDefined();
    const [server] = filesIn(row?.[1]);
    const found = [path.join('functions/src/http', server ?? ''), path.join('functions/src', server ?? '')];
    expect(server && found.some((file) => existsSync(path.join(ROOT, file))), `${server} missing`).toBe(true);
  });

  it.each(endpointNames)('names for %s only server files that exist in functions/src', (name) => {
    const note = /\((.*)\)/.exec(rowFor(name)?.[1] ?? '')?.[1] ?? '';
    const services = [...note.matchAll(/`([a-z-]+\/[^`]*)`/g)].map((m) => m[1] ?? '');
    const missing = services.filter((file) => !existsSync(path.join(ROOT, 'functions/src', file)));
    expect(missing).toEqual([]);
  });

  it.each(endpointNames)('names as callers of %s only files that call it', (name) => {
    const callers = callerFiles(rowFor(name)?.[2]);
    expect(callers.length, `no caller named for ${name}`).toBeGreaterThan(0);
    const wrong = callers.filter((file) => !existsSync(path.join(ROOT, file)) || !read(file).includes(name));
    expect(wrong, `named as callers of ${name} but never call it`).toEqual([]);
  });

  it.each(triggers)('names the trigger %s', (name) => {
    expect(section).toContain(`\`${name}\``);
  });

  it('finds the routes, endpoints and triggers it checks', () => {
    // Guards against a parse that silently checks nothing.
    expect([routes.length, endpointNames.length, triggers.length].every((n) => n >= 5)).toBe(true);
  });
});
