// `npm test` hands its emulator suites to `firebase emulators:exec` as one shell command line, and a
// checkout may sit at a path with a space or a % in it. These cases show the command line keeps such a
// path whole and that vitest runs the suites found there.
import { execFileSync, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shellQuote } from './stack/emulators.ts';
import { nodeOptions } from './stack/ports.ts';
import { BIN, ROOT } from './stack/processes.ts';

const PERCENT_HOOK = `--import=${pathToFileURL(path.join(ROOT, 'tools', 'percent-path', 'register.mjs')).href}`;
const scratch = mkdtempSync(path.join(tmpdir(), 'copydesk-path-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** What `sh -c` (as emulators:exec runs it) hands the program, one argument a line. */
const throughShell = (argv: string[]) =>
  execFileSync('sh', ['-c', argv.map(shellQuote).join(' ')], { encoding: 'utf8' });

describe('a checkout path with a space or a %', () => {
  it.each([
    ['/work/copydesk/node_modules/.bin/vitest', '/work/copydesk/node_modules/.bin/vitest'],
    ['/home/ann/my projects/copydesk', `'/home/ann/my projects/copydesk'`],
    ['/srv/100%/copydesk', '/srv/100%/copydesk'],
    ["/tmp/ann's copy", `'/tmp/ann'\\''s copy'`],
    ['--outputFile.json=/a b/unit.json', `'--outputFile.json=/a b/unit.json'`],
    ['$HOME `id` *', `'$HOME \`id\` *'`],
  ])('quotes %s for the shell as %s', (word, quoted) => {
    expect(shellQuote(word)).toBe(quoted);
  });

  it('reaches the program through the shell as the same arguments', () => {
    const words = ['/tmp/check out/100% done', "it's", '$HOME', 'a*b'];
    const printed = throughShell(['printf', '%s\\n', ...words]);
    expect(printed).toBe("/tmp/check out/100% done\nit's\n$HOME\na*b\n");
  });

  it.each([
    ['/work/copydesk', undefined, undefined],
    ['/work/copy desk', '--max-old-space-size=4096', '--max-old-space-size=4096'],
    ['/work/100%', undefined, '--import=file:///work/100%25/tools/percent-path/register.mjs'],
    [
      '/work/a %41',
      '--max-old-space-size=4096',
      '--max-old-space-size=4096 --import=file:///work/a%20%2541/tools/percent-path/register.mjs',
    ],
  ])(
    'gives the children of a checkout at %s (NODE_OPTIONS %s) NODE_OPTIONS %s',
    (root, current, expected) => {
      expect(nodeOptions(root, current)).toBe(expected);
    },
  );

  it.each(['my checkout', 'my checkout 100% %41'])(
    'runs the suites of a checkout at "%s", dependencies included (vitest through the shell)',
    (name) => {
      const checkout = path.join(scratch, name);
      const dependency = path.join(checkout, 'node_modules', 'probe-dependency');
      mkdirSync(path.join(checkout, 'tests'), { recursive: true });
      mkdirSync(dependency, { recursive: true });
      writeFileSync(
        path.join(dependency, 'package.json'),
        '{"name":"probe-dependency","type":"module","main":"index.js"}',
      );
      writeFileSync(path.join(dependency, 'index.js'), 'export const answer = 42;\n');
      writeFileSync(
        path.join(checkout, 'tests', 'probe.test.ts'),
        "import { answer } from 'probe-dependency';\n" +
          "test('one', () => expect(answer).toBe(42));\ntest('two', () => expect('a b').toContain(' '));\n",
      );
      const report = path.join(checkout, 'report.json');
      const vitest = [path.join(BIN, 'vitest'), 'run', '--root', checkout, '--globals', '--reporter=json'];
      const argv = [...vitest, `--outputFile.json=${report}`, 'tests'];
      // What childEnv gives the suites of such a checkout, with the hook of this one (the probe has no tools/).
      const options = name.includes('%') ? { NODE_OPTIONS: PERCENT_HOOK } : {};
      const result = spawnSync('sh', ['-c', argv.map(shellQuote).join(' ')], {
        encoding: 'utf8',
        env: { ...process.env, ...options },
      });
      expect(result.status, result.stderr).toBe(0);
      const summary = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number };
      expect(summary.numPassedTests).toBe(2);
    },
    120_000,
  );
});
