// A rules-unit-testing environment over the running Firestore emulator, loaded with our rules file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { firestoreEmulatorHost, projectId } from '../../tools/stack-clients/emulators.ts';

export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  const [host, port] = firestoreEmulatorHost().split(':');
  return initializeTestEnvironment({
    projectId,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8'),
    },
  });
}
