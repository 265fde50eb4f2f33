// What every command action receives: the target, output, prompts and a signed-in API client. Built
// once from the global options; unit tests build it with a stubbed client.
import type { OpsClient } from './ops-client.js';
import type { Output } from './output.js';
import type { Prompt } from './prompt.js';
import type { Target } from './targets.js';

export interface CommandContext {
  target: Target;
  out: Output;
  prompt: Prompt;
  env: NodeJS.ProcessEnv;
  /** The API client with the stored session's ID token; throws "Not signed in" (exit 3) without one. */
  client(): OpsClient;
  /** Reads all of standard input (for --password-stdin). */
  readStdin(): Promise<string>;
}

export async function readAllStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
