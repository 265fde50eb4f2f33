// The deploy preflight on whole configurations: a realistic production one passes every check, the
// emulators' demo one is refused with each of its reasons, and the origin checks follow the target.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ROOT } from '../stack/processes.ts';
import { deployEnvValues } from './firebase-tools.ts';
import { projectIdOf } from './targets.ts';
import { configForTarget, hostingPolicies, readFirebaseJson } from './deploy-config.ts';
import { runPreflight, type PreflightInput } from './preflight.ts';
import { grantedAsDocumented } from './documented-iam.ts';
import {
  DECLARED_PARAMS,
  DEMO_VALUES,
  fakeGcloud,
  PRODUCTION_VALUES,
  SECRETS,
} from './preflight-fixtures.ts';

const PROJECT = 'acme-copydesk-prod';
const NOW = new Date('2026-12-01T00:00:00Z');

const productionProject = grantedAsDocumented({
  projectId: PROJECT,
  secrets: SECRETS,
  accounts: [],
  bindings: [],
});

/** The accounts of docs/operations.md "IAM", in the order of its table. */
const ACCOUNT_IDS = [
  'copydesk-runtime',
  'copydesk-api',
  'copydesk-api-bridge',
  'copydesk-api-affiliate',
  'copydesk-api-provision',
  'copydesk-api-mailbox',
  'copydesk-api-trust',
  'copydesk-api-smoke',
  'copydesk-bridge',
  'copydesk-mailer',
];

function productionInput(changes: Partial<PreflightInput> = {}): PreflightInput {
  const target = { alias: 'production', projectId: PROJECT, region: 'europe-west1' };
  return {
    alias: 'production',
    projectId: PROJECT,
    params: DECLARED_PARAMS,
    values: PRODUCTION_VALUES,
    runtime: 'nodejs22',
    hostingPolicies: hostingPolicies(configForTarget(readFirebaseJson(), target)),
    now: NOW,
    ...changes,
  };
}

const reasonsOf = (report: Awaited<ReturnType<typeof runPreflight>>) =>
  Object.fromEntries(report.checks.map((check) => [check.check, check.reasons]));

describe('the deploy preflight', () => {
  it('passes a complete production configuration granted as docs/operations.md says', async () => {
    const calls: string[][] = [];
    const report = await runPreflight(productionInput(), fakeGcloud(productionProject, calls));
    expect(report.checks.map((check) => [check.check, check.status])).toEqual([
      ['project', 'pass'],
      ['params', 'pass'],
      ['secrets', 'pass'],
      ['runtime', 'pass'],
      ['csp', 'pass'],
      ['cors', 'pass'],
      ['iam', 'pass'],
    ]);
    expect(report.passed).toBe(true);
    const secretLookups = calls
      .filter(([group, verb]) => group === 'secrets' && verb === 'versions')
      .map((call) => call[3]);
    expect(secretLookups.sort()).toEqual([...SECRETS].sort());
  });

  it('refuses the demo configuration, naming every reason', async () => {
    const demoProject = { projectId: 'demo-copydesk', secrets: [], accounts: [], bindings: [] };
    const report = await runPreflight(
      {
        alias: 'default',
        projectId: 'demo-copydesk',
        params: DECLARED_PARAMS,
        values: DEMO_VALUES,
        runtime: 'nodejs20',
        hostingPolicies: hostingPolicies(readFirebaseJson()),
        now: NOW,
      },
      fakeGcloud(demoProject),
    );
    expect(report.passed).toBe(false);
    expect(reasonsOf(report)).toEqual({
      project: ['the project id of alias "default" (demo-copydesk) is a demo or placeholder id'],
      params: [
        'METAAPI_PROVISIONING_URL is a loopback value (http://127.0.0.1:4010/provisioning)',
        'METAAPI_CLIENT_URL is a loopback value (http://127.0.0.1:4010/client)',
        'METAAPI_COPYFACTORY_URL is a loopback value (http://127.0.0.1:4010/copyfactory)',
        'AFFILIATE_CHECK_URL is a loopback value (http://127.0.0.1:4010/affiliate/check)',
        'WEB_ORIGINS is a loopback value (http://127.0.0.1:5173,http://localhost:5173)',
        'RATE_LIMIT_TEST_IP_PREFIX is test-only and must be empty',
        'SMTP_HOST is a loopback value (127.0.0.1)',
        'SMTP_USER is a demo or placeholder value (copydesk)',
        'SMTP_FROM is a demo or placeholder value (CopyDesk <alerts@copydesk.local>)',
        'APP_URL is a loopback value (http://127.0.0.1:5173)',
        'SMTP_PORT is a demo or placeholder value (2587)',
        'HEALTH_SHARD_CAPACITY has no value in functions/.env or functions/.env.default',
        'RUN_TASK_CONCURRENCY is empty',
      ],
      secrets: SECRETS.map((name) => `secret ${name} has no enabled version in demo-copydesk`),
      runtime: [
        'Runtime Node.js 20 was decommissioned on 2026-10-30. To deploy you must first upgrade your runtime version.',
      ],
      csp: [],
      cors: [
        'WEB_ORIGINS entry http://127.0.0.1:5173 is not an https origin on the internet',
        'WEB_ORIGINS entry http://localhost:5173 is not an https origin on the internet',
      ],
      iam: [
        ...[
          'AFFILIATE_API_KEY',
          'CREDENTIAL_HASH_KEY',
          'METAAPI_TOKEN',
          'RATE_LIMIT_KEY',
          'SMTP_PASSWORD',
        ].map((name) => `secret ${name}'s IAM policy could not be read: ERROR: NOT_FOUND: Secret`),
        ...ACCOUNT_IDS.map(
          (id) => `service account ${id}@demo-copydesk.iam.gserviceaccount.com does not exist`,
        ),
      ],
    });
  });

  it.each(['staging', 'production'])(
    'refuses the checked-in %s environment until its placeholders are replaced',
    async (alias) => {
      const projectId = projectIdOf(alias);
      const values = deployEnvValues(path.join(ROOT, 'functions'), projectId, alias);
      const report = await runPreflight(productionInput({ alias, projectId, values }), null);
      const reasons = reasonsOf(report);
      expect(reasons.project).toEqual([
        `the project id of alias "${alias}" (replace-me-copydesk-${alias}) is a demo or placeholder id`,
      ]);
      const placeholders = (reasons.params ?? []).filter((reason) =>
        reason.includes(' is a demo or placeholder value ('),
      );
      expect(placeholders).toEqual(reasons.params);
      expect(placeholders.map((reason) => reason.split(' ')[0])).toEqual([
        'AFFILIATE_CHECK_URL',
        'WEB_ORIGINS',
        'SMTP_HOST',
        'SMTP_USER',
        'SMTP_FROM',
        'APP_URL',
      ]);
      expect(report.passed).toBe(false);
    },
  );

  it('refuses placeholder project ids such as the ones .firebaserc ships with', async () => {
    const report = await runPreflight(
      productionInput({ projectId: 'replace-me-copydesk-production' }),
      fakeGcloud({ ...productionProject, projectId: 'replace-me-copydesk-production' }),
    );
    expect(reasonsOf(report).project).toEqual([
      'the project id of alias "production" (replace-me-copydesk-production) is a demo or placeholder id',
    ]);
  });

  it.each([
    [
      'another region',
      'https://us-central1-acme-copydesk-prod.cloudfunctions.net',
      [
        'the CSP connect-src does not allow https://europe-west1-acme-copydesk-prod.cloudfunctions.net',
        "the CSP connect-src allows https://us-central1-acme-copydesk-prod.cloudfunctions.net, not the target's functions",
      ],
    ],
    [
      'another project',
      'https://europe-west1-demo-copydesk.cloudfunctions.net',
      [
        'the CSP connect-src does not allow https://europe-west1-acme-copydesk-prod.cloudfunctions.net',
        "the CSP connect-src allows https://europe-west1-demo-copydesk.cloudfunctions.net, not the target's functions",
      ],
    ],
  ])('refuses a CSP that calls the functions of %s', async (_case, origin, reasons) => {
    const policy = `default-src 'self'; connect-src 'self' ${origin}`;
    const report = await runPreflight(
      productionInput({ hostingPolicies: [policy] }),
      fakeGcloud(productionProject),
    );
    expect(reasonsOf(report).csp).toEqual(reasons);
  });

  it.each([
    [
      'another project',
      'https://app.acmefx.eu,https://acme-copydesk-staging.web.app',
      [
        "WEB_ORIGINS entry https://acme-copydesk-staging.web.app is another project's Hosting, not acme-copydesk-prod's",
      ],
    ],
    [
      'no web app origin',
      'https://acme-copydesk-prod.web.app',
      ["WEB_ORIGINS does not list the web app's origin https://app.acmefx.eu (APP_URL)"],
    ],
    [
      'a path instead of an origin',
      'https://app.acmefx.eu/app',
      [
        'WEB_ORIGINS entry https://app.acmefx.eu/app is not an origin',
        "WEB_ORIGINS does not list the web app's origin https://app.acmefx.eu (APP_URL)",
      ],
    ],
  ])('refuses CORS origins naming %s', async (_case, origins, reasons) => {
    const values = { ...PRODUCTION_VALUES, WEB_ORIGINS: origins };
    const report = await runPreflight(productionInput({ values }), fakeGcloud(productionProject));
    expect(reasonsOf(report).cors).toEqual(reasons);
  });

  it('lists the exact secret commands as steps when gcloud is not installed', async () => {
    const report = await runPreflight(productionInput(), null);
    const secrets = report.checks.find((check) => check.check === 'secrets');
    expect(secrets?.status).toBe('todo');
    expect(secrets?.steps).toContain(
      `gcloud secrets versions list METAAPI_TOKEN --project=${PROJECT} --filter=state:ENABLED`,
    );
    expect(report.passed).toBe(true);
  });
});
