/** Component tests: jsdom + Testing Library, TypeScript/JSX through SWC (React automatic runtime). */
module.exports = {
  displayName: 'storefront',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/test'],
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
    '^@event-kompass/shared-types$': '<rootDir>/../shared-types/src/index.ts',
    '^@event-kompass/web-client$': '<rootDir>/../web-client/src/index.ts',
    '^@event-kompass/web-client/month-table$': '<rootDir>/../web-client/src/month-table.tsx',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@test/(.*)$': '<rootDir>/test/$1',
    '\\.css$': '<rootDir>/test/style-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
};
