// Copy health (README "Copy health"): the states an account can be in, each with ONE plain-English
// explanation and ONE suggested action. The web app (badge, reason, Health section), the e-mails and the
// CLI all print these sentences; the monitor picks the state with pickHealthState.

/** The states that open an incident (and notify): every state but healthy, deploying and undeployed. */
export const INCIDENT_KINDS = [
  'deploy-failed',
  'bridge-disconnected',
  'broker-disconnected',
  'stopped-out',
  'close-only',
  'copy-failing',
] as const;
export const HEALTH_STATES = ['healthy', 'deploying', 'undeployed', ...INCIDENT_KINDS] as const;
export type HealthState = (typeof HEALTH_STATES)[number];
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

export function isHealthState(value: unknown): value is HealthState {
  return (HEALTH_STATES as readonly unknown[]).includes(value);
}

export function isIncidentKind(value: unknown): value is IncidentKind {
  return (INCIDENT_KINDS as readonly unknown[]).includes(value);
}

export type HealthTone = 'ok' | 'info' | 'problem';

export interface HealthStateText {
  /** Short badge text. */
  label: string;
  tone: HealthTone;
  /** One sentence: what is happening, in the client's words. */
  explanation: string;
  /** One sentence: what to do about it. */
  action: string;
}

export const HEALTH_CATALOGUE: Record<HealthState, HealthStateText> = {
  healthy: {
    label: 'Healthy',
    tone: 'ok',
    explanation: 'Your account is connected and copying trades normally.',
    action: 'No action needed.',
  },
  deploying: {
    label: 'Starting',
    tone: 'info',
    explanation: 'Your account is starting up on our trading servers.',
    action: 'Wait a few minutes: it connects on its own.',
  },
  undeployed: {
    label: 'Not running',
    tone: 'info',
    explanation: 'Your account is not running on our trading servers, so no trades are copied.',
    action: 'Contact support if you expected it to be running.',
  },
  'deploy-failed': {
    label: 'Start failed',
    tone: 'problem',
    explanation: 'Your account could not be started on our trading servers.',
    action: 'Check the server name; if it is right, remove and reconnect the account or contact support.',
  },
  'bridge-disconnected': {
    label: 'Server disconnected',
    tone: 'problem',
    explanation: 'Our trading servers lost the connection to your account.',
    action: 'No action needed: we reconnect automatically. Contact support if it lasts over an hour.',
  },
  'broker-disconnected': {
    label: 'Broker disconnected',
    tone: 'problem',
    explanation: 'Your broker rejected the saved password, or the broker account is closed.',
    action: 'If you changed your broker password, remove and reconnect the account.',
  },
  'stopped-out': {
    label: 'Stopped out',
    tone: 'problem',
    explanation: 'Copying stopped because a risk limit was reached.',
    action: 'Copying resumes when the stop-out period ends, or press Resume copying to resume it now.',
  },
  'close-only': {
    label: 'Close-only',
    tone: 'problem',
    explanation: 'Copying is in close-only mode: open trades are managed but no new trades are opened.',
    action: 'Renew your subscription to resume copying.',
  },
  'copy-failing': {
    label: 'Trades failing',
    tone: 'problem',
    explanation: 'Some trades could not be copied to your account.',
    action: 'Check the reason below; contact support if it keeps happening.',
  },
};

/** When several signals hold at once, the account shows the first of this list (most basic cause first). */
export const HEALTH_PRECEDENCE: readonly HealthState[] = [
  'deploy-failed',
  'undeployed',
  'deploying',
  'bridge-disconnected',
  'broker-disconnected',
  'stopped-out',
  'close-only',
  'copy-failing',
  'healthy',
];

export function pickHealthState(candidates: Iterable<HealthState>): HealthState {
  const present = new Set(candidates);
  return HEALTH_PRECEDENCE.find((state) => present.has(state)) ?? 'healthy';
}

/**
 * The state an account shows when CopyDesk itself put its copying in close-only (the owner's
 * subscription expired or was canceled: subscriptions/subscription-copy-mode.trigger.ts). Our own record says so at
 * once, before the next health check sees it on the bridge: close-only replaces a stored state it takes
 * precedence over (healthy, copy-failing) or a missing one, and a more basic cause stays shown.
 */
export function healthStateShown(stored: HealthState | null, ownCloseOnly: boolean): HealthState | null {
  if (!ownCloseOnly) return stored;
  return stored === null ? 'close-only' : pickHealthState([stored, 'close-only']);
}

export function isProblemState(state: HealthState): boolean {
  return HEALTH_CATALOGUE[state].tone === 'problem';
}

/** Copy failures as the bridge's user log words them (MetaTrader trade return codes in the message). */
export const COPY_FAILURE_REASONS = [
  {
    id: 'not-enough-money',
    pattern: /TRADE_RETCODE_NO_MONEY|not enough money|no money|margin/i,
    explanation: 'A trade was not copied: your account does not have enough free margin.',
    action: 'Add funds to your broker account or lower the trade size.',
  },
  {
    id: 'symbol-not-found',
    pattern: /UNKNOWN_SYMBOL|symbol not found|symbol .*not (found|available)/i,
    explanation: 'A trade was not copied: your broker does not offer the symbol the strategy traded.',
    action: 'Contact support so we can map the symbol for your broker.',
  },
  {
    id: 'market-closed',
    pattern: /MARKET_CLOSED|market (is )?closed/i,
    explanation: 'A trade was not copied: the market was closed at your broker.',
    action: 'No action needed: copying continues when the market opens.',
  },
  {
    id: 'invalid-volume',
    pattern: /INVALID_VOLUME|invalid volume|volume .*(minimum|below)/i,
    explanation: "A trade was not copied: its size is below your broker's minimum volume.",
    action: "Raise the trade size to at least your broker's minimum.",
  },
] as const;
export type CopyFailureReason = (typeof COPY_FAILURE_REASONS)[number]['id'];

export interface HealthText {
  explanation: string;
  action: string;
}

/**
 * The sentences for a state. For copy-failing, the bridge's message (the incident details) selects a
 * more precise pair when it names a known reason; for stopped-out the bridge's reason is appended.
 */
export function describeHealth(state: HealthState, details?: string | null): HealthText {
  const base = HEALTH_CATALOGUE[state];
  if (state === 'copy-failing' && details) {
    const known = COPY_FAILURE_REASONS.find((reason) => reason.pattern.test(details));
    if (known) return { explanation: known.explanation, action: known.action };
  }
  if (state === 'stopped-out' && details) {
    return { explanation: `${base.explanation.slice(0, -1)} (${details}).`, action: base.action };
  }
  return { explanation: base.explanation, action: base.action };
}

/**
 * Defaults of the monitor (functions configuration overrides them; see functions/.env.example). Written
 * only here: health/health.params.ts declares the params with them, and the local stack
 * (tools/stack/emulators.ts) imports this file from source to fill the emulator's .env.local.
 */
export const HEALTH_DEFAULTS = {
  /** Accounts checked at once by one monitor run. */
  monitorConcurrency: 16,
  /** A DEPLOYED account DISCONNECTED from the bridge for less than this is still "healthy" (restarts). */
  bridgeGraceMinutes: 10,
  /** copy-failing holds until no new copy failure has been seen for this long. */
  copyFailureQuietMinutes: 60,
  /** Admins are told about incidents open longer than this. */
  adminEscalationMinutes: 60,
  /** Incidents shown in an account's Health section. */
  historyDays: 30,
} as const;
