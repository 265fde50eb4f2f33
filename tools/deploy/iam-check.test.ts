// The preflight's IAM check on the per-secret service accounts (docs/operations.md "IAM"): a project
// granted as the docs say passes; each kind of gap fails with the exact gcloud command that closes it,
// and running those commands makes the project pass.
import { describe, expect, it } from 'vitest';
import { grantedAsDocumented } from './documented-iam.ts';
import { checkIam } from './iam-check.ts';
import { applyCommand, fakeGcloud, SECRETS, type Binding, type FakeProject } from './preflight-fixtures.ts';

const PROJECT = 'acme-copydesk-prod';
const email = (id: string) => `${id}@${PROJECT}.iam.gserviceaccount.com`;
const member = (id: string) => `serviceAccount:${email(id)}`;
const ACCESSOR = 'roles/secretmanager.secretAccessor';

const documentedProject = (): FakeProject =>
  grantedAsDocumented({ projectId: PROJECT, secrets: [...SECRETS], accounts: [], bindings: [] });

const without = (project: FakeProject, gone: Binding): FakeProject => ({
  ...project,
  bindings: project.bindings.filter(
    (b) => !(b.resource === gone.resource && b.member === gone.member && b.role === gone.role),
  ),
});

const CASES: [string, (project: FakeProject) => FakeProject, string[], string[]][] = [
  [
    'a missing account',
    (project) => ({
      ...project,
      accounts: project.accounts.filter((account) => account !== email('copydesk-mailer')),
      bindings: project.bindings.filter((b) => b.member !== member('copydesk-mailer')),
    }),
    [`service account ${email('copydesk-mailer')} does not exist`],
    [
      `gcloud iam service-accounts create copydesk-mailer --project=${PROJECT}`,
      `gcloud secrets add-iam-policy-binding SMTP_PASSWORD --project=${PROJECT} --member=${member('copydesk-mailer')} --role=${ACCESSOR}`,
      `gcloud projects add-iam-policy-binding ${PROJECT} --member=${member('copydesk-mailer')} --role=roles/datastore.user`,
      `gcloud projects add-iam-policy-binding ${PROJECT} --member=${member('copydesk-mailer')} --role=roles/eventarc.eventReceiver`,
      `gcloud projects add-iam-policy-binding ${PROJECT} --member=${member('copydesk-mailer')} --role=roles/run.invoker`,
    ],
  ],
  [
    'a missing secret grant',
    (project) =>
      without(project, { resource: 'secret/RATE_LIMIT_KEY', member: member('copydesk-api'), role: ACCESSOR }),
    [`${email('copydesk-api')} cannot read secret RATE_LIMIT_KEY`],
    [
      `gcloud secrets add-iam-policy-binding RATE_LIMIT_KEY --project=${PROJECT} --member=${member('copydesk-api')} --role=${ACCESSOR}`,
    ],
  ],
  [
    'an extra secret grant',
    (project) => ({
      ...project,
      bindings: [
        ...project.bindings,
        { resource: 'secret/METAAPI_TOKEN', member: member('copydesk-api'), role: ACCESSOR },
      ],
    }),
    [`${email('copydesk-api')} can read secret METAAPI_TOKEN, which it has no use for`],
    [
      `gcloud secrets remove-iam-policy-binding METAAPI_TOKEN --project=${PROJECT} --member=${member('copydesk-api')} --role=${ACCESSOR}`,
    ],
  ],
  [
    'secret access on the whole project',
    (project) => ({
      ...project,
      bindings: [
        ...project.bindings,
        { resource: 'project', member: member('copydesk-bridge'), role: ACCESSOR },
      ],
    }),
    [`${email('copydesk-bridge')} holds ${ACCESSOR} on the whole project`],
    [
      `gcloud projects remove-iam-policy-binding ${PROJECT} --member=${member('copydesk-bridge')} --role=${ACCESSOR}`,
    ],
  ],
  [
    'a missing project role',
    (project) =>
      without(project, {
        resource: 'project',
        member: member('copydesk-api-trust'),
        role: 'roles/firebaseauth.admin',
      }),
    [`${email('copydesk-api-trust')} lacks roles/firebaseauth.admin`],
    [
      `gcloud projects add-iam-policy-binding ${PROJECT} --member=${member('copydesk-api-trust')} --role=roles/firebaseauth.admin`,
    ],
  ],
  [
    'a missing role on the account itself',
    (project) =>
      without(project, {
        resource: `account/${email('copydesk-bridge')}`,
        member: member('copydesk-bridge'),
        role: 'roles/iam.serviceAccountUser',
      }),
    [`${email('copydesk-bridge')} lacks roles/iam.serviceAccountUser on itself`],
    [
      `gcloud iam service-accounts add-iam-policy-binding ${email('copydesk-bridge')} --project=${PROJECT} --member=${member('copydesk-bridge')} --role=roles/iam.serviceAccountUser`,
    ],
  ],
];

describe("the preflight's check of the service accounts", () => {
  it('passes a project whose accounts were created and granted as docs/operations.md says', async () => {
    const result = await checkIam(PROJECT, fakeGcloud(documentedProject()));
    expect(result).toEqual({ check: 'iam', status: 'pass', reasons: [], steps: [] });
  });

  it.each(CASES)('fails %s, naming the command that fixes it', async (_case, change, reasons, steps) => {
    const project = change(documentedProject());
    const result = await checkIam(PROJECT, fakeGcloud(project));
    expect(result).toEqual({ check: 'iam', status: 'fail', reasons, steps });
    for (const step of result.steps) applyCommand(project, step);
    expect((await checkIam(PROJECT, fakeGcloud(project))).status).toBe('pass');
  });

  it('fails when the service accounts cannot be listed, saying why', async () => {
    const result = await checkIam(
      PROJECT,
      fakeGcloud({ ...documentedProject(), projectId: 'another-project' }),
    );
    expect(result.status).toBe('fail');
    expect(result.reasons).toEqual([
      "the project's service accounts could not be listed: ERROR: NOT_FOUND: project",
    ]);
  });

  it('lists, without gcloud, the commands that create and grant every account of a new project', async () => {
    const result = await checkIam(PROJECT, null);
    expect(result.status).toBe('todo');
    expect(result.steps).toContain(
      `gcloud iam service-accounts create copydesk-api-smoke --project=${PROJECT}`,
    );
    const empty: FakeProject = { projectId: PROJECT, secrets: [...SECRETS], accounts: [], bindings: [] };
    for (const step of result.steps) applyCommand(empty, step);
    expect(empty.bindings).toEqual(expect.arrayContaining(documentedProject().bindings));
    expect(empty.bindings).toHaveLength(documentedProject().bindings.length);
    expect((await checkIam(PROJECT, fakeGcloud(empty))).status).toBe('pass');
  });
});
