// firebase-tools' own runtime guard (the one `firebase deploy` runs) on firebase.json's runtime: this
// suite fails once the configured runtime is decommissioned, before a deploy would.
import { describe, expect, it } from 'vitest';
import { readFirebaseJson } from './deploy-config.ts';
import { runtimeSupport } from './firebase-tools.ts';
import { checkRuntime } from './runtime-check.ts';

describe("firebase-tools' runtime guard", () => {
  it('refuses nodejs20, decommissioned on 2026-10-30', () => {
    expect(runtimeSupport.isDecommissioned('nodejs20')).toBe(true);
    expect(() => runtimeSupport.guardVersionSupport('nodejs20')).toThrow(/decommissioned on 2026-10-30/);
  });

  it('accepts nodejs22', () => {
    expect(runtimeSupport.isDecommissioned('nodejs22')).toBe(false);
    expect(() => runtimeSupport.guardVersionSupport('nodejs22')).not.toThrow();
  });

  it("accepts firebase.json's functions runtime, as the preflight's check does", () => {
    const runtimes = readFirebaseJson().functions.map((codebase) => codebase.runtime);
    expect(runtimes.length).toBeGreaterThan(0);
    for (const runtime of runtimes) {
      expect(runtime).toBeDefined();
      expect(() => runtimeSupport.guardVersionSupport(runtime ?? '')).not.toThrow();
      expect(checkRuntime(runtime)).toMatchObject({ status: 'pass', reasons: [] });
    }
  });
});
