// Pure timing rules of the MetaApi retry policy (docs/architecture.md §6 "The bridge"), kept apart so they are easy to test.

/** Milliseconds to wait from a Retry-After header: delta-seconds or an HTTP-date. Undefined if absent/garbled. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Milliseconds until body.metadata.recommendedRetryTime (ISO datetime), the fallback MetaApi documents. */
export function recommendedRetryMs(body: unknown, now: number): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const metadata = (body as { metadata?: unknown }).metadata;
  if (typeof metadata !== 'object' || metadata === null) return undefined;
  const time = (metadata as { recommendedRetryTime?: unknown }).recommendedRetryTime;
  if (typeof time !== 'string') return undefined;
  const at = Date.parse(time);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Bounded exponential backoff: min(2^attempt * base, max). */
export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(2 ** attempt * baseMs, maxMs);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
