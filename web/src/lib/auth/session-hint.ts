// Whether this browser was signed in when the app last looked: one flag in localStorage, no user data.
// It decides whether the first page loads Firebase at once (auth-provider.tsx): a visitor who never
// signed in reads the public pages without downloading the Firebase SDK. The flag is only a hint; the
// auth state Firebase reports is always the truth, and it rewrites the flag.
const KEY = 'copydesk.hadSession';

export function hadSession(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the next visit loads Firebase when a screen needs it, as for a new visitor.
  }
}
