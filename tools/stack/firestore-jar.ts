// The Firestore emulator on this machine kind: its jar cannot be downloaded, but Debian's
// google-cloud-cli-firestore-emulator ships it without a Main-Class, so a manifest-only launcher jar
// makes it runnable. Elsewhere firebase-tools downloads its own and this returns undefined.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.ts';

const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const CACHE_DIR = path.join(ROOT, 'tools', '.cache');
const LAUNCHER = path.join(CACHE_DIR, 'firestore-emulator-launcher.jar');

function launcherIsCurrent(): boolean {
  return existsSync(LAUNCHER) && statSync(LAUNCHER).mtimeMs >= statSync(DEBIAN_FIRESTORE_JAR).mtimeMs;
}

/** What the emulators need of the JDK: java always (Firestore runs on the JVM), jar to build the launcher. */
export const JDK_REQUIREMENTS = [
  { program: 'java', why: 'runs the Firestore emulator' },
  {
    program: 'jar',
    why: "builds the launcher for Debian's Firestore emulator jar (tools/.cache)",
    needed: () => existsSync(DEBIAN_FIRESTORE_JAR) && !launcherIsCurrent(),
  },
];

/** Builds (once) the launcher jar; returns undefined where the Debian jar is absent. */
export function firestoreLauncherJar(): string | undefined {
  if (!existsSync(DEBIAN_FIRESTORE_JAR)) return undefined;
  if (launcherIsCurrent()) return LAUNCHER;
  mkdirSync(CACHE_DIR, { recursive: true });
  const manifest = path.join(CACHE_DIR, 'firestore-launcher.manifest');
  writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: file:${DEBIAN_FIRESTORE_JAR}\n`);
  execFileSync('jar', ['cfm', LAUNCHER, manifest]);
  return LAUNCHER;
}
