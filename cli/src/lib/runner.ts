// Turns a command's action into a commander handler: builds the context from the global options,
// runs the action, and turns failures into one line on stderr plus the documented exit code.
import type { Command } from 'commander';
import { CliError, EXIT } from './cli-error.js';
import type { CommandContext } from './context.js';
import type { TargetOptions } from './targets.js';

export interface GlobalOptions extends TargetOptions {
  json?: boolean;
}

export type Action<Options> = (context: CommandContext, options: Options) => Promise<void>;
export type Wrap = <Options>(action: Action<Options>) => (options: Options, command: Command) => Promise<void>;

export function createWrap(makeContext: (globals: GlobalOptions) => CommandContext): Wrap {
  return <Options>(action: Action<Options>) =>
    async (options: Options, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      try {
        await action(makeContext(globals), options);
      } catch (error) {
        const failure = error instanceof CliError ? error : new CliError(error instanceof Error ? error.message : String(error));
        process.stderr.write(`\nError: ${failure.message}\n`);
        process.exitCode = failure.exitCode;
      }
    };
}

export { EXIT };
