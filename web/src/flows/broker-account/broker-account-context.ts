// The broker-account flow's context, events and input (./broker-account.machine.ts), its first context, and
// the context changes its actions make, as pure functions.
import {
  accountNumberSchema,
  type InputOf,
  type OutputOf,
  type ServerOption,
  type TradingAccount,
} from '@copydesk/functions/contract';
import {
  addManualServer,
  affiliatedMessage,
  notAffiliatedMessage,
  serverToSelect,
  type ServerListOutcome,
} from '@copydesk/functions/product-rules';
import { BROKER_ACCOUNT_MESSAGES, type BrokerAccountPolicy, type Verification } from './broker-account-rules';

export type AffiliationResult = Omit<OutputOf<'checkAffiliation'>, 'success'>;

/** What provisioning sends, always with whom the account is for (the client's own uid, or the user an admin acts for). */
export type ProvisionRequest = Required<
  Pick<InputOf<'provisionFullAccount'>, 'userId' | 'login' | 'password' | 'serverName' | 'accountName'>
>;

export interface BrokerAccountInput {
  brandName: string;
  userId: string | null;
  /** The account name the form starts with (the admin's dialog prefills the user's name). */
  accountName: string;
  policy: BrokerAccountPolicy;
}

export interface BrokerAccountFields {
  accountNumber: string;
  accountName: string;
  password: string;
  manualServer: string;
}

export interface BrokerAccountContext extends BrokerAccountFields {
  settings: BrokerAccountInput;
  verification: Verification;
  affiliationMessage: string | null;
  searchTerm: string;
  servers: ServerOption[];
  serverMessage: string | null;
  server: string;
  acceptTerms: boolean;
  error: string | null;
  account: TradingAccount | null;
}

export type BrokerAccountEvent =
  | { type: 'CHANGE'; patch: Partial<BrokerAccountFields> }
  | { type: 'CHECK' }
  | { type: 'SEARCH.TYPE'; term: string }
  | { type: 'SEARCH' }
  | { type: 'SELECT_SERVER'; server: string }
  | { type: 'ADD_MANUAL' }
  | { type: 'TERMS'; accepted: boolean }
  | { type: 'SUBMIT' }
  | { type: 'RESET' };

export function initialContext(settings: BrokerAccountInput): BrokerAccountContext {
  return {
    settings,
    accountNumber: '',
    accountName: settings.accountName,
    password: '',
    manualServer: '',
    verification: 'idle',
    affiliationMessage: null,
    searchTerm: '',
    servers: [],
    serverMessage: null,
    server: '',
    acceptTerms: false,
    error: null,
    account: null,
  };
}

/** A typed change: the number only while unverified, and a new number needs a new check. */
export function changePatch(
  patch: Partial<BrokerAccountFields>,
  numberLocked: boolean,
): Partial<BrokerAccountContext> {
  const { accountNumber, ...rest } = patch;
  if (numberLocked || accountNumber === undefined) return { ...rest, error: null };
  return { ...rest, accountNumber, verification: 'idle', affiliationMessage: null, error: null };
}

/** The account number's first format problem in the contract's words. */
export function numberError(accountNumber: string): string {
  const parsed = accountNumberSchema.safeParse(accountNumber);
  return parsed.error?.issues[0]?.message ?? BROKER_ACCOUNT_MESSAGES.accountNumber;
}

/** The affiliation check's verdict: affiliated (named with the brand), not affiliated, or no answer. */
export function verdictPatch(
  verdict: AffiliationResult | 'unanswered',
  brandName: string,
): Partial<BrokerAccountContext> {
  if (verdict === 'unanswered')
    return { verification: 'failed', affiliationMessage: BROKER_ACCOUNT_MESSAGES.serverError };
  if (verdict.isAffiliated)
    return { verification: 'verified', affiliationMessage: affiliatedMessage(brandName) };
  return { verification: 'failed', affiliationMessage: notAffiliatedMessage(verdict.message) };
}

/** The server list rules (the contract's) applied to the form: the list, its message and the selection. */
export function serverListPatch(outcome: ServerListOutcome, current: string): Partial<BrokerAccountContext> {
  return {
    servers: outcome.servers,
    serverMessage: outcome.message,
    server: serverToSelect(outcome, current),
  };
}

/** A server typed by hand joins the list, selected; blank text changes nothing. */
export function manualServerPatch(context: BrokerAccountContext): Partial<BrokerAccountContext> {
  const added = addManualServer(context.servers, context.manualServer);
  return added ? { servers: added.servers, server: added.selected, manualServer: '', error: null } : {};
}
