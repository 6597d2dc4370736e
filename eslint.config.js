import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The web's domain features, apps/web/src/features/<domain> (issue 21). Each is reached from outside only
 * through its public face, index.ts, or its route table, routes.ts; features sit above components/, lib/,
 * api/, session/ and i18n/, and below shell/ and app/, which compose them.
 */
const WEB_FEATURES = ['accounts', 'site', 'authoring', 'delivery', 'results', 'billing', 'ai'];
const WEB_FACE_ONLY = 'Use the feature through its index.ts (or routes.ts), not its internals (issue 21).';
/** An import path into features/<one of domains>/ that is not its index.ts or routes.ts. */
const webFeatureInternals = (domains) => `(^|/)features/(${domains.join('|')})/(?!(index|routes)$)`;
/** The same path as one feature writes it to another: a sibling folder (../billing/api/x). */
const webSiblingInternals = (domains) => `^(\\.\\./)+(${domains.join('|')})/(?!(index|routes)$)`;
/** Fails on static imports and re-exports, and on import() (the lazy screens) alike. */
const webImportRules = (rules) => ({
  'no-restricted-imports': ['error', { patterns: rules }],
  'no-restricted-syntax': [
    'error',
    ...rules.map(({ regex, message }) => ({
      selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
      message,
    })),
  ],
});

/**
 * The server's domain modules, apps/server/src/modules/<domain> (issue 21), each reached from outside only
 * through its index.ts. Infrastructure (db/, mail/, plugins/, lib/, errors/, files/) imports no module: a
 * module hands it what it needs. The composition root (app.ts, main.ts, boot.ts, seed.ts, cli/) imports the
 * modules' faces.
 */
const SERVER_DOMAINS = ['accounts', 'site', 'authoring', 'delivery', 'results', 'billing', 'ai'];
const SERVER_FACE_ONLY = 'Use the module through its index.ts, not its internals (issue 21, ARCHITECTURE.md).';
const serverModuleInternals = '(^|/)modules/[^/]+/(?!index(\\.js)?$)';
/** Another domain as a module writes it: a sibling folder (../billing/x, ../../billing/limits/x). */
const serverSiblingInternals = (domains) => `^(\\.\\./)+(${domains.join('|')})/(?!index(\\.js)?$)`;

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/screenshots/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The web calls through routeRefs: a value import of a table would bring zod and every schema of
      // that domain into the first load of every screen (bench/web-exam.ts). Types of the tables are fine.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@assessly/shared',
              importNames: [
                ...WEB_FEATURES.map((domain) => `${domain}Api`),
                'siteFrameApi',
                'examScreenApi',
                'ROUTE_TABLE',
                'DOMAIN_ROUTE_TABLES',
              ],
              allowTypeImports: true,
              message: 'Call through <domain>Refs.<Name> (routeRefs.ts); import the table only as a type.',
            },
          ],
        },
      ],
    },
  },
  // Web boundaries (issue 21): a feature uses another only through its face; the layers below the
  // features (components/, lib/, api/, session/, i18n/) import none of them, nor shell/ or app/.
  ...WEB_FEATURES.map((feature) => {
    const others = WEB_FEATURES.filter((other) => other !== feature);
    return {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: webImportRules([
        { regex: webSiblingInternals(others), message: WEB_FACE_ONLY },
        { regex: webFeatureInternals(others), message: WEB_FACE_ONLY },
        { regex: '(^|/)(app|shell)(/|$)', message: 'A feature may not import app/ or shell/: they import it.' },
      ]),
    };
  }),
  {
    files: ['apps/web/src/{app,shell}/**/*.{ts,tsx}'],
    rules: webImportRules([{ regex: webFeatureInternals(WEB_FEATURES), message: WEB_FACE_ONLY }]),
  },
  {
    files: ['apps/web/src/{components,lib,api,session,i18n}/**/*.{ts,tsx}'],
    rules: webImportRules([
      {
        regex: '(^|/)(features|shell|app)(/|$)',
        message: 'components/, lib/, api/, session/ and i18n/ are below the features, shell/ and app/.',
      },
    ]),
  },
  // Server boundaries (issue 21).
  ...SERVER_DOMAINS.map((domain) => ({
    files: [`apps/server/src/modules/${domain}/**/*.ts`],
    rules: webImportRules([
      { regex: serverSiblingInternals(SERVER_DOMAINS.filter((other) => other !== domain)), message: SERVER_FACE_ONLY },
      { regex: serverModuleInternals, message: SERVER_FACE_ONLY },
      { regex: '(^|/)(app|main|boot|seed)(\\.js)?$', message: 'A module may not import the composition root.' },
    ]),
  })),
  {
    files: ['apps/server/src/{db,mail,plugins,lib,errors,files}/**/*.ts'],
    rules: webImportRules([
      { regex: '(^|/)modules(/|$)', message: 'Infrastructure imports no module: the module hands it what it needs.' },
    ]),
  },
  {
    files: ['apps/server/src/*.ts', 'apps/server/src/cli/**/*.ts'],
    rules: webImportRules([{ regex: serverModuleInternals, message: SERVER_FACE_ONLY }]),
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
