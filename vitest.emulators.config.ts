// Emulator layer: run by tools/test.ts under `firebase emulators:exec`, with the bridge simulator and
// the built web app served. Files run one at a time because they share the emulators' state, and the
// layers run in order (rules, functions, cli, then e2e): several e2e journeys reset the emulators,
// which would pull state from under a functions suite that ran after them (within a layer, vitest's
// own order).
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

const LAYERS = ['tests/rules/', 'tests/functions/', 'tests/cli/', 'tests/e2e/'];

const layerOf = (file: TestSpecification) => {
  const index = LAYERS.findIndex((layer) => file.moduleId.includes(`/${layer}`));
  return index === -1 ? LAYERS.length : index;
};

class LayerSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted].sort((a, b) => layerOf(a) - layerOf(b));
  }
}

export default defineConfig({
  resolve: { conditions: ['copydesk-source'] },
  ssr: { resolve: { conditions: ['copydesk-source'] } },
  test: {
    include: ['tests/{rules,functions,cli,e2e}/**/*.test.ts'],
    fileParallelism: false,
    sequence: { sequencer: LayerSequencer },
    setupFiles: ['tests/support/fresh-rate-limits.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
