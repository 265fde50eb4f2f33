import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['copydesk-source'] },
  ssr: { resolve: { conditions: ['copydesk-source'] } },
  test: {
    include: [
      'functions/src/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'cli/src/**/*.test.ts',
      'tests/bridge/**/*.test.ts',
    ],
  },
});
