// Every endpoint refuses fields it does not know (docs/product.md §7): a typo or a smuggled field is a
// 400, never silently ignored. Walks the endpoint table, so a new endpoint is covered without a list.
import { describe, expect, it } from 'vitest';
import { endpointNames, endpoints } from './index.js';

describe('every endpoint input schema', () => {
  it.each(endpointNames)('%s refuses an unknown field', (name) => {
    const result = endpoints[name].input.safeParse({ notAField: 'x' });
    expect(result.success).toBe(false);
    const codes = result.success ? [] : result.error.issues.map((issue) => issue.code);
    expect(codes).toContain('unrecognized_keys');
  });
});
