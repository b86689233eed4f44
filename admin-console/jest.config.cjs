/** Component tests of the admin console: jsdom, swc (TypeScript + React automatic runtime). */
module.exports = {
  displayName: 'admin-console',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // Specs sit next to the code they test (docs/decisions.md: Testdateien); test/ holds helpers only.
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // CSS first: '@admin/styles/admin.css' must hit the stub, not the alias.
    '\\.css$': '<rootDir>/test/style-stub.cjs',
    '^@event-kompass/shared-types$': '<rootDir>/../shared-types/src/index.ts',
    '^@event-kompass/web-client$': '<rootDir>/../web-client/src/index.ts',
    '^@event-kompass/web-client/month-table$': '<rootDir>/../web-client/src/month-table.tsx',
    '^@admin/(.*)$': '<rootDir>/src/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  clearMocks: true,
};
