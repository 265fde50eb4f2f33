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

/** Who holds which role where: on the project, on a secret (`secret/NAME`), on an account (`account/EMAIL`). */
export interface Binding {
  resource: string;
  member: string;
  role: string;
}

export interface FakeProject {
  projectId: string;
  /** Secrets with an enabled version. */
  secrets: string[];
  /** The e-mails of the service accounts that exist. */
  accounts: string[];
  bindings: Binding[];
}

const answer = (stdout: string): GcloudAnswer => ({ ok: true, stdout, stderr: '' });
const refusal = (stderr: string): GcloudAnswer => ({ ok: false, stdout: '', stderr });

function policyOf(project: FakeProject, resource: string): GcloudAnswer {
  const roles = [...new Set(project.bindings.filter((b) => b.resource === resource).map((b) => b.role))];
  const bindings = roles.map((role) => ({
    role,
    members: project.bindings.filter((b) => b.resource === resource && b.role === role).map((b) => b.member),
  }));
  return answer(JSON.stringify({ bindings }));
}

function iamAnswer(project: FakeProject, args: readonly string[]): GcloudAnswer {
  const [group, verb, third, name] = args;
  if (group === 'projects' && verb === 'get-iam-policy') return policyOf(project, 'project');
  if (group === 'secrets' && verb === 'get-iam-policy')
    return project.secrets.includes(third ?? '')
      ? policyOf(project, `secret/${third}`)
      : refusal('ERROR: NOT_FOUND: Secret');
  if (group === 'iam' && third === 'list')
    return answer(JSON.stringify(project.accounts.map((email) => ({ email }))));
  if (group === 'iam' && third === 'get-iam-policy')
    return project.accounts.includes(name ?? '')
      ? policyOf(project, `account/${name}`)
      : refusal('ERROR: NOT_FOUND: service account');
  return refusal(`ERROR: unexpected gcloud ${args.join(' ')}`);
}

/** A gcloud that knows one project; every call is recorded in `calls`. */
export function fakeGcloud(project: FakeProject, calls: string[][] = []): NonNullable<GcloudRunner> {
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
    return Promise.resolve(iamAnswer(project, args));
  };
}

const option = (words: string[], name: string) =>
  words.find((word) => word.startsWith(`--${name}=`))?.slice(name.length + 3) ?? '';

/** Does to the fake project what one printed gcloud command would do to a real one. */
export function applyCommand(project: FakeProject, command: string): void {
  const words = command.replace(/#.*$/, '').trim().split(/\s+/);
  const [, group, verb, third, target] = words;
  if (group === 'iam' && third === 'create') {
    project.accounts.push(`${target}@${option(words, 'project')}.iam.gserviceaccount.com`);
    return;
  }
  const resource =
    group === 'projects' ? 'project' : group === 'secrets' ? `secret/${third}` : `account/${target}`;
  const action = group === 'iam' ? third : verb;
  const binding = { resource, member: option(words, 'member'), role: option(words, 'role') };
  const same = (b: Binding) =>
    b.resource === binding.resource && b.member === binding.member && b.role === binding.role;
  if (action?.startsWith('remove-')) project.bindings = project.bindings.filter((b) => !same(b));
  else if (!action?.startsWith('add-')) throw new Error(`the fake gcloud cannot apply: ${command}`);
  else if (!project.bindings.some(same)) project.bindings.push(binding);
}
