// Lazy Firebase Auth for the screens a signed-out visitor uses (sign in, register, reset password):
// the SDK and the app (./firebase.ts) are fetched with a dynamic import the first time a form asks
// for them, so those pages paint without them (docs/operations.md, front-end performance budget).
// Callers receive both the instance and the SDK module, and must not import 'firebase/auth' or
// './firebase' statically (type-only imports are fine: they vanish at build time).
import type * as AuthModule from 'firebase/auth';
import { loadOnce } from './load-once';

export type AuthSdk = typeof AuthModule;
export interface AuthHandle {
  auth: AuthModule.Auth;
  sdk: AuthSdk;
}

export const loadAuth: () => Promise<AuthHandle> = loadOnce(() =>
  Promise.all([import('./firebase'), import('firebase/auth')]).then(([{ auth }, sdk]) => ({ auth, sdk })),
);
