// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * One-way dependencies between the apps: header-remote, shell-host and
 * services never import each other; only shared-contracts crosses between
 * them. Catches package names and relative paths that climb into a sibling.
 */
const APPS = ['header-remote', 'shell-host', 'services'];
export const boundaryRules = Object.fromEntries(
  APPS.map((app) => {
    const others = APPS.filter((other) => other !== app);
    return [
      app,
      {
        'no-restricted-imports': [
          'error',
          {
            patterns: others.flatMap((other) => [
              {
                regex: `^@grocer/${other}(/.*)?$`,
                message: `${app} must not import ${other}: only @grocer/shared-contracts is shared between apps.`,
              },
              {
                regex: `^(\\.\\./)+${other}(/.*)?$`,
                message: `${app} must not import ${other}: only @grocer/shared-contracts is shared between apps.`,
              },
            ]),
          },
        ],
      },
    ];
  }),
);

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
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...APPS.map((app) => ({ files: [`${app}/**/*.{ts,tsx,js}`], rules: boundaryRules[app] })),
);
