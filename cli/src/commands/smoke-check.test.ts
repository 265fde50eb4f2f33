// `copydesk smoke-check` over a stubbed client: each check printed PASS or FAIL with what to do, the
// e-mail to confirm, exit code 1 on any failure, and the functions check failing when the call does.
import { describe, expect, it } from 'vitest';
import { CliError } from '../lib/cli-error.js';
import { resolveTarget } from '../lib/targets.js';
import { harness, plainAdmin, StubClient } from '../test-support.js';
import { appUrlOf, smokeCheck } from './smoke-check.js';

/** No app URL: the web check fails the same way in every case, so the server's lines are what differ. */
async function run(client: StubClient, json = false) {
  const h = harness(client, { json });
  const error = await smokeCheck(h.context, {}).then(
    () => undefined,
    (e: unknown) => e,
  );
  return { stdout: h.stdout(), error };
}

describe('copydesk smoke-check', () => {
  it('prints every check with PASS or FAIL, what to do for each failure, and the e-mail to confirm', async () => {
    const { stdout, error } = await run(new StubClient());
    expect(stdout.split('\n')).toEqual([
      'Smoke check of http://127.0.0.1:5001/demo-copydesk/us-central1',
      'PASS  functions  The functions answered.',
      'PASS  bridge     MetaApi accepted the token (one account list read).',
      'PASS  mail       The mail server accepted a test e-mail to tech@copydesk.demo.',
      'PASS  monitor    Last cycle 12 s ago.',
      'FAIL  web app    No app URL to check.',
      '                 What to do: Pass --app-url <hosting url> (or set COPYDESK_APP_URL).',
      '',
      'Confirm that the e-mail "CopyDesk smoke check" reached tech@copydesk.demo.',
      '',
      '1 of 5 checks failed.',
      '',
    ]);
    expect(error).toBeInstanceOf(CliError);
    expect(error).toMatchObject({ exitCode: 1, message: 'The smoke check failed: web app.' });
  });

  it('names each failed server check in the exit message and does not ask to confirm an unsent e-mail', async () => {
    const client = new StubClient();
    const smoke = client.smoke as Exclude<StubClient['smoke'], Error>;
    smoke.checks[1] = {
      name: 'bridge',
      ok: false,
      detail: 'MetaApi refused the token (HTTP 401).',
      action: 'Set it.',
    };
    smoke.checks[2] = { name: 'mail', ok: false, detail: 'Not sent.', action: 'Check SMTP.' };
    const { stdout, error } = await run(client);
    expect(stdout).toContain(
      'FAIL  bridge     MetaApi refused the token (HTTP 401).\n                 What to do: Set it.\n',
    );
    expect(stdout).not.toContain('Confirm that');
    expect(stdout).toContain('3 of 5 checks failed.');
    expect(error).toMatchObject({ exitCode: 1, message: 'The smoke check failed: bridge, mail, web app.' });
  });

  it('reports the functions check failed when the smoke-check call fails', async () => {
    const client = new StubClient();
    client.smoke = new CliError('Could not reach the functions.');
    const { stdout, error } = await run(client);
    expect(stdout).toContain(
      'FAIL  functions  http://127.0.0.1:5001/demo-copydesk/us-central1 did not run the smoke check: Could not reach the functions.\n',
    );
    expect(error).toMatchObject({ exitCode: 1, message: 'The smoke check failed: functions, web app.' });
  });

  it('--json prints one document with every check', async () => {
    const { stdout } = await run(new StubClient(), true);
    const parsed = JSON.parse(stdout) as { checks: { name: string; ok: boolean }[]; mailTo: string };
    expect(parsed.checks.map((c) => [c.name, c.ok])).toEqual([
      ['functions', true],
      ['bridge', true],
      ['mail', true],
      ['monitor', true],
      ['web app', false],
    ]);
    expect(parsed.mailTo).toBe('tech@copydesk.demo');
  });

  it('refuses a non-technical admin with exit code 3, before running any check', async () => {
    const client = new StubClient(plainAdmin);
    expect(await run(client).then((r) => r.error)).toMatchObject({ exitCode: 3 });
    expect(client.calls).not.toContain('smoke-check');
  });
});

describe('the app URL the smoke check loads', () => {
  const project = resolveTarget({ project: 'my-project', apiKey: 'key' }, {});
  const emulator = resolveTarget({ emulator: true }, {});
  it.each([
    [
      '--app-url first',
      { appUrl: 'https://app.example.com' },
      project,
      { COPYDESK_APP_URL: 'https://x.test' },
      'https://app.example.com',
    ],
    ['then COPYDESK_APP_URL', {}, project, { COPYDESK_APP_URL: 'https://x.test' }, 'https://x.test'],
    ["then the project's default site", {}, project, {}, 'https://my-project.web.app/'],
    ['none for the emulators', {}, emulator, {}, null],
  ])('takes %s', (_case, options, target, env, expected) => {
    expect(appUrlOf(options, target, env)).toBe(expected);
  });
});
