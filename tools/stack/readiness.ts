// Readiness by probing, never by sleeping: poll a condition at a short interval until a deadline.
export async function waitFor(
  description: string,
  probe: () => Promise<boolean>,
  { timeoutMs = 60_000, intervalMs = 200 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * True once the URL answers at all (any HTTP status in `accept`, default: anything below 500).
 * `requestTimeoutMs` bounds one probe; give a cold-starting server (a functions worker) long enough,
 * or every aborted probe starts yet another cold worker.
 */
export function httpAnswers(
  url: string,
  accept: (status: number) => boolean = (s) => s < 500,
  requestTimeoutMs = 2000,
) {
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
    await response.body?.cancel();
    return accept(response.status);
  };
}
