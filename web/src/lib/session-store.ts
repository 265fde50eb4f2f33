// The tab's sessionStorage as the app's caches use it. Signing out must leave it empty
// (docs/architecture.md §5), yet a cache may have a write scheduled (the admin list cache coalesces
// its writes): once the session has ended, such a write finds no store and lands nowhere.
let ended = false;

export function sessionStore(): Storage | null {
  if (ended) return null;
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Empties the store and refuses every later write of this page (a sign-out reloads the page). */
export function endSession(): void {
  ended = true;
  try {
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
}
