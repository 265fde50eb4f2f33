// Emulator layer: run by tools/test.ts under `firebase emulators:exec`, with the bridge simulator and
// the built web app served. Files run one at a time because they share the emulators' state.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['copydesk-source'] },
  ssr: { resolve: { conditions: ['copydesk-source'] } },
  test: {
    include: ['tests/{rules,functions,cli,e2e}/**/*.test.ts'],
    fileParallelism: false,
    setupFiles: ['tests/support/fresh-rate-limits.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
