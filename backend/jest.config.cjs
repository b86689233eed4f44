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
  // A timeout catches a hang, it measures no speed (the benchmarks do). npm test runs this suite
  // beside other stages on two cores, where a test doing real work takes up to twice as long (21
  // renewals with their PDF invoices: 14 s alone).
  testTimeout: 60000,
  maxWorkers: 2,
};
