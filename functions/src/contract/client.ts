// The one typed client of the HTTP API, used by the web app and the CLI. fetch-based; the ID token
// comes from a callback (Firebase Auth's getIdToken) and the base URL is injected (emulator or host).
// GET inputs go in the query string; other verbs send a JSON body. Answers are parsed with the
// contract's schemas; any non-2xx answer throws ApiError {status, message, details}.
import { errorAnswerSchema } from './common.js';
import { endpoints, type EndpointName, type InputOf, type OutputOf } from './endpoints.js';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  /** e.g. http://127.0.0.1:5001/demo-copydesk/us-central1 or https://us-central1-<project>.cloudfunctions.net */
  baseUrl: string;
  /** Resolves the caller's Firebase ID token; null/undefined sends no Authorization header. */
  getToken: () => Promise<string | null | undefined> | string | null | undefined;
  fetch?: typeof fetch;
}

export type ApiClient = {
  call<Name extends EndpointName>(name: Name, input: InputOf<Name>): Promise<OutputOf<Name>>;
} & { [Name in EndpointName]: (input: InputOf<Name>) => Promise<OutputOf<Name>> };

function queryString(input: unknown): string {
  const params = new URLSearchParams();
  if (typeof input === 'object' && input !== null) {
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined || value === null) continue;
      params.set(
        key,
        typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean),
      );
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call<Name extends EndpointName>(name: Name, input: InputOf<Name>): Promise<OutputOf<Name>> {
    const endpoint = endpoints[name];
    const token = await options.getToken();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const init: RequestInit = { method: endpoint.method, headers };
    let url = `${base}/${name}`;
    if (endpoint.method === 'GET') {
      url += queryString(input);
    } else {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(input ?? {});
    }
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      throw new ApiError(0, 'The server could not be reached. Please check your connection and try again.', {
        cause: error instanceof Error ? error.message : String(error),
      });
    }
    const body = await readJson(response);
    if (!response.ok) {
      const parsed = errorAnswerSchema.safeParse(body);
      const message = parsed.success ? parsed.data.error : `Request failed with status ${response.status}`;
      throw new ApiError(response.status, message, parsed.success ? parsed.data.details : body);
    }
    const parsed = endpoint.output.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(response.status, `Unexpected answer from ${name}`, parsed.error.issues);
    }
    return parsed.data as OutputOf<Name>;
  }

  const client = { call } as ApiClient;
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    Object.assign(client, { [name]: (input: InputOf<typeof name>) => call(name, input) });
  }
  return client;
}
