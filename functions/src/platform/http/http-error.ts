// The one error type handlers throw; the endpoint wrapper maps it to a status and a JSON body.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After on 429/503. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthenticated = () => new HttpError(401, 'Not authenticated');
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const conflict = (message: string, details?: unknown) => new HttpError(409, message, details);
export const unprocessable = (message: string, details?: unknown) => new HttpError(422, message, details);
