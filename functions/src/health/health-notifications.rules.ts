// The words of copy-health notifications and e-mails, from the shared catalogue (one explanation and
// one action per state): the in-app notification, and the e-mail's plain-text and HTML parts. An
// incident ended by an operator state (deploying, undeployed) has its own words: it is paused, not over.
import type { EmailContent } from '../platform/mailer/mailer.js';
import {
  accountLink,
  ADMIN_PROBLEMS_LINK,
  type IncidentEvent,
  type Notification,
} from '../contract/index.js';
import type { AccountRef } from './health-transitions.rules.js';
import { describeHealth, HEALTH_CATALOGUE } from '../product-rules/index.js';

/** An operator started or stopped the account: the problem is no longer watched, not over. */
const PAUSED_BODY =
  'Your account is being started or stopped on our trading servers, so we stopped watching this problem. ' +
  'We will tell you if it is still there once the account runs again.';

export function notificationFor(
  ref: AccountRef,
  event: IncidentEvent,
  audience: Notification['audience'],
): Notification {
  const label = HEALTH_CATALOGUE[event.kind].label;
  const text = describeHealth(event.kind, event.details);
  const account = `Account ${ref.accountNumber}`;
  const byEvent = {
    opened: { title: `${account}: ${label}`, body: text.explanation, action: text.action },
    resolved:
      event.resolution === 'paused'
        ? {
            title: `${account}: watch paused (${label})`,
            body: PAUSED_BODY,
            action: HEALTH_CATALOGUE.healthy.action,
          }
        : {
            title: `${account}: resolved (${label})`,
            body: 'The problem is over and your account is back to normal.',
            action: HEALTH_CATALOGUE.healthy.action,
          },
    escalated: {
      title: `${account}: ${label} for over the escalation time`,
      body: `${text.explanation} The incident opened at ${event.at} is still open.`,
      action: text.action,
    },
  } as const;
  const type = audience === 'admin' ? 'escalated' : event.type === 'resolved' ? 'resolved' : 'opened';
  return {
    id: `${event.incidentId}-${type}`,
    audience,
    event: type,
    kind: event.kind,
    incidentId: event.incidentId,
    ownerUid: ref.uid,
    accountNumber: ref.accountNumber,
    metaApiAccountId: ref.metaApiAccountId,
    ...byEvent[type],
    link: audience === 'admin' ? ADMIN_PROBLEMS_LINK : accountLink(ref.accountNumber),
    createdAt: event.at,
    read: false,
    email: 'pending',
  };
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A security notice is about no account, and every admin gets it whatever their preferences. */
function wordsOf(notification: Notification, brand: string): { linkLabel: string; footer: string } {
  return notification.accountNumber === null
    ? { linkLabel: `Open ${brand}`, footer: `Every admin gets ${brand}'s security notices by e-mail.` }
    : {
        linkLabel: 'Open the account',
        footer: `You can turn these e-mails off per kind in ${brand}'s notification preferences.`,
      };
}

/** `appUrl` is the web app's origin; the link opens the account (or the admin filter, or the admin panel). */
export function emailFor(notification: Notification, appUrl: string, brand = 'CopyDesk'): EmailContent {
  const url = `${appUrl.replace(/\/+$/, '')}${notification.link}`;
  const subject = `${brand}: ${notification.title}`;
  const { linkLabel, footer } = wordsOf(notification, brand);
  const text = [
    notification.title,
    '',
    notification.body,
    `What to do: ${notification.action}`,
    '',
    `${linkLabel}: ${url}`,
    '',
    footer,
  ].join('\n');
  const html = [
    `<h2>${escapeHtml(notification.title)}</h2>`,
    `<p>${escapeHtml(notification.body)}</p>`,
    `<p><strong>What to do:</strong> ${escapeHtml(notification.action)}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(linkLabel)}</a></p>`,
    `<p style="color:#666">${escapeHtml(footer)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
