// A production build of the web app without its configuration stops before bundling, naming every
// missing key (docs/architecture.md: configuration is checked at build time, not as a blank page).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from 'vite';

const WEB = path.resolve(import.meta.dirname, '../web');
const dirs: string[] = [];

/** An env directory holding only the given lines (the web/.env files are not read). */
function envDir(lines: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'copydesk-env-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, '.env.production'), lines.join('\n'));
  return dir;
}

async function buildError(dir: string): Promise<string> {
  try {
    await build({
      root: WEB,
      configFile: path.join(WEB, 'vite.config.ts'),
      mode: 'production',
      envDir: dir,
      logLevel: 'silent',
      build: { write: false },
    });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return 'the build succeeded';
}

// Process VITE_* values win over files in Vite; `npm test` passes some (emulator URLs), so hide them.
const saved: Record<string, string | undefined> = {};
beforeEach(() => {
  for (const key of Object.keys(process.env).filter((name) => name.startsWith('VITE_'))) {
    saved[key] = process.env[key];
    delete process.env[key];
  }
});
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  Object.assign(process.env, saved);
});

describe('the production web build', () => {
  it('stops with the list of missing configuration keys', { timeout: 60_000 }, async () => {
    const message = await buildError(envDir(['VITE_BRAND_NAME=CopyDesk']));
    for (const key of [
      'VITE_FIREBASE_API_KEY is required',
      'VITE_FIREBASE_AUTH_DOMAIN is required',
      'VITE_FIREBASE_PROJECT_ID is required',
      'VITE_FIREBASE_APP_ID is required',
      'VITE_FUNCTIONS_BASE_URL',
      'VITE_SUPPORT_EMAIL',
      'VITE_MAIN_SITE_URL',
      'VITE_PARTNER_CODE is required',
    ])
      expect(message).toContain(key);
    expect(message).toContain('The production build needs its configuration.');
    expect(message).not.toContain('VITE_BRAND_NAME');
  });

  it('refuses emulator settings', { timeout: 60_000 }, async () => {
    const message = await buildError(envDir(['VITE_USE_EMULATORS=true']));
    expect(message).toContain('A production build cannot use the emulators (VITE_USE_EMULATORS=true).');
  });
});
