// @ts-check
const js = require('@eslint/js');
const globals = require('globals');
const reactHooks = require('eslint-plugin-react-hooks');
const tseslint = require('typescript-eslint');
const stayInPackage = require('./scripts/lint/stay-in-package');

/** Packages reach each other by name (`@cannabis-reports/...`), never by a relative path into another folder. */
const PACKAGE_FOLDERS = 'functions|web|e2e|bench|data-import|scripts|test-support|local-services|packages';
const noCrossPackagePaths = {
  regex: `^(\\.\\./)+(${PACKAGE_FOLDERS})/`,
  message: "Import another package by its name ('@cannabis-reports/...'), not by a relative path into its folder.",
};

/**
 * The toast container is the unstyled build (CSP forbids injected styles); `toast` from the
 * default entry would post to a different, unmounted container.
 */
const toastifyUnstyled = { name: 'react-toastify', message: "Import from 'react-toastify/unstyled'." };

/**
 * The web app's layers: shared code (components/, lib/, config/, testing/) -> features/<name>/
 * -> app/. A layer imports only the ones before it, and a feature never imports another
 * feature, so each feature can change (or go) without touching its siblings.
 * ESLint's flat config replaces a rule's options when a later block sets the same rule, so
 * every web block lists the restrictions of the blocks before it too.
 */
const webRestrictedImports = (...patterns) => [
  'error',
  { paths: [toastifyUnstyled], patterns: [noCrossPackagePaths, ...patterns] },
];
const sharedImportsNoFeature = {
  regex: '^(\\.\\./)+(features|app)/',
  message:
    'Shared code (components, lib, config, testing) must not import a feature or the app: move what both need here.',
};
/**
 * A file `depth` folders below features/<name>/ leaves its feature with `depth + 1` steps
 * up; one more step and `features/` reaches it from src/. Either way it names another
 * feature (or its own, the long way round), or the app.
 */
const otherFeatureOrApp = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}([^./]|\\.\\./(features|app)/)`,
  message:
    'A feature must not import another feature or the app: move the shared piece to components/ or lib/, or compose the features in app/.',
});
// Deeper than any feature folder goes today, so a new sub-folder is covered too.
const FEATURE_DEPTHS = [0, 1, 2, 3, 4, 5, 6];
/**
 * The report viewer's chart engine (scheduler, axes, ticks, tooltip, touch, labels, the SVG
 * drawing) is reached through two modules only: chart.tsx draws a chart on the page, and
 * chart-svg.ts the same chart as a file (loaded only with the downloads). The modules inside
 * chart/ import each other as './name', so this only ever matches from outside.
 */
const chartInternals = {
  regex: '(^|/)chart/(?!(chart|chart-svg)$)[^/]+$',
  message:
    "Import the chart from 'chart/chart' (or its SVG drawing from 'chart/chart-svg'); the rest of chart/ is its own.",
};

/** The versioned store's collections, named only by their owners (see the block that applies it). */
const STORE_COLLECTIONS = 'datasets|versions|chunks|revised|fetches|rows|reportViews|parts';
const STORE_LAYOUT_MESSAGE =
  "Only the store's owners name its collections: use data-import's store (readDataset, readRowsAt, versionAt, history, whatsNew, writeDataset) or the reports' reader and view store.";
const STORE_LAYOUT = [
  `CallExpression[callee.property.name=/^(collection|collectionGroup)$/] > Literal[value=/^(${STORE_COLLECTIONS})$/]`,
  `CallExpression[callee.property.name=/^(collection|doc)$/] > Literal[value=/^(datasets|reportViews)\\//]`,
  `CallExpression[callee.property.name=/^(collection|doc)$/] > TemplateLiteral > TemplateElement[value.raw=/^(datasets|reportViews)\\//]`,
  // A constant of the top collections' names would name them one step away.
  `VariableDeclarator > Literal[value=/^(datasets|reportViews)$/]`,
].map((selector) => ({ selector, message: STORE_LAYOUT_MESSAGE }));

module.exports = tseslint.config(
  {
    // functions/lib is the functions' build output; web/src/lib and scripts/lib are sources.
    ignores: [
      '**/node_modules/',
      'functions/lib/',
      '**/dist/',
      '**/dist-server/',
      '.cache/',
      'e2e/test-results/',
      'e2e/playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { boundaries: { rules: { 'stay-in-package': stayInPackage } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      'no-restricted-imports': ['error', { patterns: [noCrossPackagePaths] }],
      'boundaries/stay-in-package': 'error',
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
    // Routes are thin: they validate, call a service and answer. Only services/ (and the
    // report store) touch Firebase Admin or Stripe, so a route cannot reach Auth or Firestore.
    files: ['functions/src/http/**/*.ts'],
    ignores: ['functions/src/http/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'stripe', message: 'Routes call a service; only services/ talk to Stripe.' }],
          patterns: [
            noCrossPackagePaths,
            {
              group: [
                'firebase-admin',
                'firebase-admin/*',
                '**/services/platform/firebase',
                '**/services/billing/stripe',
              ],
              message: 'Routes call a service; only services/ touch Firebase Admin and Stripe.',
            },
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
      'no-restricted-imports': webRestrictedImports(chartInternals),
    },
  },
  {
    files: ['web/src/{components,lib,config,testing}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webRestrictedImports(sharedImportsNoFeature) },
  },
  ...FEATURE_DEPTHS.map((depth) => ({
    files: [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': webRestrictedImports(otherFeatureOrApp(depth), chartInternals) },
  })),
  {
    // The versioned store has one owner per collection family, its layout private: the datasets'
    // (data-import/src/store/) and the report views' (packages/reports/src/kit/, beside the reader).
    // Every other product file goes through their API (writeDataset, readRowsAt, versionAt,
    // history, whatsNew; createReportReader, writeView). Tests may look at the layout itself.
    files: ['**/*.{ts,tsx}'],
    ignores: [
      'data-import/src/store/dataset-layout.ts',
      'packages/reports/src/kit/view-layout.ts',
      'packages/reports/src/kit/versions.ts',
      '**/*.test.ts',
      '**/*.spec.ts',
      'functions/test/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...STORE_LAYOUT] },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The public pages' small scripts, served as they are to any browser (and to pages that embed our charts).
    files: ['web/public/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
);
