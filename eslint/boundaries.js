// Import boundaries: which part of the repository may import which (docs/architecture.md §2 "Layers").
// Each zone says: files under `target` must not import anything under `from` (except `except`, which
// is relative to `from`). Paths are relative to the repository root. Cycles are refused everywhere.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const F = 'functions/src';
const W = 'web/src';

/** Every functions/src part, for "imports nothing of these". */
const FUNCTIONS_PARTS = {
  entry: `${F}/index.ts`,
  admin: `${F}/platform/firebase-app.ts`,
  affiliation: `${F}/affiliation`,
  bridge: `${F}/bridge`,
  config: `${F}/config`,
  contract: `${F}/contract`,
  productRules: `${F}/product-rules`,
  domain: `${F}/domain`,
  http: `${F}/http`,
  repos: `${F}/repos`,
  services: `${F}/services`,
  triggers: `${F}/triggers`,
};

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
const parts = (...names) => names.map((name) => FUNCTIONS_PARTS[name]);

// functions: http and triggers -> services -> domain, repos, bridge/affiliation; the contract (wire
// schemas) and the product rules at the bottom.
const shared = [FUNCTIONS_PARTS.contract, FUNCTIONS_PARTS.productRules];
const functionsZones = [
  zone(
    shared,
    Object.values(FUNCTIONS_PARTS).filter((part) => !shared.includes(part)),
    'The contract and the product rules are shared with the browser and the CLI: they import nothing else of functions.',
  ),
  zone(
    FUNCTIONS_PARTS.domain,
    parts('entry', 'admin', 'affiliation', 'bridge', 'config', 'http', 'repos', 'services', 'triggers'),
    'Domain rules are pure: they may import the contract, nothing with effects.',
  ),
  zone(
    FUNCTIONS_PARTS.repos,
    parts('entry', 'affiliation', 'bridge', 'config', 'http', 'services', 'triggers'),
    'Repositories only read and write Firestore: no HTTP, no services, no triggers (throw domain errors).',
  ),
  zone(
    [FUNCTIONS_PARTS.bridge, FUNCTIONS_PARTS.affiliation],
    parts('entry', 'admin', 'config', 'domain', 'http', 'repos', 'services', 'triggers'),
    'Adapters to outside services stand alone: they may import the contract and the product rules only.',
  ),
  zone(
    FUNCTIONS_PARTS.config,
    parts('entry', 'http', 'repos', 'services', 'triggers'),
    'Configuration wires adapters; it never reaches up into the layers that use it.',
  ),
  zone(
    FUNCTIONS_PARTS.services,
    parts('entry', 'http', 'triggers'),
    'Services are called by http and triggers, never the other way round.',
  ),
  zone(FUNCTIONS_PARTS.http, parts('entry', 'triggers'), 'Endpoints do not import triggers.'),
  // The request pipeline keeps its own reads (the caller's roles, the account's owner, the abuse
  // counters): they decide whether a handler runs at all. docs/architecture.md §2.
  zone(
    `${F}/http/*.ts`,
    parts('repos', 'admin'),
    'Endpoints call services, never the repositories or Firestore: move the logic into src/services.',
  ),
  zone(
    FUNCTIONS_PARTS.triggers,
    parts('entry', 'http'),
    'Triggers do not import HTTP endpoints or the pipeline.',
  ),
  zone(
    `${F}/platform/http`,
    FUNCTIONS_PARTS.http,
    'The request pipeline serves every endpoint and imports none of them.',
    ['./pipeline'],
  ),
];

// web: app -> features -> flows -> components/lib -> config; features never import each other, and
// what more than one feature runs lives in flows.
const features = readdirSync(path.join(ROOT, W, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webZones = [
  zone(`${W}/features`, `${W}/app`, 'Features must not import the app layer.'),
  ...features.map((feature) =>
    zone(
      `${W}/features/${feature}`,
      `${W}/features`,
      'Features do not import each other: move a shared flow to src/flows, shared parts to src/components or src/lib.',
      [`./${feature}`],
    ),
  ),
  zone(
    `${W}/flows`,
    [`${W}/app`, `${W}/features`],
    'Flows serve more than one feature: they never import a feature or the app (features pass their side effects in).',
  ),
  zone(
    [`${W}/components`, `${W}/lib`],
    [`${W}/app`, `${W}/features`, `${W}/flows`],
    'components and lib sit below app, features and flows.',
  ),
  zone(
    `${W}/config`,
    [`${W}/app`, `${W}/features`, `${W}/flows`, `${W}/components`, `${W}/lib`],
    'config is the bottom layer of the web app: it imports no other part of it.',
  ),
];

// Between the workspaces and the repository's tooling.
const repositoryZones = [
  zone(
    ['web', 'cli/src'],
    ['tools', 'tests', 'bench'],
    'Shipped code never imports the local tooling or tests.',
  ),
  zone(
    ['web', 'cli/src'],
    F,
    'Only the shared contract and product rules of functions are importable from web and cli.',
    ['./contract', './product-rules'],
  ),
  zone(F, ['tools', 'tests', 'bench', 'web', 'cli'], 'functions imports nothing outside functions.'),
  zone('tools', ['tests', 'bench'], 'The tools serve tests and bench; they never import them.'),
  zone('bench', 'tests', 'bench uses tools/stack-clients, not the tests.'),
];

export const BOUNDARY_ZONES = [...functionsZones, ...webZones, ...repositoryZones];

/** Package imports that carry effects (or server-only code) where a layer must stay pure. */
const SERVER_ONLY = ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'];

export default [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips .ts dependencies when it follows imports, and no-cycle sees none.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'functions/tsconfig.json', 'web/tsconfig.json', 'cli/tsconfig.json'],
          conditionNames: ['copydesk-source', 'types', 'import', 'node', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: BOUNDARY_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${F}/contract/**/*.ts`, `${F}/product-rules/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...SERVER_ONLY, 'node:*'],
              message: 'The contract and the product rules run in the browser and the CLI too.',
            },
          ],
        },
      ],
    },
  },
  {
    // Firestore is read and written in the repositories only (docs/architecture.md §2): elsewhere in
    // the backend a Firestore type is fine (a handle passed for tests), a value is not. The composition
    // root (platform/firebase-app.ts, platform/clients.ts, platform/trigger-deps.ts) hands the handle on, and is the only code
    // that builds the adapters.
    files: [`${F}/http/**/*.ts`, `${F}/services/**/*.ts`, `${F}/triggers/**/*.ts`],
    ignores: [`${F}/platform/clients.ts`, `${F}/platform/trigger-deps.ts`, '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase-admin/firestore',
              allowTypeImports: true,
              message: 'Firestore is read and written in src/repos only: move this code into a repository.',
            },
          ],
          patterns: [
            {
              group: ['**/platform/firebase-app.js'],
              importNames: ['db'],
              message: 'Firestore is reached through a repository (or platform/clients.ts for a handle).',
            },
            {
              // One way to each adapter: the composition root builds it once per instance.
              group: ['**/platform/params/bridge-params.js', '**/platform/mailer/smtp-mailer.js'],
              importNames: ['createBridge', 'createRunBridge', 'createAffiliateVerifier', 'createSmtpMailer'],
              message: 'Reach the bridge, the affiliate verifier and the mailer through platform/clients.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${F}/domain/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...SERVER_ONLY, 'node:*', '!node:crypto'],
              message: 'Domain rules are pure: no Firebase, no I/O (node:crypto for hashing is fine).',
            },
          ],
        },
      ],
    },
  },
];
