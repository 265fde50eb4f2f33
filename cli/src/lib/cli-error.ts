// Exit codes are part of the CLI's contract with scripts and CI.
export const EXIT = { ok: 0, failed: 1, usage: 2, notAuthorized: 3 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error the CLI reports as one line on stderr, exiting with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.failed,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const notSignedIn = () =>
  new CliError('Not signed in. Run "copydesk login" first.', EXIT.notAuthorized);
