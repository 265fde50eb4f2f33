// The copydesk executable: wires the real target, session, prompts and API client into the program.
import { createApiClient } from '@copydesk/functions/contract';
import { readAllStdin, type CommandContext } from './lib/context.js';
import { createOpsClient } from './lib/ops-client.js';
import { createOutput } from './lib/output.js';
import { terminalPrompt } from './lib/prompt.js';
import type { GlobalOptions } from './lib/runner.js';
import { currentIdToken } from './lib/session.js';
import { resolveTarget } from './lib/targets.js';
import { createProgram, runProgram } from './program.js';

function makeContext(globals: GlobalOptions): CommandContext {
  const target = resolveTarget(globals);
  return {
    target,
    out: createOutput(Boolean(globals.json)),
    prompt: terminalPrompt,
    env: process.env,
    client: () =>
      createOpsClient(
        createApiClient({ baseUrl: target.functionsUrl, getToken: () => currentIdToken(target) }),
      ),
    readStdin: readAllStdin,
  };
}

process.exitCode = await runProgram(createProgram(makeContext), process.argv);
