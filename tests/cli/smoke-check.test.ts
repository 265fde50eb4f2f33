// `copydesk smoke-check` as a technical admin runs it after a deploy: a real process signed in through
// the Auth emulator, calling runSmokeCheck on the functions emulator (the bridge simulator, the SMTP
// sink, the monitor's heartbeat from one copy-health cycle) and loading the built app from the Hosting
// emulator under its CSP. Then the same with the simulator refusing the token, and with the sink
// refusing the admin's mail: each failure named, with exit code 1.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cliLogin, copydesk } from '../support/cli.ts';
import { runHealthCycle, QUICK_HEALTH_SETTINGS } from '../support/health.ts';
import { mailTo } from '../support/mailbox.ts';
import { eventually } from '../support/poll.ts';
import { fastSimulator, simulator } from '../support/simulator.ts';
import { hostingUrl } from '../../tools/stack-clients/emulators.ts';
import { adminDb, userWithRoles, type TestUser } from '../../tools/stack-clients/users.ts';

const SETTINGS = QUICK_HEALTH_SETTINGS;

/** A technical admin of this test, signed in to the CLI in a session directory of its own. */
async function signedInTechnicalAdmin(prefix: string): Promise<{ admin: TestUser; configDir: string }> {
  const admin = await userWithRoles(prefix, { isAdmin: true, isTechnicalAdmin: true });
  const configDir = mkdtempSync(path.join(tmpdir(), `copydesk-${prefix}-`));
  expect((await cliLogin(admin, configDir)).code).toBe(0);
  return { admin, configDir };
}

/** The PASS or FAIL line of one check, as printed. */
function checkLine(stdout: string, name: string): string | undefined {
  return stdout
    .split('\n')
    .find((line) => /^(PASS|FAIL) /.test(line) && line.slice(6).startsWith(`${name} `));
}

const smokeCheck = (configDir: string) =>
  copydesk(['smoke-check', '--app-url', `${hostingUrl()}/`], configDir);

/** The mail sink's fault switch (tools/smtp-sink/server.ts): the next `failures` deliveries to `to` get `code`. */
async function failMailTo(to: string, failures: number, code: number): Promise<void> {
  const response = await fetch(`${process.env.COPYDESK_MAILBOX_URL}/faults`, {
    method: 'POST',
    body: JSON.stringify({ to, failures, code }),
  });
  expect(response.status).toBe(204);
}

/**
 * The mail server's two ways to fail the smoke check: refusing the e-mail for good, and being unavailable
 * (421, "service not available", on the first attempt and on each of the mailer's retries after 1, 2 and
 * 4 s: docs/operations.md "E-mail"), as a mail server that is down answers.
 */
const MAIL_FAILURES = [
  { server: 'refuses the e-mail', failures: 1, code: 550, said: 'the mail server refused it: SMTP 550' },
  {
    server: 'is unavailable on every attempt',
    failures: 4,
    code: 421,
    said: 'the mail server kept deferring it: SMTP 421',
  },
];

describe('copydesk smoke-check against the local stack', () => {
  beforeAll(async () => {
    await fastSimulator();
    // One copy-health cycle, as the schedule runs it: the heartbeat the monitor check reads is fresh.
    await runHealthCycle(Date.now(), SETTINGS);
  }, 180_000);
  afterEach(() => simulator.clearFaults());

  it('passes every check on the healthy stack, e-mails the admin and audits the run', async () => {
    const { admin, configDir } = await signedInTechnicalAdmin('smoke-ok');
    const run = await smokeCheck(configDir);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    for (const check of ['functions', 'bridge', 'mail', 'monitor', 'web app'])
      expect(checkLine(run.stdout, check)?.slice(0, 4), check).toBe('PASS');
    expect(checkLine(run.stdout, 'monitor')).toMatch(/ Last cycle \d+ s ago\.$/);
    expect(run.stdout).toContain(`Confirm that the e-mail "CopyDesk smoke check" reached ${admin.email}.`);
    expect(run.stdout).toContain('All 5 checks passed.');
    const mail = await eventually('the test e-mail in the sink', async () =>
      (await mailTo(admin.email)).at(0),
    );
    expect(mail.subject).toBe('CopyDesk smoke check');
    const audit = await adminDb().collection('auditLog').where('actorUid', '==', admin.uid).get();
    const runs = audit.docs.filter((d) => d.get('action') === 'smokeCheck.run');
    expect(runs.map((d) => d.get('details') as unknown)).toEqual([{ failed: [] }]);
  });

  it('fails, naming the bridge check, when the bridge refuses the token', async () => {
    const { configDir } = await signedInTechnicalAdmin('smoke-token');
    await simulator.injectFaults([
      { match: { method: 'GET', path: '^/users/current/accounts$' }, kind: 'token-refused' },
    ]);
    const run = await smokeCheck(configDir);
    expect(run.code).toBe(1);
    expect(checkLine(run.stdout, 'bridge')).toBe('FAIL  bridge     MetaApi refused the token (HTTP 401).');
    expect(run.stdout).toMatch(/^\s+What to do: Set the METAAPI_TOKEN secret to a valid MetaApi token/m);
    expect(checkLine(run.stdout, 'mail')?.slice(0, 4)).toBe('PASS');
    expect(run.stdout).toContain('1 of 5 checks failed.');
    expect(run.stderr).toContain('The smoke check failed: bridge.');
  });

  it.each(MAIL_FAILURES)(
    'fails, naming the mail check, when the mail server $server',
    async ({ failures, code, said }) => {
      const { admin, configDir } = await signedInTechnicalAdmin('smoke-mail');
      await failMailTo(admin.email, failures, code);
      const run = await smokeCheck(configDir);
      expect(run.code).toBe(1);
      expect(checkLine(run.stdout, 'mail')).toBe(
        `FAIL  mail       The test e-mail to ${admin.email} was not sent: ${said}.`,
      );
      expect(run.stdout).toMatch(
        /^\s+What to do: Check SMTP_HOST, SMTP_PORT, SMTP_USER and the SMTP_PASSWORD secret/m,
      );
      expect(run.stdout).not.toContain('Confirm that the e-mail');
      expect(checkLine(run.stdout, 'bridge')?.slice(0, 4)).toBe('PASS');
      expect(run.stderr).toContain('The smoke check failed: mail.');
      expect(await mailTo(admin.email)).toEqual([]);
    },
  );
});
