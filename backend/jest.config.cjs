/** Unit specs next to the code and API tests over HTTP; TEST_DB=sqlite|mysql picks the engine. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@event-kompass/shared-types$': '<rootDir>/../shared-types/src/index.ts',
  },
  testTimeout: 30000,
  maxWorkers: 2,
};
