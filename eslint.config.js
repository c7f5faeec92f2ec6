// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';
import layers from './scripts/lint-layers.js';
import { PAGE_TEAM_ENTRIES } from './shared-contracts/build-package.ts';

/**
 * One-way dependencies between the apps: header-remote, shell-host,
 * services and the page teams' loader never import each other; only
 * shared-contracts crosses between them, and the loader into the reference
 * host, which is a page team's app (by its package name, as a team installs
 * it). Catches package names and relative paths that climb into a sibling.
 */
const APPS = ['header-remote', 'shell-host', 'services', 'header-loader'];
/**
 * What an app may import of another, by its package name: the reference host uses the loader as page teams do.
 * @type {Record<string, readonly string[]>}
 */
const INSTALLED = { 'shell-host': ['header-loader'] };

/**
 * The page's two bundles (the header and the host) validate with the contracts' zod, which they
 * share (decision 025); zod itself, imported beside it, would put a second copy on the page.
 */
const SHARED_ZOD = 'shared-contracts/src/zod.ts';
const ownZod = {
  regex: '^zod(/.*)?$',
  message:
    'Validate with @grocer/shared-contracts/zod: host and header share that one zod (decision 025), and zod itself would be a second copy on the page.',
};
const BROWSER_BUNDLES = new Set(['header-remote', 'shell-host']);

export const boundaryRules = Object.fromEntries(
  APPS.map((app) => {
    const others = APPS.filter((other) => other !== app);
    const installed = INSTALLED[app] ?? [];
    return [
      app,
      {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...(BROWSER_BUNDLES.has(app) ? [ownZod] : []),
              ...others.flatMap((other) => [
                ...(installed.includes(other)
                  ? []
                  : [
                      {
                        regex: `^@grocer/${other}(/.*)?$`,
                        message: `${app} must not import ${other}: only @grocer/shared-contracts is shared between apps.`,
                      },
                    ]),
                {
                  regex: `^(\\.\\./)+${other}(/.*)?$`,
                  message: `${app} must not import ${other}: only @grocer/shared-contracts is shared between apps.`,
                },
              ]),
            ],
          },
        ],
      },
    ];
  }),
);

/**
 * Page-team code: the loader, which page teams install, and the recipes as docs/page-teams/ prints
 * them (scripts/lint-boundaries.test.ts lints each block as docs/page-teams/<app>/<file>), with the
 * runtime-only recipe's copy in e2e/fixtures/runtime-page/. It imports the contract as the published
 * package carries it: the face, or an entry page teams load on their own; never an entry of the
 * workspace's, nor the contract's files.
 */
const PAGE_TEAM_CODE = [
  'header-loader/**/*.{ts,tsx,js}',
  'docs/page-teams/**/*.{ts,tsx,js,jsx,mjs}',
  'e2e/fixtures/runtime-page/**/*.js',
];
const pageTeamSubpaths = PAGE_TEAM_ENTRIES.filter((entry) => entry.startsWith('./') && entry !== './package.json').map(
  (entry) => entry.slice(2),
);
export const pageTeamContractRules = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: `^@grocer/shared-contracts/(?!(?:${pageTeamSubpaths.join('|')})$)`,
          message: `Page-team code imports the contract's face, '@grocer/shared-contracts', or an entry the published package carries (${pageTeamSubpaths.join(', ')}); the others are the workspace's.`,
        },
        {
          regex: '^(\\.\\./)+shared-contracts/',
          message:
            "Page-team code imports the contract by its package name, '@grocer/shared-contracts', as a page team installs it.",
        },
      ],
    },
  ],
};

/**
 * No pattern that can backtrack or move super-linearly, anywhere: a 60 KB
 * email once took 3.4 s to refuse (docs/decisions/012-linear-patterns-only.md).
 * `potential` also reports patterns whose use the rule cannot see (exported,
 * passed around), assuming the worst about what follows them.
 */
export const linearPatternRules = {
  'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
  'regexp/no-super-linear-move': ['error', { report: 'potential', ignorePartial: false }],
};

/** The plugin's recommended rules, less those that only restyle a pattern: `[A-Za-z0-9-]` says what it means. */
const regexpRules = {
  ...regexp.configs['flat/recommended'].rules,
  'regexp/use-ignore-case': 'off',
  'regexp/prefer-w': 'off',
  'regexp/prefer-d': 'off',
  'regexp/prefer-range': 'off',
  'regexp/no-unused-capturing-group': 'off',
  ...linearPatternRules,
};

/**
 * Which service features build on which: a new arrow here is a
 * decision, seen in review. They must not loop; the lint rule refuses a loop.
 * order-records holds the order rows and their states, which the trolley and
 * the orders both read (they imported each other before).
 */
const SERVICE_USES = {
  auth: ['support-audit'],
  banners: ['auth', 'content'],
  catalogue: ['auth'],
  content: ['auth', 'catalogue'],
  fulfilment: ['auth', 'shopping-context'],
  graphql: ['auth', 'orders', 'trolley'],
  health: [],
  'order-records': ['fulfilment'],
  orders: ['auth', 'catalogue', 'fulfilment', 'order-records', 'trolley'],
  'shopping-context': ['auth'],
  'support-audit': [],
  trolley: ['fulfilment', 'order-records'],
  vitals: ['auth'],
};

/**
 * Which of the host's page folders build on which: pages share through
 * pages/shared/ (open to all) and pages/products/ (the product listing that
 * browse and both searches show), never through each other.
 */
const PAGE_USES = {
  browse: ['products'],
  buylist: ['products'],
  home: ['content'],
  'multi-search': ['products'],
  search: ['products'],
  'service-selection': ['book-slot'],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/storybook-static/',
      '**/@mf-types/',
      '**/test-results/',
      '**/playwright-report/',
      '**/.data/',
      // The production start's certificate, keys and signed copy of the remote's build.
      '**/.production/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { plugins: { regexp }, rules: regexpRules },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...APPS.map((app) => ({ files: [`${app}/**/*.{ts,tsx,js}`], rules: boundaryRules[app] })),
  {
    // Inside the header: app → features → navigation / shopping / content → ui → lib, no loops
    // (scripts/lint-layers.js says what each layer may import).
    files: ['header-remote/src/**/*.{ts,tsx,js}'],
    plugins: { layers },
    rules: {
      'layers/layers': ['error', { root: 'header-remote/src' }],
      'layers/no-cycle': ['error', { root: 'header-remote/src' }],
    },
  },
  {
    // The services: each feature imports another only where SERVICE_USES says so, db/ and http/
    // never import a feature, and no file reaches itself (scripts/lint-layers.js).
    files: ['services/src/**/*.{ts,tsx,js}'],
    plugins: { layers },
    rules: {
      'layers/features': [
        'error',
        {
          root: 'services/src',
          folder: 'features',
          uses: SERVICE_USES,
          lower: ['db', 'http'],
          assembly: ['app.ts', 'main.ts'],
        },
      ],
      'layers/no-cycle': ['error', { root: 'services/src' }],
    },
  },
  {
    // Test fakes live in a testing/ folder, beside what they stand in for, never among production code.
    files: ['*/src/**/fake-*.{ts,tsx,js}', '*/src/**/fake-*/**/*.{ts,tsx,js}'],
    ignores: ['**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'A test fake lives in a testing/ folder (src/…/testing/), where production code never looks.',
        },
      ],
    },
  },
  {
    // The bench drives the services through their public entry (services/src/index.ts), never their internals.
    files: ['bench/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@grocer/services/.+|(\\.\\./)+services/src/.*)$',
              message: "The bench uses the services' public entry, '@grocer/services' (services/src/index.ts).",
            },
          ],
        },
      ],
    },
  },
  { files: PAGE_TEAM_CODE, rules: pageTeamContractRules },
  {
    // The contracts: no module reaches itself through its imports (type-only ones included).
    files: ['shared-contracts/src/**/*.{ts,tsx,js}'],
    plugins: { layers },
    rules: { 'layers/no-cycle': ['error', { root: 'shared-contracts/src' }] },
  },
  {
    // The contracts validate with their own zod.ts, the module host and header share.
    files: ['shared-contracts/src/**/*.{ts,tsx,js}'],
    ignores: [SHARED_ZOD],
    rules: { 'no-restricted-imports': ['error', { patterns: [ownZod] }] },
  },
  {
    // Metrics and traces are for the servers (decision 041): nothing that reaches a browser imports them
    // (the remote's browser bundle must not grow). The host's src/server/ runs on its server only.
    files: ['header-remote/src/**/*.{ts,tsx,js}', 'shell-host/src/**/*.{ts,tsx,js}'],
    ignores: ['shell-host/src/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@grocer/server-telemetry|@opentelemetry/|prom-client)',
              message: 'Metrics and traces are for the servers (decision 041): browser code never imports them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The host's pages: the same rules, pages/<page>/ in place of features.
    files: ['shell-host/src/**/*.{ts,tsx,js}'],
    plugins: { layers },
    rules: {
      'layers/features': [
        'error',
        { root: 'shell-host/src', folder: 'pages', uses: PAGE_USES, open: ['shared'], lower: ['api'], assembly: [] },
      ],
      'layers/no-cycle': ['error', { root: 'shell-host/src' }],
    },
  },
);
