// What the browser refuses under the Content-Security-Policy, seen from inside the page: every
// `securitypolicyviolation` event (reported through a binding by a script that runs before the app's
// own) and every console error Chromium writes about the policy. Both lists must stay empty.
import type { Browser } from '../../../tools/stack-clients/browser.ts';
import { openBrowser } from '../../../tools/stack-clients/browser.ts';
import { hostingUrl } from '../../../tools/stack-clients/emulators.ts';

export interface Violation {
  /** The page the event fired in. */
  documentURI: string;
  /** e.g. connect-src, style-src-elem. */
  directive: string;
  blockedURI: string;
  sample: string;
}

export interface CspWatch extends Browser {
  violations: Violation[];
  /** Console errors that name the policy ("Refused to ... Content Security Policy"). */
  consoleErrors: string[];
}

const REPORT_BINDING = 'copydeskReportCspViolation';

const LISTENER = `window.addEventListener('securitypolicyviolation', (event) => {
  window.${REPORT_BINDING}({
    documentURI: event.documentURI,
    directive: event.effectiveDirective,
    blockedURI: event.blockedURI,
    sample: event.sample,
  });
});`;

/** A fresh browser on the Hosting emulator (firebase.json's headers), watching for violations. */
export async function openWatchedBrowser(): Promise<CspWatch> {
  const browser = await openBrowser(1280, hostingUrl());
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await browser.context.exposeBinding(REPORT_BINDING, (_source, violation: Violation) => {
    violations.push(violation);
  });
  await browser.context.addInitScript({ content: LISTENER });
  browser.context.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text()))
      consoleErrors.push(`${message.location().url}: ${message.text()}`);
  });
  return { ...browser, violations, consoleErrors };
}
