// Where this run's emulators, functions and simulator are. tools/test.ts passes them through the
// environment (firebase emulators:exec adds the *_EMULATOR_HOST variables).
import { PROJECT_ID } from '../stack/ports.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the emulator suites through "npm test".`);
  return value;
}

export const projectId = PROJECT_ID;
export const authEmulatorHost = () => required('FIREBASE_AUTH_EMULATOR_HOST');
export const firestoreEmulatorHost = () => required('FIRESTORE_EMULATOR_HOST');
export const functionsUrl = (endpoint: string) => `${required('COPYDESK_FUNCTIONS_URL')}/${endpoint}`;
export const simulatorUrl = () => required('COPYDESK_SIMULATOR_URL');
export const previewUrl = () => `http://127.0.0.1:${required('COPYDESK_PREVIEW_PORT')}`;

/** Deletes every Firestore document and Auth user of the demo project. */
export async function resetEmulators(): Promise<void> {
  const firestore = `http://${firestoreEmulatorHost()}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  const auth = `http://${authEmulatorHost()}/emulator/v1/projects/${projectId}/accounts`;
  for (const url of [firestore, auth]) {
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Resetting ${url} failed: ${response.status}`);
  }
}
export const hostingUrl = () => required('COPYDESK_HOSTING_URL');
