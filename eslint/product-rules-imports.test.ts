// Product rules have one front door (docs/architecture.md §3): the web app, the CLI, the tests, the tools
// and the bench import a name functions/src/product-rules exports from '@copydesk/functions/product-rules',
// never through '@copydesk/functions/contract' (which still re-exports them for the functions' own code).
import { describe, expect, it } from 'vitest';
import { contractImportsIn, productRuleNames } from './product-rules-imports';

const CALLERS = ['web/src', 'cli/src', 'tests', 'tools', 'bench'];

describe('where product rules are imported from', () => {
  it('reads the names product-rules exports, its constants, functions and types alike', () => {
    const names = productRuleNames();
    for (const name of ['TRADE_VOLUME', 'previewRisk', 'Guardrails', 'CopyReportPeriod'])
      expect(names.has(name)).toBe(true);
    expect(names.has('subscribeToStrategyInput')).toBe(false);
  });

  it('finds the imports from the contract, the schemas the callers use among them', () => {
    const imports = contractImportsIn(['web/src']);
    expect(imports.some((i) => i.name === 'tradeVolumeSchema')).toBe(true);
  });

  it.each(CALLERS)('%s imports no product rule through the contract', (dir) => {
    const rules = productRuleNames();
    const throughContract = contractImportsIn([dir])
      .filter((i) => rules.has(i.name))
      .map((i) => `${i.file}: ${i.name}`);
    expect(throughContract).toEqual([]);
  });
});
