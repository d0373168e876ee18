// @ts-check
const js = require('@eslint/js');
const globals = require('globals');
const reactHooks = require('eslint-plugin-react-hooks');
const tseslint = require('typescript-eslint');

/** Packages reach each other by name (`@cannabis-reports/...`), never by a relative path into another folder. */
const PACKAGE_FOLDERS = 'functions|web|e2e|bench|data-import|scripts|test-support|local-services|packages';
const noCrossPackagePaths = {
  regex: `^(\\.\\./)+(${PACKAGE_FOLDERS})/`,
  message: "Import another package by its name ('@cannabis-reports/...'), not by a relative path into its folder.",
};

module.exports = tseslint.config(
  { ignores: ['**/node_modules/', '**/lib/', '**/dist/', '.cache/', 'e2e/test-results/', 'e2e/playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      'no-restricted-imports': ['error', { patterns: [noCrossPackagePaths] }],
    },
  },
  {
    // The server's layers run one way: http/ calls services/ and reports/, never the reverse.
    files: ['functions/src/{services,reports,webhooks,triggers}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noCrossPackagePaths,
            { group: ['**/http', '**/http/**'], message: 'Services and reports never import the HTTP layer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The container is the unstyled build (CSP forbids injected styles); `toast` from the
      // default entry would post to a different, unmounted container.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-toastify', message: "Import from 'react-toastify/unstyled'." }] },
      ],
    },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
