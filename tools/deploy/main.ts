// `npm run deploy -- --project <alias> [--only <targets>] [--dry-run]` (docs/operations.md "Deploying"):
// builds the functions, asks firebase-tools what they declare, runs the preflight, and deploys with the
// project's firebase-tools only when no check failed. --dry-run stops after the report.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BIN, ROOT, run } from '../stack/processes.ts';
import { configForTarget, hostingPolicies, readFirebaseJson, writeDeployConfig } from './deploy-config.ts';
import { deployEnvValues, discoverBuild } from './firebase-tools.ts';
import { installedGcloud } from './gcloud.ts';
import { formatReport, runPreflight } from './preflight.ts';
import { functionsOrigin, projectIdOf } from './targets.ts';

const { values: options } = parseArgs({
  options: { project: { type: 'string' }, only: { type: 'string' }, 'dry-run': { type: 'boolean' } },
});
if (!options.project) {
  console.error('usage: npm run deploy -- --project <alias> [--only functions,hosting,...] [--dry-run]');
  process.exit(2);
}
const alias = options.project;
const projectId = projectIdOf(alias);
const config = readFirebaseJson();
const functionsConfig = config.functions[0];
if (!functionsConfig) throw new Error('firebase.json declares no functions codebase');
const sourceDir = path.join(ROOT, functionsConfig.source);

// Discovery reads the built code: build it as the deploy's predeploy will.
if ((await run('build', 'npm', ['run', 'build', '-w', 'functions'])) !== 0) process.exit(1);
const build = await discoverBuild({ projectId, sourceDir, runtime: functionsConfig.runtime ?? '' });
const values = deployEnvValues(sourceDir, projectId, alias);
const target = { alias, projectId, region: values.FUNCTIONS_REGION ?? '' };
const deployConfig = configForTarget(config, target);
const report = await runPreflight(
  {
    alias,
    projectId,
    params: build.params,
    values,
    runtime: functionsConfig.runtime,
    hostingPolicies: hostingPolicies(deployConfig),
  },
  installedGcloud(),
);
console.log(formatReport(report));
if (!report.passed) process.exit(1);

const only = options.only ? ['--only', options.only] : [];
const configFile = writeDeployConfig(deployConfig, alias);
const deployArgs = ['deploy', '--project', alias, '--config', configFile, '--non-interactive', ...only];
if (options['dry-run']) {
  console.log(`Dry run: would run firebase ${deployArgs.join(' ')}`);
  process.exit(0);
}
// The web app calls the target's functions: its build takes the origin from the target, not a file.
const withHosting = !options.only || options.only.split(',').some((part) => part.startsWith('hosting'));
if (withHosting) {
  const env = {
    ...process.env,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FUNCTIONS_BASE_URL: functionsOrigin(target),
  };
  if ((await run('web build', 'npm', ['run', 'build', '-w', 'web'], { env })) !== 0) process.exit(1);
}
process.exit(await run('firebase', path.join(BIN, 'firebase'), deployArgs));
