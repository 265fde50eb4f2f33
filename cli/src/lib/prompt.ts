// Interactive questions. Without a terminal (CI, pipes) nothing is asked: the caller must pass --yes.
import { createInterface } from 'node:readline/promises';
import { CliError, EXIT } from './cli-error.js';

export interface Prompt {
  confirm(question: string): Promise<boolean>;
  text(question: string): Promise<string>;
  secret(question: string): Promise<string>;
}

function requireTerminal(what: string): void {
  if (!process.stdin.isTTY) throw new CliError(`${what} needs a terminal; pass it as an option instead.`, EXIT.usage);
}

async function ask(question: string, hidden: boolean): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  if (hidden) {
    // Echo nothing of what is typed: a password must not end up in the terminal's scrollback.
    const writable = rl as unknown as { _writeToOutput: (text: string) => void };
    writable._writeToOutput = (text: string) => {
      if (text.includes(question)) process.stderr.write(question);
    };
  }
  try {
    const answer = await rl.question(question);
    if (hidden) process.stderr.write('\n');
    return answer;
  } finally {
    rl.close();
  }
}

export const terminalPrompt: Prompt = {
  async confirm(question) {
    if (!process.stdin.isTTY) {
      throw new CliError('Refusing to act without confirmation: pass --yes (no terminal to ask).', EXIT.usage);
    }
    const answer = await ask(`${question} [y/N] `, false);
    return /^y(es)?$/i.test(answer.trim());
  },
  async text(question) {
    requireTerminal('Entering a value');
    return ask(question, false);
  },
  async secret(question) {
    requireTerminal('Entering a password');
    return ask(question, true);
  },
};
