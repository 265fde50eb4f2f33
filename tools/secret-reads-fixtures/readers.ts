// Fixture for tools/function-secrets.test.ts: one function reads a secret, its neighbour reads none.
import { KEY, TOKEN, URL } from './params.js';

export function tokenHeader(): string {
  return `Bearer ${TOKEN.value()}`;
}

export function plainUrl(): string {
  return URL.value();
}

let client: { key: string; token: string } | undefined;

export function lazyClient(): { key: string; token: string } {
  client ??= { key: KEY.value(), token: tokenHeader() };
  return client;
}
