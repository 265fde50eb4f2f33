// docs/product.md §7 lists every call the product makes to its functions: an endpoint added to the
// endpoint table without a row there fails here, so the product page cannot fall behind the server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointNames } from '../functions/src/contract/endpoints.ts';

const doc = readFileSync(path.resolve(import.meta.dirname, 'product.md'), 'utf8');
const calls = doc.slice(doc.indexOf('## §7. The calls'), doc.indexOf('## §8.'));
/** The backticked names in the first cell of each row of §7's table. */
const listed = new Set(
  calls
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1])),
);

describe('docs/product.md §7', () => {
  it.each(endpointNames)('lists the endpoint %s', (name) => {
    expect(listed.has(name)).toBe(true);
  });

  it('lists nothing that is not an endpoint', () => {
    expect([...listed].filter((name) => !endpointNames.includes(name as never))).toEqual([]);
  });
});
