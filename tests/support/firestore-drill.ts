// The restore drill's handles on the Firestore emulator (docs/operations.md "Backups and restore"): its
// own export and import (the REST routes firebase-tools' `emulators:export` and `--import` use, POST
// /emulator/v1/projects/{p}:export and :import; the import takes the export's overall metadata file),
// its wipe, and a read of every document in the database, subcollections and all. The emulator runs the
// functions' Firestore triggers for what the wipe and the import do: the drill pauses them around both
// (bench/quiet-seed.ts), as a restore must give back the database as it was, not what triggers make of it.
import type { CollectionReference, DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { firestoreEmulatorHost, projectId } from '../../tools/stack-clients/emulators.ts';
import { adminDb } from '../../tools/stack-clients/users.ts';

const DATABASE = `projects/${projectId}/databases/(default)`;
const emulator = () => `http://${firestoreEmulatorHost()}/emulator/v1/projects/${projectId}`;

async function emulatorCall(method: 'POST' | 'DELETE', url: string, body?: object): Promise<void> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
}

/** Exports the whole database into `directory`/`name`; returns the metadata file an import reads. */
export async function exportDatabase(directory: string, name: string): Promise<string> {
  await emulatorCall('POST', `${emulator()}:export`, {
    database: DATABASE,
    export_directory: directory,
    export_name: name,
  });
  return `${directory}/${name}/${name}.overall_export_metadata`;
}

export async function importDatabase(metadataFile: string): Promise<void> {
  await emulatorCall('POST', `${emulator()}:import`, { database: DATABASE, export_directory: metadataFile });
}

/** Deletes every document, as losing the database would. */
export async function wipeDatabase(): Promise<void> {
  await emulatorCall('DELETE', `${emulator()}/databases/(default)/documents`);
}

/** Every stored document by path, field by field; documents that only hold subcollections are walked, not listed. */
export type DatabaseDump = Record<string, DocumentData>;

/** Reads of the emulator in flight at once: enough to be quick, few enough for a busy 2-core machine. */
const BATCH = 100;

async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += BATCH)
    results.push(...(await Promise.all(items.slice(i, i + BATCH).map(work))));
  return results;
}

async function dumpCollections(collections: CollectionReference[], into: DatabaseDump): Promise<void> {
  const refs = (await inBatches(collections, (c) => c.listDocuments())).flat();
  for (let i = 0; i < refs.length; i += BATCH) {
    const snapshots = await adminDb().getAll(...refs.slice(i, i + BATCH));
    for (const snapshot of snapshots) if (snapshot.exists) into[snapshot.ref.path] = snapshot.data() ?? {};
  }
  const children = (await inBatches(refs, (ref: DocumentReference) => ref.listCollections())).flat();
  if (children.length > 0) await dumpCollections(children, into);
}

export async function dumpDatabase(): Promise<DatabaseDump> {
  const dump: DatabaseDump = {};
  await dumpCollections(await adminDb().listCollections(), dump);
  return Object.fromEntries(Object.entries(dump).sort(([a], [b]) => a.localeCompare(b)));
}
