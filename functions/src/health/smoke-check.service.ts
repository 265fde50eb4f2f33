// The server's half of the post-deploy smoke check (docs/operations.md "After every deploy: the smoke
// check"): one cheap bridge read proves the MetaApi token is accepted, a short e-mail to the calling
// technical admin proves the mail server takes our mail, and the monitor's heartbeat proves the
// copy-health schedule runs. Each check reports in our own words; none throws, so one failure never
// hides the others. The run is audited (who checked, and what failed).
import { isBridgeError, type TradingBridge } from '../bridge/index.js';
import { type RunSmokeCheckOutput, type SmokeCheckResult } from '../contract/index.js';
import type { EmailContent, Mailer } from '../platform/mailer/mailer.js';
import { recordAudit } from '../platform/audit/audit.repo.js';
import { readHeartbeat } from './health.repo.js';
import { auditActor, type AuditCaller } from '../platform/audit/audit.service.js';
import { bridge as defaultBridge, mailer as defaultMailer } from '../platform/clients.js';
import { describeHeartbeat, MONITOR_PROBLEM_ACTION, type MonitorHeartbeat } from '../product-rules/index.js';

export interface SmokeCheckDeps {
  bridge: TradingBridge;
  mailer: Mailer;
  heartbeat: () => Promise<MonitorHeartbeat | null>;
  now: () => number;
}

const defaultDeps = (): SmokeCheckDeps => ({
  bridge: defaultBridge(),
  mailer: defaultMailer(),
  heartbeat: () => readHeartbeat(),
  now: Date.now,
});

const passed = (name: SmokeCheckResult['name'], detail: string): SmokeCheckResult => ({
  name,
  ok: true,
  detail,
  action: null,
});
const failed = (name: SmokeCheckResult['name'], detail: string, action: string): SmokeCheckResult => ({
  name,
  ok: false,
  detail,
  action,
});

/** One list call of one account: the cheapest read that needs the token. */
export async function checkBridge(bridge: TradingBridge): Promise<SmokeCheckResult> {
  try {
    await bridge.listAccounts({ limit: 1 });
    return passed('bridge', 'MetaApi accepted the token (one account list read).');
  } catch (error) {
    if (isBridgeError(error) && error.code === 'unauthorized')
      return failed(
        'bridge',
        'MetaApi refused the token (HTTP 401).',
        'Set the METAAPI_TOKEN secret to a valid MetaApi token and deploy the functions again.',
      );
    const code = isBridgeError(error) ? error.code : 'unknown error';
    return failed(
      'bridge',
      `The bridge read failed (${code}).`,
      'Check MetaApi status and the functions logs for "runSmokeCheck", then run the smoke check again.',
    );
  }
}

export function smokeCheckEmail(at: string): EmailContent {
  const text = `This is the CopyDesk smoke check's test e-mail, sent at ${at}. It needs no answer.`;
  return { subject: 'CopyDesk smoke check', text, html: `<p>${text}</p>` };
}

/** The SMTP server's answer code, or the connection's error code (never its free text). */
function smtpFailureOf(error: unknown): string {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number' && responseCode >= 500)
    return `the mail server refused it: SMTP ${responseCode}`;
  // A 4xx on every attempt: the server is down or overloaded ("service not available", 421).
  if (typeof responseCode === 'number') return `the mail server kept deferring it: SMTP ${responseCode}`;
  return `the mail server could not be reached${typeof code === 'string' ? `: ${code}` : ''}`;
}

const MAIL_ACTION =
  'Check SMTP_HOST, SMTP_PORT, SMTP_USER and the SMTP_PASSWORD secret (docs/operations.md, "E-mail"), then run the smoke check again.';

export async function checkMail(mailer: Mailer, to: string | null, at: string): Promise<SmokeCheckResult> {
  if (!to)
    return failed(
      'mail',
      'Your account has no e-mail address to send the test to.',
      'Sign in with an account that has one.',
    );
  try {
    await mailer.send(to, smokeCheckEmail(at));
    return passed('mail', `The mail server accepted a test e-mail to ${to}.`);
  } catch (error) {
    return failed('mail', `The test e-mail to ${to} was not sent: ${smtpFailureOf(error)}.`, MAIL_ACTION);
  }
}

export async function checkMonitor(
  heartbeat: () => Promise<MonitorHeartbeat | null>,
  now: number,
): Promise<SmokeCheckResult> {
  const view = describeHeartbeat(await heartbeat(), now);
  return view.problem
    ? failed('monitor', view.problem, MONITOR_PROBLEM_ACTION)
    : passed('monitor', `${view.line}.`);
}

/** Runs every check (the functions answered: this runs) and audits the run. */
export async function runSmokeCheck(
  caller: AuditCaller & { email: string | undefined },
  deps: SmokeCheckDeps = defaultDeps(),
): Promise<Omit<RunSmokeCheckOutput, 'success'>> {
  const at = new Date(deps.now()).toISOString();
  const mailTo = caller.email ?? null;
  const checks = [
    passed('functions', 'The functions answered.'),
    ...(await Promise.all([
      checkBridge(deps.bridge),
      checkMail(deps.mailer, mailTo, at),
      checkMonitor(deps.heartbeat, deps.now()),
    ])),
  ];
  const failedChecks = checks.filter((check) => !check.ok).map((check) => check.name);
  await recordAudit({ ...auditActor(caller), action: 'smokeCheck.run', details: { failed: failedChecks } });
  return { checks, mailTo, at };
}
