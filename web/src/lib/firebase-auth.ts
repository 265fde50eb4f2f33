// Lazy Firebase Auth for the screens a signed-out visitor uses (sign in, register, reset password):
// the SDK and the app (./firebase.ts) are fetched with a dynamic import the first time a form asks
// for them, so those pages paint without them (docs/operations.md, front-end performance budget).
// Callers receive both the instance and the SDK module, and must not import 'firebase/auth' or
// './firebase' statically (type-only imports are fine: they vanish at build time).
import type * as AuthModule from 'firebase/auth';

export type AuthSdk = typeof AuthModule;
export interface AuthHandle {
  auth: AuthModule.Auth;
  sdk: AuthSdk;
}

let pending: Promise<AuthHandle> | undefined;

export function loadAuth(): Promise<AuthHandle> {
  if (pending) return pending;
  const loading = Promise.all([import('./firebase'), import('firebase/auth')]).then(([{ auth }, sdk]) => ({
    auth,
    sdk,
  }));
  // A failed chunk load (e.g. network blip) must not poison every later attempt.
  loading.catch(() => {
    if (pending === loading) pending = undefined;
  });
  pending = loading;
  return loading;
}
