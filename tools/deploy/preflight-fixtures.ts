// Test fixtures of the deploy preflight: the params the functions declare (as firebase-tools' discovery
// lists them), a realistic production configuration, the emulators' demo one, and a fake gcloud that
// answers from a project's state instead of Google Cloud.
import type { GcloudAnswer, GcloudRunner } from './cloud-checks.ts';
import type { DiscoveredParam } from './firebase-tools.ts';

const strings = (names: string[]): DiscoveredParam[] => names.map((name) => ({ name, type: 'string' }));
const ints = (names: string[]): DiscoveredParam[] => names.map((name) => ({ name, type: 'int' }));

export const SECRETS = [
  'METAAPI_TOKEN',
  'AFFILIATE_API_KEY',
  'CREDENTIAL_HASH_KEY',
  'RATE_LIMIT_KEY',
  'SMTP_PASSWORD',
];

export const DECLARED_PARAMS: DiscoveredParam[] = [
  ...strings([
    'FUNCTIONS_REGION',
    'METAAPI_PROVISIONING_URL',
    'METAAPI_CLIENT_URL',
    'METAAPI_COPYFACTORY_URL',
  ]),
  ...strings(['AFFILIATE_CHECK_URL', 'WEB_ORIGINS', 'RATE_LIMIT_TEST_IP_PREFIX', 'OPS_SERVICE_UIDS']),
  ...strings(['SMTP_HOST', 'SMTP_USER', 'SMTP_FROM', 'APP_URL']),
  ...ints(['SMTP_PORT', 'MAX_ADMIN_SESSION_HOURS', 'HEALTH_SHARD_CAPACITY', 'RUN_TASK_CONCURRENCY']),
  ...SECRETS.map((name): DiscoveredParam => ({ name, type: 'secret' })),
];

export const PRODUCTION_VALUES: Record<string, string> = {
  FUNCTIONS_REGION: 'europe-west1',
  METAAPI_PROVISIONING_URL: 'https://mt-provisioning-api-v1.agiliumtrade.agiliumtrade.ai',
  METAAPI_CLIENT_URL: 'https://mt-client-api-v1.{region}.agiliumtrade.ai',
  METAAPI_COPYFACTORY_URL: 'https://copyfactory-api-v1.new-york.agiliumtrade.ai',
  AFFILIATE_CHECK_URL: 'https://partners.acmefx.eu/affiliate/check',
  WEB_ORIGINS: 'https://app.acmefx.eu,https://acme-copydesk-prod.web.app',
  RATE_LIMIT_TEST_IP_PREFIX: '',
  OPS_SERVICE_UIDS: '',
  SMTP_HOST: 'smtp.eu.mailgun.org',
  SMTP_PORT: '587',
  SMTP_USER: 'alerts@mg.acmefx.eu',
  SMTP_FROM: 'AcmeFX Copy <alerts@mg.acmefx.eu>',
  APP_URL: 'https://app.acmefx.eu',
  MAX_ADMIN_SESSION_HOURS: '12',
  HEALTH_SHARD_CAPACITY: '500',
  RUN_TASK_CONCURRENCY: '20',
};

/** What the local stack gives the emulators (tools/stack/emulators.ts), one param left unset. */
export const DEMO_VALUES: Record<string, string> = {
  FUNCTIONS_REGION: 'us-central1',
  METAAPI_PROVISIONING_URL: 'http://127.0.0.1:4010/provisioning',
  METAAPI_CLIENT_URL: 'http://127.0.0.1:4010/client',
  METAAPI_COPYFACTORY_URL: 'http://127.0.0.1:4010/copyfactory',
  AFFILIATE_CHECK_URL: 'http://127.0.0.1:4010/affiliate/check',
  WEB_ORIGINS: 'http://127.0.0.1:5173,http://localhost:5173',
  RATE_LIMIT_TEST_IP_PREFIX: '198.51.100.',
  OPS_SERVICE_UIDS: 'copydesk-ops',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '2587',
  SMTP_USER: 'copydesk',
  SMTP_FROM: 'CopyDesk <alerts@copydesk.local>',
  APP_URL: 'http://127.0.0.1:5173',
  MAX_ADMIN_SESSION_HOURS: '12',
  RUN_TASK_CONCURRENCY: '',
};

export interface FakeProject {
  projectId: string;
  projectNumber: string;
  /** Secrets with an enabled version. */
  secrets: string[];
  /** Roles the compute service account holds on the project. */
  projectRoles: string[];
  /** Roles it holds on itself. */
  selfRoles: string[];
}

const answer = (stdout: string): GcloudAnswer => ({ ok: true, stdout, stderr: '' });
const refusal = (stderr: string): GcloudAnswer => ({ ok: false, stdout: '', stderr });

/** A gcloud that knows one project; every call is recorded in `calls`. */
export function fakeGcloud(project: FakeProject, calls: string[][] = []): NonNullable<GcloudRunner> {
  const member = `serviceAccount:${project.projectNumber}-compute@developer.gserviceaccount.com`;
  const policy = (roles: string[]) =>
    answer(JSON.stringify({ bindings: roles.map((role) => ({ role, members: [member] })) }));
  return (args) => {
    calls.push([...args]);
    const [group, verb, third, name] = args;
    if (!args.includes(`--project=${project.projectId}`) && !args.includes(project.projectId))
      return Promise.resolve(refusal('ERROR: NOT_FOUND: project'));
    if (group === 'secrets' && verb === 'versions' && third === 'list') {
      const enabled = project.secrets.includes(name ?? '');
      return Promise.resolve(
        enabled ? answer(`projects/1/secrets/${name}/versions/1\n`) : refusal('ERROR: NOT_FOUND: Secret'),
      );
    }
    if (group === 'projects' && verb === 'describe')
      return Promise.resolve(answer(JSON.stringify({ projectNumber: project.projectNumber })));
    if (group === 'projects' && verb === 'get-iam-policy')
      return Promise.resolve(policy(project.projectRoles));
    if (group === 'iam' && verb === 'service-accounts') return Promise.resolve(policy(project.selfRoles));
    return Promise.resolve(refusal(`ERROR: unexpected gcloud ${args.join(' ')}`));
  };
}
