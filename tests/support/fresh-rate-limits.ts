// Setup file of the emulator layer: every test file starts with no abuse-limit counters. Files run one
// at a time against one Firestore, and the limits count per caller and per client IP (all tests call
// from loopback), so counters left by one file would otherwise answer 429 in the next.
import { beforeAll } from 'vitest';
import { clearRateLimits } from './rate-limits.ts';

beforeAll(clearRateLimits);
