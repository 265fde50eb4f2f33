// After a Hosting deploy an open tab still runs the old entry chunk, whose lazy screens name hashed
// chunks that are gone: the `**` rewrite answers index.html for them and the dynamic import fails. The
// tab then reloads once, on the same URL, and so picks up the new build. A sessionStorage marker with
// the time of that reload stops a loop when a chunk still fails afterwards; a screen that loads once the
// reload has settled clears it, so a later deploy may reload again.
// See docs/operations.md "Deploys and open tabs".

/** sessionStorage key of the last chunk reload's time (ms since the epoch). */
export const CHUNK_RELOAD_KEY = 'copydesk.chunkReloadAt';

/** A marker older than this is from an earlier deploy: a new failure may reload again. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/**
 * A screen that loads sooner than this after the reload does not clear the marker: it may be the layout
 * around a screen whose chunk is still failing, and clearing then would let that failure reload again.
 */
export const CHUNK_RELOAD_SETTLE_MS = 10_000;

/** What the browsers say when a dynamic import or Vite's CSS preload fails (Chromium, Firefox, Safari, Vite). */
const CHUNK_ERROR_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /is not a valid JavaScript MIME type/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now: () => number;
  reload: () => void;
}

/** Set once this page has asked for its reload: later failures of the same page wait for it (true). */
let reloadRequested = false;

/**
 * Reloads the page unless it already reloaded for a chunk within the window; true when it asked for the
 * reload. Without storage it cannot tell a loop from a first failure, so it does not reload (fail closed).
 */
export function reloadOnceForChunkError(env: ReloadEnvironment = browserEnvironment()): boolean {
  if (reloadRequested) return true;
  try {
    const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY));
    const now = env.now();
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reloadRequested = true;
  env.reload();
  return true;
}

/** A screen's chunk loaded: once the reload has settled, the next failure (a later deploy) may reload again. */
export function clearChunkReloadMarker(env: Omit<ReloadEnvironment, 'reload'> = browserEnvironment()): void {
  try {
    const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY));
    if (last > 0 && env.now() - last >= CHUNK_RELOAD_SETTLE_MS) env.storage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // No storage: nothing was marked.
  }
}

/** Test seam: forgets this page's reload request. */
export function resetChunkReloadForTests(): void {
  reloadRequested = false;
}

function browserEnvironment(): ReloadEnvironment {
  return { storage: sessionStorage, now: Date.now, reload: () => window.location.reload() };
}

/**
 * Vite emits `vite:preloadError` on window when a dynamic import or its preloads fail
 * (https://vite.dev/guide/build#load-error-handling). The error still reaches the route's error
 * boundary, which waits for the reload this asked for (route-error.tsx).
 */
export function reloadOnChunkPreloadErrors(target: Window = window): void {
  target.addEventListener('vite:preloadError', () => {
    reloadOnceForChunkError();
  });
}

/** A lazy screen's loader that clears the marker once the chunk has loaded. */
export function clearingMarker<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().then((module) => {
      clearChunkReloadMarker();
      return module;
    });
}
