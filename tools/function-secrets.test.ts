// Each deployed function mounts exactly the secrets its code reads: for every export of functions/src/index.ts
// (each endpoint of the endpoint table and each trigger), what it mounts (its deployment's
// secretEnvironmentVariables) is compared with what its code reads (tools/secret-reads.ts). A missing
// mount would fail at run time; an extra one hands a function a secret it has no use for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as functions from '../functions/src/index.ts';
import { endpointNames } from '../functions/src/contract/endpoints.ts';
import { exportedFunctions, secretsReadFrom } from './secret-reads.ts';
import { SERVICE_ACCOUNTS, serviceAccountFor } from '../functions/src/platform/service-accounts.ts';

// A 1st-gen function (users/auth-user-deleted.trigger.ts) builds its deployment description from the project
// id, as the functions runtime and firebase-tools' discovery provide it.
process.env.GCLOUD_PROJECT ??= 'demo-copydesk';

const INDEX = path.resolve(import.meta.dirname, '../functions/src/index.ts');
const FIXTURES = path.resolve(import.meta.dirname, 'secret-reads-fixtures/index.ts');

/**
 * Reached but never read: the analysis follows every name a function's code mentions, so a trigger that
 * takes `defaultDeps()` for its Firestore handle is taken to reach the bridge the same object offers.
 * Such a trigger should take `firebaseDeps()` (platform/trigger-deps.ts) and leave this list.
 */
const REACHED_NOT_READ: Record<string, string[]> = {
  onTradingAccountDeleted: ['METAAPI_TOKEN'],
  onBridgeAccountWritten: ['METAAPI_TOKEN'],
};

interface Deployed {
  __endpoint?: { secretEnvironmentVariables?: { key: string }[]; serviceAccountEmail?: unknown };
}

const mountedBy = (name: string): string[] =>
  ((functions as Record<string, Deployed>)[name]?.__endpoint?.secretEnvironmentVariables ?? [])
    .map((secret) => secret.key)
    .sort();

const exported = exportedFunctions(INDEX);

/** The account a function runs as, without the project part ("copydesk-api@..." -> "copydesk-api"). */
const accountOf = (name: string): string => {
  const email = (functions as Record<string, Deployed>)[name]?.__endpoint?.serviceAccountEmail;
  return typeof email === 'string' ? email.split('@')[0]! : `(none: ${String(email)})`;
};

// docs/operations.md "IAM": the commands that create each account and grant it its secrets.
const OPERATIONS = readFileSync(path.resolve(import.meta.dirname, '../docs/operations.md'), 'utf8');
const documentedAccounts = [...OPERATIONS.matchAll(/gcloud iam service-accounts create (\S+)/g)].map(
  (m) => m[1]!,
);
const documentedGrants = (account: string): string[] =>
  [
    ...OPERATIONS.matchAll(
      /gcloud secrets add-iam-policy-binding (\S+) .*--member=serviceAccount:([a-z0-9-]+)@\$PROJECT\S* --role=roles\/secretmanager\.secretAccessor/g,
    ),
  ]
    .filter((m) => m[2] === account)
    .map((m) => m[1]!)
    .sort();

describe('the secrets each function mounts', () => {
  it.each([...exported.keys()])('%s mounts exactly the secrets its code reads', (name) => {
    const target = exported.get(name);
    const ignored = new Set(REACHED_NOT_READ[name] ?? []);
    const reads = [...secretsReadFrom(target ?? { file: INDEX, name })].filter((s) => !ignored.has(s));
    expect(mountedBy(name)).toEqual(reads.sort());
  });

  it('checks every endpoint of the endpoint table', () => {
    expect(endpointNames.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('finds the functions it checks, triggers included', () => {
    // Guards against a parse of index.ts that silently checks nothing.
    expect(exported.size).toBeGreaterThan(endpointNames.length + 10);
  });
});

describe('the service account each function runs as', () => {
  it.each([...exported.keys()])(
    '%s runs as an account that docs/operations.md grants exactly the secrets it mounts',
    (name) => {
      const account = accountOf(name);
      expect(documentedAccounts).toContain(account);
      expect(documentedGrants(account)).toEqual(mountedBy(name));
    },
  );

  it('runs every function without secrets as copydesk-runtime, which reads none', () => {
    const withoutSecrets = [...exported.keys()].filter((name) => mountedBy(name).length === 0);
    expect(withoutSecrets.length).toBeGreaterThan(0);
    expect(new Set(withoutSecrets.map(accountOf))).toEqual(new Set(['copydesk-runtime']));
    expect(documentedGrants('copydesk-runtime')).toEqual([]);
  });

  it('documents how to create each account, and no other', () => {
    expect([...documentedAccounts].sort()).toEqual(Object.keys(SERVICE_ACCOUNTS).sort());
  });

  it('refuses a set of secrets that no account holds exactly', () => {
    expect(() => serviceAccountFor(['METAAPI_TOKEN', 'SMTP_PASSWORD', 'AFFILIATE_API_KEY'])).toThrow(
      'No service account holds exactly [AFFILIATE_API_KEY,METAAPI_TOKEN,SMTP_PASSWORD]',
    );
  });
});

describe('reading the secrets of a function from its code', () => {
  it.each([
    ['reads a secret in its own body', 'direct', ['TOKEN']],
    ['reads one through a function of another file', 'throughImport', ['TOKEN']],
    ['reads one through a re-export', 'throughReexport', ['TOKEN']],
    ['only names the secret (a mount list), reading nothing', 'namesOnly', []],
    ['imports a file whose other function reads one, reading nothing', 'neighbourOnly', []],
    ['reads two, through a lazily built client', 'twoThroughClient', ['KEY', 'TOKEN']],
  ])('a function that %s', (_case, name, expected) => {
    const target = exportedFunctions(FIXTURES).get(name);
    expect(target).toBeDefined();
    expect([...secretsReadFrom(target ?? { file: FIXTURES, name })].sort()).toEqual(expected);
  });
});
