// Wraps a handler as an HTTPS function: CORS -> method -> token signature -> refused-requests budget
// (per user with a signed token, else per address) -> authenticate -> body -> validate -> abuse limits
// -> authorize -> act -> answer, with one error mapping (error-mapping.ts); a 400 or 401 counts in the
// same refused-requests budget. Verb, input schema
// and access level come from the contract's endpoint table, so the server and the typed client cannot drift apart. Handlers throw
// HttpError (or a typed bridge/affiliate error) for expected outcomes; anything else is a logged 500
// whose details never reach the caller.
import { logger } from 'firebase-functions';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import {
  endpoints,
  MESSAGES,
  type EndpointName,
  type OutputOf,
  type ParsedInputOf,
} from '../../contract/index.js';
import { LOG_EVENTS } from '../log-events.js';
import { optionsFor, SIZING } from '../function-sizing.js';
import { authenticate, signedToken, type Caller } from './authenticate.js';
import { authorizeAccount, type OwnedAccount } from './authorize.js';
import { HttpError, unauthenticated } from './http-error.js';
import { requireSecondFactor } from './second-factor.js';
import { requireActiveAdminSession } from './admin-activity.js';
import { remoteTextOf, toHttpError } from './error-mapping.js';
import { readInput } from './body.js';
import { applyCors } from './cors.js';
import { countRefused, enforceEndpointLimits, refuseOverRefused, type RefusedBy } from './rate-limits.js';
import { secretsOf } from './secrets.js';
import { validationError } from './validation.js';
import { readRoles, type Roles } from '../identity/caller-records.repo.js';
import { withSecrets } from '../service-accounts.js';

export interface HandlerContext {
  caller: Caller;
  /** Read fresh from Firestore for this request. */
  roles: Roles;
  /** For account-scoped endpoints: the account named in the input, already checked against the caller. */
  account: OwnedAccount | null;
  request: Request;
}

export interface EndpointDefinition<Name extends EndpointName> {
  name: Name;
  /** Above the HTTP kind's (platform/function-sizing.ts) for an endpoint that waits on the bridge longer. */
  timeoutSeconds?: number;
  handle(context: HandlerContext, input: ParsedInputOf<Name>): Promise<OutputOf<Name>>;
}

function sendError(response: Response, name: string, error: unknown): void {
  const mapped = toHttpError(error);
  const remoteText = remoteTextOf(error);
  if (remoteText) logger.warn(`${name}: the remote service said`, remoteText);
  if (mapped) {
    if (mapped.headers) response.set(mapped.headers);
    if (mapped.status >= 500) {
      logger.warn(`${name} answered ${mapped.status}`, {
        event: LOG_EVENTS.http5xx,
        endpoint: name,
        status: mapped.status,
        message: mapped.message,
      });
    }
    // Short by construction: messages are ours; the cap guards against a long upstream text.
    const body: Record<string, unknown> = { success: false, error: mapped.message.slice(0, 400) };
    if (mapped.details !== undefined) body.details = mapped.details;
    response.status(mapped.status).json(body);
    return;
  }
  logger.error(`${name} failed`, {
    event: LOG_EVENTS.http5xx,
    endpoint: name,
    status: 500,
    error: error instanceof Error ? error.message : String(error),
  });
  response
    .status(500)
    .json({ success: false, error: 'Something went wrong on our side. Please try again later.' });
}

/** A 400 or 401 counts against the budget of refused requests of its user, else its address. */
async function countIfRefused(name: string, request: Request, by: RefusedBy, error: unknown): Promise<void> {
  const status = toHttpError(error)?.status;
  if (status !== 400 && status !== 401) return;
  await countRefused(name, request, by).catch((failure: unknown) => {
    logger.warn(`${name}: refused request not counted`, { error: String(failure) });
  });
}

/** The account id an account-scoped input names: accountId, else subscriberId (the same MetaApi id). */
function accountIdOf(input: unknown): string {
  const record = input as { accountId?: unknown; subscriberId?: unknown };
  const id = record.accountId ?? record.subscriberId;
  if (typeof id !== 'string') throw new HttpError(400, 'accountId is required');
  return id;
}

export function endpoint<Name extends EndpointName>(definition: EndpointDefinition<Name>) {
  const spec = endpoints[definition.name];
  return onRequest(
    // cors: false turns off the framework's own CORS (the emulator enables it for every function);
    // cors.ts answers for the configured web origins only.
    {
      ...optionsFor('http'),
      cors: false,
      ...withSecrets(secretsOf(definition.name)),
      timeoutSeconds: definition.timeoutSeconds ?? SIZING.http.timeoutSeconds,
    },
    async (request, response) => {
      let refusedBy: RefusedBy = { uid: null };
      try {
        if (applyCors(request, response, spec.method)) return;
        if (request.method !== spec.method) {
          response.set('Allow', spec.method);
          throw new HttpError(405, `Use ${spec.method} for ${definition.name}.`);
        }
        const token = await signedToken(request);
        refusedBy = { uid: token?.uid ?? null };
        await refuseOverRefused(definition.name, request, refusedBy);
        if (!token) throw unauthenticated();
        const caller = await authenticate(token);
        const raw = readInput(spec.method, request);
        const parsed = spec.input.safeParse(raw);
        if (!parsed.success) throw validationError(parsed.error);
        const input = parsed.data as ParsedInputOf<Name>;
        await enforceEndpointLimits(definition.name, caller.uid, request);
        const roles = await readRoles(caller.uid);
        let account: OwnedAccount | null = null;
        if (spec.access === 'admin' && !roles.isAdmin)
          throw new HttpError(403, 'Only administrators can do this.');
        if (spec.access === 'technicalAdmin' && !roles.isTechnicalAdmin) {
          throw new HttpError(403, 'Only technical administrators can do this.');
        }
        if (spec.access === 'admin' || spec.access === 'technicalAdmin') {
          requireSecondFactor(caller);
          await requireActiveAdminSession(caller);
        }
        if (spec.access === 'account') account = await authorizeAccount(caller, roles, accountIdOf(input));
        const output = await definition.handle({ caller, roles, account, request }, input);
        response.status(200).json(output);
      } catch (error) {
        await countIfRefused(definition.name, request, refusedBy, error);
        sendError(response, definition.name, error);
      }
    },
  );
}

export { MESSAGES };
