// Wraps a handler as an HTTPS function: method check -> authenticate -> validate -> act -> answer, with
// one error mapping. Handlers throw HttpError for expected outcomes; anything else is a logged 500
// whose details never reach the caller.
import { logger } from 'firebase-functions';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type { z } from 'zod';
import { authenticate, type Caller } from './authenticate.js';
import { HttpError } from './http-error.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDefinition<Schema extends z.ZodType, Output> {
  name: string;
  method: Method;
  input: Schema;
  handle(caller: Caller, input: z.infer<Schema>, request: Request): Promise<Output>;
}

function readInput(method: Method, request: Request): unknown {
  if (method === 'GET') return { ...request.query };
  const body: unknown = request.body ?? {};
  return { ...request.query, ...(typeof body === 'object' ? body : {}) };
}

function sendError(response: Response, name: string, error: unknown): void {
  if (error instanceof HttpError) {
    response.status(error.status).json({ success: false, error: error.message, details: error.details });
    return;
  }
  logger.error(`${name} failed`, { error: error instanceof Error ? error.message : String(error) });
  response.status(500).json({ success: false, error: 'Something went wrong on our side. Please try again later.' });
}

export function endpoint<Schema extends z.ZodType, Output>(definition: EndpointDefinition<Schema, Output>) {
  return onRequest({ cors: true }, async (request, response) => {
    try {
      if (request.method !== definition.method) {
        response.set('Allow', definition.method);
        throw new HttpError(405, `Use ${definition.method} for ${definition.name}.`);
      }
      const caller = await authenticate(request);
      const parsed = definition.input.safeParse(readInput(definition.method, request));
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        throw new HttpError(400, first?.message ?? 'Invalid request.', parsed.error.issues);
      }
      const output = await definition.handle(caller, parsed.data, request);
      if (output === undefined) response.status(204).end();
      else response.status(200).json(output);
    } catch (error) {
      sendError(response, definition.name, error);
    }
  });
}
