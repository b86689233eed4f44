import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Admin console: one folder per tab below admin-console/src/features (read here so a new tab is covered).
const ADMIN_FEATURES = readdirSync(new URL('./admin-console/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const STOREFRONT_SRC = 'storefront/src';
const CLIMBS_OUT = { regex: '^\\.\\./', message: 'Import with the absolute `@/…` path, not `../`.' };

/** Storefront layers: one `no-restricted-imports` block per feature folder, one for the shared folders. */
function storefrontLayerRules() {
  const features = readdirSync(new URL(`./${STOREFRONT_SRC}/features`, import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const restrict = (files, patterns) => ({
    files,
    ignores: [`${STOREFRONT_SRC}/**/*.spec.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  return [
    ...features.map((feature) =>
      restrict(
        [`${STOREFRONT_SRC}/features/${feature}/**/*.{ts,tsx}`],
        [
          {
            regex: `^@/features/(?!${feature}/)`,
            message: `Features do not import each other: move what "${feature}" shares into components/ or lib/, compose features in src/app/.`,
          },
          {
            regex: '^@/app/',
            message: 'Features do not import src/app/ (the app composes them, not the other way round).',
          },
          CLIMBS_OUT,
        ],
      ),
    ),
    restrict(
      [`${STOREFRONT_SRC}/components/**/*.{ts,tsx}`, `${STOREFRONT_SRC}/lib/**/*.{ts,tsx}`],
      [
        {
          regex: '^@/(features|app)/',
          message: 'components/ and lib/ are the shared base: they import neither features nor src/app/.',
        },
        CLIMBS_OUT,
      ],
    ),
  ];
}

// ---- backend module boundaries (owners helper, issue 16) ------------------------------------
// Each backend module exposes its public surface in `modules/<m>/index.ts`; code outside a
// module imports only that index, never the module's files (tests under backend/test may).
const BACKEND_MODULES = readdirSync(new URL('./backend/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const MODULE_BOUNDARY_MESSAGE =
  'Andere Backend-Module nur über ihre index.ts importieren (modules/<m>), nie ihre Dateien direkt.';
const moduleBoundaryBlocks = [
  {
    // Above the modules (app module, entity list, seeds, startup, CLI): `modules/<m>` only.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/[^/]+/', message: MODULE_BOUNDARY_MESSAGE }] },
      ],
    },
  },
  {
    // The ground floor: data source, migrations, transactions, row readers know no module.
    files: ['backend/src/database/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(modules|seeds|startup|cli|entities|app\\.module|create-app)(/|$)',
              message:
                'database/ ist das Erdgeschoss: es importiert kein Modul, keine Seeds und nichts darüber.',
            },
          ],
        },
      ],
    },
  },
  ...BACKEND_MODULES.map((module) => ({
    // Inside a module: its own files freely, any other module only through `../<other>`.
    files: [`backend/src/modules/${module}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.{1,2}/(\\.\\./)*(${BACKEND_MODULES.filter((other) => other !== module).join('|')})/`,
              message: MODULE_BOUNDARY_MESSAGE,
            },
          ],
        },
      ],
    },
  })),
];

// ---- SQL lives in repositories (owners helper, issue 16) -------------------------------------
// Services and controllers ask their module's `*.repository.ts`; the database floor, the SQL
// backup engine and the health probe are the infrastructure that may talk to the driver.
const sqlInRepositoriesBlock = {
  files: ['backend/src/**/*.ts'],
  ignores: [
    'backend/src/**/*.repository.ts',
    'backend/src/database/**',
    'backend/src/modules/backup/sql/**',
    'backend/src/modules/health/health.controller.ts',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'CallExpression[callee.property.name=/^(query|createQueryBuilder|getRepository)$/][callee.object.name=/^(manager|dataSource|db)$/], CallExpression[callee.object.property.name=/^(manager|dataSource|db)$/][callee.property.name=/^(query|createQueryBuilder|getRepository)$/]',
        message:
          'SQL gehört in das Repository des Moduls (<d>.repository.ts), nicht in Services oder Controller.',
      },
      {
        selector: 'Decorator[expression.callee.name=/^(InjectRepository|InjectDataSource)$/]',
        message: 'Nur Repositories (und database/) bekommen die Datenquelle injiziert.',
      },
    ],
  },
};

// ---- no import cycles in any package's source (owners helper, issue 16) -----------------------
const noCycleBlock = {
  files: [
    'backend/src/**/*.ts',
    'storefront/src/**/*.{ts,tsx}',
    'admin-console/src/**/*.{ts,tsx}',
    'shared-types/src/**/*.ts',
    'web-client/src/**/*.{ts,tsx}',
  ],
  plugins: { 'import-x': importX },
  settings: {
    // Without these import-x reads only .js files and sees no TypeScript import at all.
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        noWarnOnMultipleProjects: true,
        project: [
          'backend/tsconfig.json',
          'storefront/tsconfig.json',
          'admin-console/tsconfig.json',
          'shared-types/tsconfig.json',
          'web-client/tsconfig.json',
        ],
      }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      'data/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/.__mf__temp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // Nest resolves constructor parameters from decorator metadata, which needs runtime imports.
    files: ['backend/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'off',
      // The rate limiter, transactions and mail all return promises; a forgotten await loses errors.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },
  {
    files: ['storefront/**/*.{ts,tsx}', 'admin-console/**/*.{ts,tsx}', 'web-client/src/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // ---------- Admin console: features do not import each other ----------
  // A tab (features/<a>) may import its own files, components/, lib/ and shared-types, never another
  // tab (features/<b>): what two tabs need lives in components/ or lib/. Only app/ assembles the tabs,
  // and components/ and lib/ know no tab.
  ...ADMIN_FEATURES.map((feature) => ({
    files: [`admin-console/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@admin/features/(?!${feature}/)`,
              message: `features/${feature} must not import another admin feature; move the shared piece to components/ or lib/.`,
            },
            {
              // Relative paths reach the same folders: ../<other-tab>/… or ../../features/<other-tab>/…
              regex: `^\\.\\./(?!\\.\\./|${feature}/)|^\\..*/features/(?!${feature}/)`,
              message: `features/${feature} must not import another admin feature; move the shared piece to components/ or lib/.`,
            },
            {
              regex: '^@admin/app/',
              message: 'Admin features must not import app/ (it imports them).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['admin-console/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@admin/(features|app)/',
              message: 'components/ and lib/ are shared by all admin tabs and must not import a tab or app/.',
            },
          ],
        },
      ],
    },
  },
  // Storefront layers (bulletproof-react): src/app/ composes the features; a feature imports no other
  // feature and not the app; components/ and lib/ are the shared base and import neither. Imports are
  // absolute (`@/…`), so `../` is refused too: it is the way round the rule. Specs may compose like the app.
  ...storefrontLayerRules(),
  ...moduleBoundaryBlocks,
  sqlInRepositoriesBlock,
  noCycleBlock,
  prettier,
);
