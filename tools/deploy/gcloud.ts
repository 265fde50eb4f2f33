// The real gcloud runner of the preflight (cloud-checks.ts): the installed gcloud with the operator's
// own login, or null when gcloud is not on PATH.
import { execFile } from 'node:child_process';
import { missingPrograms } from '../stack/prerequisites.ts';
import type { GcloudAnswer, GcloudRunner } from './cloud-checks.ts';

export function installedGcloud(): GcloudRunner {
  if (missingPrograms(['gcloud']).length > 0) return null;
  return (args) =>
    new Promise<GcloudAnswer>((resolve) => {
      execFile('gcloud', [...args, '--quiet'], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
        resolve({ ok: error === null, stdout, stderr }),
      );
    });
}
