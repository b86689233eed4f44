/** Unit specs of the API client: jsdom for localStorage, the real shared-types source. */
module.exports = {
  displayName: 'web-client',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: {
    '^@event-kompass/shared-types$': '<rootDir>/../shared-types/src/index.ts',
  },
};
