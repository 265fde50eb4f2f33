// Unit layer: fast tests next to the code plus the bridge suite (adapter against the in-process
// simulator over real HTTP). No emulators, no browser.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['copydesk-source'] },
  ssr: { resolve: { conditions: ['copydesk-source'] } },
  test: {
    include: [
      'functions/src/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'cli/src/**/*.test.ts',
      'tools/**/*.test.ts',
      'tests/bridge/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'functions/lib/**', 'web/dist/**', 'cli/dist/**'],
  },
});
