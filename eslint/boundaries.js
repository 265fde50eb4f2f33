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

/** The topic rooms of functions/src (docs/architecture.md §2 "Rooms"): each a folder with an index. */
export const ROOMS = ['health', 'runs', 'statistics', 'subscriptions', 'accounts', 'users'];
/** The parts every room stands on: the platform, the adapters, the shared contract and rules. */
const PLATFORM = `${F}/platform`;
const ADAPTERS = [`${F}/bridge`, `${F}/affiliation`];
const SHARED = [`${F}/contract`, `${F}/product-rules`];
const ENTRY = `${F}/index.ts`;
const roomDir = (room) => `${F}/${room}`;
/** Every file of a role anywhere in functions/src: the suffixes of docs/architecture.md §2. */
const role = (...suffixes) => suffixes.map((suffix) => `${F}/**/*.${suffix}.ts`);

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const functionsZones = [
  zone(
    SHARED,
    [ENTRY, PLATFORM, ...ADAPTERS, ...ROOMS.map(roomDir)],
    'The contract and the product rules are shared with the browser and the CLI: they import nothing else of functions.',
  ),
  zone(
    ADAPTERS,
    [ENTRY, PLATFORM, ...ROOMS.map(roomDir)],
    'Adapters to outside services stand alone: they may import the contract and the product rules only.',
  ),
  zone(
    PLATFORM,
    [ENTRY, ...ROOMS.map(roomDir)],
    'The platform serves every room and imports none: pass what it needs in, or move the code into the room.',
  ),
  zone(
    role('endpoint', 'trigger', 'task'),
    role('repo'),
    "Endpoints, triggers and tasks never import a repository: call the room's service.",
  ),
  zone(
    role('rules'),
    [...role('repo', 'service', 'endpoint', 'trigger', 'task'), `${F}/platform/firebase-app.{ts,js}`],
    'Rules are pure: they may import other rules, the contract and the product rules, nothing with effects.',
  ),
  zone(
    role('repo'),
    role('service', 'endpoint', 'trigger', 'task'),
    'Repositories only read and write Firestore: no services, endpoints, triggers or tasks above them.',
  ),
  zone(
    role('service'),
    role('endpoint', 'trigger', 'task'),
    'Services are called by endpoints, triggers and tasks, never the other way round.',
  ),
  zone(
    role('trigger', 'task', 'service', 'repo'),
    [`${F}/platform/http`],
    'Only endpoints use the HTTP pipeline.',
  ),
  zone(role('endpoint'), role('trigger', 'task'), 'Endpoints do not import triggers or tasks.'),
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
    // root (platform/firebase-app.ts, platform/clients.ts, platform/trigger-deps.ts) hands the handle
    // on, and is the only code that builds the adapters.
    files: [`${F}/**/*.ts`],
    ignores: [
      `${F}/**/*.repo.ts`,
      `${F}/platform/firebase-app.ts`,
      `${F}/platform/clients.ts`,
      `${F}/platform/trigger-deps.ts`,
      '**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase-admin/firestore',
              allowTypeImports: true,
              message:
                'Firestore is read and written in *.repo.ts files only: move this code into a repository.',
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
    files: [`${F}/**/*.rules.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...SERVER_ONLY, 'node:*', '!node:crypto'],
              message: 'Rules are pure: no Firebase, no I/O (node:crypto for hashing is fine).',
            },
          ],
        },
      ],
    },
  },
];
