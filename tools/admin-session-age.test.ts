// Admin sessions end after one age (docs/architecture.md §5), enforced twice: by the admin endpoints
// (MAX_ADMIN_SESSION_HOURS) and by firestore.rules, which cannot read configuration and so writes the
// value out. This fails when the rules and the server's default or any environment's value differ.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_ADMIN_SESSION_HOURS } from '../functions/src/platform/params/security-params.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

function rulesHours(): number {
  const body = /function signedInWithinAdminSessionAge\(\) \{([^}]*)\}/.exec(read('firestore.rules'))?.[1];
  const hours = /duration\.value\((\d+), 'h'\)/.exec(body ?? '')?.[1];
  if (!hours) throw new Error('firestore.rules: signedInWithinAdminSessionAge has no duration in hours');
  return Number(hours);
}

function envHours(file: string): number | undefined {
  const value = /^MAX_ADMIN_SESSION_HOURS=(\d+)\s*$/m.exec(read(file))?.[1];
  return value === undefined ? undefined : Number(value);
}

describe('the admin session age', () => {
  it('is the same in firestore.rules as the server default', () => {
    const defaultHours = (MAX_ADMIN_SESSION_HOURS as unknown as { options: { default: number } }).options
      .default;
    expect(rulesHours()).toBe(defaultHours);
  });

  it.each(['functions/.env.staging', 'functions/.env.production', 'functions/.env.example'])(
    'is the same in firestore.rules as in %s (when set there)',
    (file) => {
      expect(envHours(file) ?? rulesHours()).toBe(rulesHours());
    },
  );
});
