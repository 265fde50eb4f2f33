// Setup of the components test project (vitest.config.ts): jest-dom's matchers, and an empty document
// after each test (Testing Library cleans up by itself only when Vitest globals are on).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
