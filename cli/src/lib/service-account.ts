// Automation sign-in: firebase-admin mints a custom token for the technical admin to act as, which is
// then exchanged for an ID token like any other sign-in. On the emulator no key file is needed.
import { CliError, EXIT } from './cli-error.js';
import type { Target } from './targets.js';

export async function mintCustomToken(target: Target, as: string, keyFile: string | undefined): Promise<string> {
  if (target.kind === 'project' && !keyFile) {
    throw new CliError('--service-account needs the key file of a service account for a real project.', EXIT.usage);
  }
  const { cert, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  if (target.kind === 'emulator') {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= new URL(target.identityToolkitUrl).host;
  }
  const app = initializeApp(
    keyFile ? { credential: cert(keyFile), projectId: target.projectId } : { projectId: target.projectId },
    `copydesk-cli-${Date.now()}`,
  );
  const auth = getAuth(app);
  const uid = as.includes('@') ? (await auth.getUserByEmail(as)).uid : as;
  return auth.createCustomToken(uid);
}
