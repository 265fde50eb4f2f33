// The broker-account flow's rules as pure functions (docs/product.md §4 add-account flow, §5, §8): what a
// submission lacks, in the product's order, and how a failed provisioning reads on each screen. The client's
// connect page and the admin's Add Trading Account dialog differ only by the policy they pass in.
import { ApiError, MESSAGES } from '@copydesk/functions/contract';
import { AFFILIATION_MESSAGES } from '@copydesk/functions/product-rules';
import { errorMessage } from '@/lib/error-message';

export const BROKER_ACCOUNT_MESSAGES = {
  checking: AFFILIATION_MESSAGES.checking,
  serverError: AFFILIATION_MESSAGES.serverError,
  noUser: 'No user selected',
  requiredFields: MESSAGES.requiredFields,
  accountNumber: MESSAGES.accountNumber,
  verifyFirst: 'Please verify the account affiliation first by clicking the "Check" button',
  server: 'Please select a server or enter a custom server name',
  mustAcceptTerms: 'You must accept the terms and conditions to proceed',
  connectFailedPrefix: 'Failed to connect trading account: ',
  provisionFailed: 'Failed to provision account',
  unexpected: 'An unexpected error occurred. Please try again later.',
} as const;

/** What differs between the screens that run the flow; each passes its own as input. */
export interface BrokerAccountPolicy {
  /** The user accepts the terms for their own account (docs/product.md §2); an admin acts for them. */
  requireTerms: boolean;
  /** Search as the server term is typed, this long after the last keystroke; null searches on SEARCH. */
  searchDebounceMs: number | null;
  /** 'connect': the client's sentence around any failure; 'provision': the server's answer as it is. */
  failureWording: 'connect' | 'provision';
}

export const BROKER_ACCOUNT_POLICIES = {
  client: { requireTerms: true, searchDebounceMs: null, failureWording: 'connect' },
  admin: { requireTerms: false, searchDebounceMs: 300, failureWording: 'provision' },
} as const satisfies Record<string, BrokerAccountPolicy>;

export type Verification = 'idle' | 'checking' | 'verified' | 'failed';

/** What a submission is judged on. */
export interface SubmitDraft {
  userId: string | null;
  accountName: string;
  accountNumber: string;
  password: string;
  verification: Verification;
  server: string;
  acceptTerms: boolean;
}

/** The first rule a submission breaks, in the product order (docs/product.md §5), or null. */
export function submitProblem(draft: SubmitDraft, policy: BrokerAccountPolicy): string | null {
  if (draft.userId === null) return BROKER_ACCOUNT_MESSAGES.noUser;
  if (draft.accountName.trim() === '' || draft.password === '') return BROKER_ACCOUNT_MESSAGES.requiredFields;
  if (draft.accountNumber.trim() === '') return BROKER_ACCOUNT_MESSAGES.accountNumber;
  if (draft.verification !== 'verified') return BROKER_ACCOUNT_MESSAGES.verifyFirst;
  if (draft.server.trim() === '') return BROKER_ACCOUNT_MESSAGES.server;
  if (policy.requireTerms && !draft.acceptTerms) return BROKER_ACCOUNT_MESSAGES.mustAcceptTerms;
  return null;
}

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : null;
}

/**
 * A failed provisioning in the screen's words. The client's page keeps the product's own 403/409 sentences
 * (no subscription, one account, not affiliated) and prefixes anything else; the admin's dialog shows the
 * server's answer, or a fixed sentence when there is none.
 */
export function provisionFailureText(error: unknown, wording: BrokerAccountPolicy['failureWording']): string {
  if (wording === 'connect') {
    const message = errorMessage(error, 'Unknown error');
    const status = statusOf(error);
    return status === 403 || status === 409
      ? message
      : `${BROKER_ACCOUNT_MESSAGES.connectFailedPrefix}${message}`;
  }
  if (error instanceof ApiError) return error.message.trim() || BROKER_ACCOUNT_MESSAGES.provisionFailed;
  return BROKER_ACCOUNT_MESSAGES.unexpected;
}
