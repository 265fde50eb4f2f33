// The copydesk binary as a real process (cli/bin/copydesk.js, built by the run), with its own session
// directory, against this run's emulators.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { TEST_PASSWORD, type TestUser } from '../../tools/stack-clients/users.ts';

const BIN = path.resolve(import.meta.dirname, '../../cli/bin/copydesk.js');
const TSX = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
const CODES = path.resolve(import.meta.dirname, '../../tools/codes.ts');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function copydesk(args: string[], configDir: string, stdin?: string): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [BIN, ...args],
      { env: { ...process.env, COPYDESK_CONFIG_DIR: configDir, COPYDESK_PROJECT: '' }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin ?? '');
  });
}

/** Admins have an SMS factor: the CLI reads the code the Auth emulator "sent" through --code-command. */
export const cliLogin = (user: TestUser, configDir: string) =>
  copydesk(
    [
      'login',
      '--email',
      user.email,
      '--password-stdin',
      ...(user.phoneNumber ? ['--code-command', `${TSX} ${CODES} --latest --phone ${user.phoneNumber}`] : []),
    ],
    configDir,
    `${TEST_PASSWORD}\n`,
  );
