// What each service account of the functions must hold (docs/operations.md "IAM"): its secrets come from
// the one table of accounts (functions/src/platform/service-accounts.ts); the other roles, by the kind of
// work its functions do, are the "Other roles" column of the docs' table.
import { SERVICE_ACCOUNTS, type ServiceAccountId } from '../../functions/src/platform/service-accounts.ts';

/** Held only on each secret an account reads, never on the whole project. */
export const SECRET_ROLE = 'roles/secretmanager.secretAccessor';

/** Cloud Tasks calls a task function with the enqueuer's own identity, so it must act as itself. */
export const SELF_ROLE = 'roles/iam.serviceAccountUser';

/** Every account reads and writes Firestore. */
const EVERY_ACCOUNT_ROLES = ['roles/datastore.user'];

type RoleGroup = 'auth' | 'tasks' | 'events';

const GROUP_ROLES: Record<RoleGroup, readonly string[]> = {
  auth: ['roles/firebaseauth.admin'],
  tasks: ['roles/cloudtasks.enqueuer', 'roles/run.invoker'],
  events: ['roles/eventarc.eventReceiver', 'roles/run.invoker'],
};

const ACCOUNT_GROUPS: Record<ServiceAccountId, readonly RoleGroup[]> = {
  'copydesk-runtime': ['auth', 'tasks', 'events'],
  'copydesk-api': ['auth', 'tasks'],
  'copydesk-api-bridge': ['auth', 'tasks'],
  'copydesk-api-affiliate': ['auth'],
  'copydesk-api-provision': ['auth'],
  'copydesk-api-mailbox': ['auth'],
  'copydesk-api-trust': ['auth'],
  'copydesk-api-smoke': ['auth'],
  'copydesk-bridge': ['tasks', 'events'],
  'copydesk-mailer': ['events'],
};

export interface AccountGrants {
  id: ServiceAccountId;
  email: string;
  /** The secrets it holds SECRET_ROLE on, and no others. */
  secrets: readonly string[];
  /** Roles it holds on the project. */
  projectRoles: readonly string[];
  /** Roles it holds on itself. */
  selfRoles: readonly string[];
}

export const accountEmail = (id: string, projectId: string) => `${id}@${projectId}.iam.gserviceaccount.com`;

export function expectedGrants(projectId: string): AccountGrants[] {
  return (Object.keys(SERVICE_ACCOUNTS) as ServiceAccountId[]).map((id) => {
    const groups = ACCOUNT_GROUPS[id];
    return {
      id,
      email: accountEmail(id, projectId),
      secrets: SERVICE_ACCOUNTS[id],
      projectRoles: [...new Set([...EVERY_ACCOUNT_ROLES, ...groups.flatMap((group) => GROUP_ROLES[group])])],
      selfRoles: groups.includes('tasks') ? [SELF_ROLE] : [],
    };
  });
}

/** Every secret some account reads. */
export const grantedSecrets = (): string[] => [...new Set(Object.values(SERVICE_ACCOUNTS).flat())].sort();

const member = (email: string) => `--member=serviceAccount:${email}`;

export const createCommand = (id: string, projectId: string) =>
  `gcloud iam service-accounts create ${id} --project=${projectId}`;

export const secretGrantCommand = (
  verb: 'add' | 'remove',
  secret: string,
  email: string,
  projectId: string,
) =>
  `gcloud secrets ${verb}-iam-policy-binding ${secret} --project=${projectId} ${member(email)} --role=${SECRET_ROLE}`;

export const projectGrantCommand = (verb: 'add' | 'remove', role: string, email: string, projectId: string) =>
  `gcloud projects ${verb}-iam-policy-binding ${projectId} ${member(email)} --role=${role}`;

export const selfGrantCommand = (role: string, email: string, projectId: string) =>
  `gcloud iam service-accounts add-iam-policy-binding ${email} --project=${projectId} ${member(email)} --role=${role}`;

/** Every command that creates one account and grants it what it must hold. */
export function grantCommands(account: AccountGrants, projectId: string): string[] {
  return [
    createCommand(account.id, projectId),
    ...account.secrets.map((secret) => secretGrantCommand('add', secret, account.email, projectId)),
    ...account.projectRoles.map((role) => projectGrantCommand('add', role, account.email, projectId)),
    ...account.selfRoles.map((role) => selfGrantCommand(role, account.email, projectId)),
  ];
}
