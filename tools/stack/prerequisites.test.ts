import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingPrograms, prerequisitesProblem } from './prerequisites.ts';

const bin = mkdtempSync(path.join(tmpdir(), 'copydesk-bin-'));
writeFileSync(path.join(bin, 'java'), '#!/bin/sh\n');
chmodSync(path.join(bin, 'java'), 0o755);
writeFileSync(path.join(bin, 'jar'), 'not executable\n');
afterAll(() => rmSync(bin, { recursive: true, force: true }));

const JDK = [
  { program: 'java', why: 'runs the Firestore emulator' },
  { program: 'jar', why: 'builds the launcher' },
];

describe('the check for the JDK', () => {
  it('counts only executables on the PATH as present', () => {
    expect(missingPrograms(['java', 'jar', 'keytool'], bin)).toEqual(['jar', 'keytool']);
  });

  it('says which programs are missing, what each is for and how to get them', () => {
    expect(prerequisitesProblem(JDK, bin)).toBe(
      [
        'The local stack needs programs this machine does not have on its PATH:',
        '  jar: builds the launcher',
        'Install a Java Development Kit, version 11 or later (Debian: apt-get install default-jdk-headless),',
        'and run the command again.',
      ].join('\n'),
    );
  });

  it('skips a program the run does not need', () => {
    expect(prerequisitesProblem([JDK[0]!, { ...JDK[1]!, needed: () => false }], bin)).toBeUndefined();
  });

  it('finds nothing on an empty PATH', () => {
    expect(missingPrograms(['java'], '')).toEqual(['java']);
  });
});
