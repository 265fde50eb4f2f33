// The signed-in session on disk: one file per target in the user's config directory, readable by the
// user only (0600 in a 0700 directory). It holds the refresh token, never a password, and when the
// session ends (docs/operations.md, "CLI").
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import type { Tokens } from './identity-toolkit.js';
import type { OpsPrincipal } from './service-account.js';

export interface StoredSession extends Tokens {
  targetKey: string;
  signedInAt: string;
  /** Epoch milliseconds after which the CLI refuses the session (session.ts). */
  sessionExpiresAt: number;
  method: 'password' | 'service-account';
  /** service-account sessions: the ops principal that acts for `uid`, to revoke on logout. */
  opsPrincipal?: OpsPrincipal;
}

export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.COPYDESK_CONFIG_DIR) return env.COPYDESK_CONFIG_DIR;
  const base = env.XDG_CONFIG_HOME ?? path.join(homedir(), '.config');
  return path.join(base, 'copydesk');
}

function sessionFile(targetKey: string, env?: NodeJS.ProcessEnv): string {
  return path.join(configDir(env), 'sessions', `${targetKey.replace(/[^a-zA-Z0-9_-]/g, '_')}.json`);
}

export function saveSession(session: StoredSession, env?: NodeJS.ProcessEnv): string {
  const file = sessionFile(session.targetKey, env);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(file), 0o700); // mkdirSync leaves an existing directory's mode as it was
  writeFileSync(file, JSON.stringify(session, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600); // writeFileSync keeps the mode of an existing file
  return file;
}

export function loadSession(targetKey: string, env?: NodeJS.ProcessEnv): StoredSession | undefined {
  let session: StoredSession;
  try {
    session = JSON.parse(readFileSync(sessionFile(targetKey, env), 'utf8')) as StoredSession;
  } catch {
    return undefined;
  }
  // A file from before sessions had an end is treated as ended, never as endless.
  return typeof session.sessionExpiresAt === 'number' ? session : { ...session, sessionExpiresAt: 0 };
}

export function deleteSession(targetKey: string, env?: NodeJS.ProcessEnv): boolean {
  const file = sessionFile(targetKey, env);
  const existed = loadSession(targetKey, env) !== undefined;
  rmSync(file, { force: true });
  return existed;
}
